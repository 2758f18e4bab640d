import FlowRecords
import XCTest

@testable import FlowInference

/// The trend's direction: half a point either way decides, and a gap of more than seven days
/// starts a new run with no direction.
final class TrendDirectionTests: XCTestCase {
    func testHalfAPointDecides() {
        XCTAssertEqual(TrendDirection(trend: 60.5, previous: 60), .rising)
        XCTAssertEqual(TrendDirection(trend: 60.49, previous: 60), .level)
        XCTAssertEqual(TrendDirection(trend: 59.5, previous: 60), .falling)
        XCTAssertEqual(TrendDirection(trend: 59.51, previous: 60), .level)
    }

    func testEachScoredDayAgainstTheScoredDayBeforeItInItsRun() {
        let d = CalendarDay(year: 2026, month: 1, day: 1)!
        func scored(_ offset: Int, _ trend: Double) -> DayResult {
            .scored(
                DayFlow(
                    day: d.adding(days: offset), prediction: 0, flow: 50, usualFlow: 50, contributions: [], drivers: [],
                    coverage: 8, missingData: 0, estimated: 0, estimatedFeatures: 0, baselineDays: 20,
                    partialData: nil, trend: trend))
        }
        // Day 2 is unscored; day 3 compares with day 1 (2 days apart); day 11 is 8 days after day 3: a new run.
        let results = [scored(1, 50), .unscored(d.adding(days: 2), .noData), scored(3, 51), scored(11, 40)]
        XCTAssertEqual(TrendDirection.of(results), [d.adding(days: 3): .rising])
    }
}
