import FlowRecords
import FlowTrends
import XCTest

final class TrendLineTests: XCTestCase {
    /// e₀ = 10; e₁ = 0.18·20 + 0.82·10 = 11.8; e₂ = 0.18·40 + 0.82·11.8 = 16.876.
    func testTheTrendOfThreeReadings() {
        let e = TrendLine.ewma([10, 20, 40], alpha: TrendLine.alpha)
        XCTAssertEqual(e[0], 10)
        XCTAssertEqual(e[1], 11.8, accuracy: 1e-12)
        XCTAssertEqual(e[2], 16.876, accuracy: 1e-12)
    }

    /// A feature's trend never restarts: 30 days without a reading change nothing but the
    /// dates (the Flow's restart is the scorer's, tested with it).
    func testAGapDoesNotRestartAFeaturesTrend() {
        let day = CalendarDay(year: 2026, month: 3, day: 1)!
        let points = TrendLine.points([(day, 10), (day.adding(days: 1), 20), (day.adding(days: 31), 40)])
        XCTAssertEqual(points.map(\.trend)[2], 16.876, accuracy: 1e-12)
        XCTAssertEqual(points.map(\.day), [day, day.adding(days: 1), day.adding(days: 31)])
    }

    func testAnEmptySeriesHasNoTrend() {
        XCTAssertTrue(TrendLine.ewma([], alpha: 0.3).isEmpty)
    }
}
