import FlowFeatures
import FlowRecords
import FlowScores
import Foundation
import XCTest

final class InsightsTests: XCTestCase {
    /// Check-ins dated D pair with row D+1's HRV. `with` and `without` give each side's
    /// next-morning HRV values; other evenings are not logged.
    private func report(with: [Double], without: [Double], unlogged: Int = 3) -> InsightReport {
        let values = with + without + Array(repeating: 50.0, count: unlogged)
        let rows = scoreRows(
            values.count + 1, usual: usualDay,
            changes: Dictionary(
                uniqueKeysWithValues: values.enumerated().map {
                    ($0.offset + 1, [Feature.hrvSDNN: Optional($0.element)])
                }))
        let days = values.indices.map { i -> CheckinDay in
            let logged: Double? = i < with.count ? 1 : i < with.count + without.count ? 0 : nil
            return CheckinDay(day: rows[i].day, values: [logged], stress: nil)
        }
        return InsightReport(
            checkins: CheckinTable(behaviours: ["meditation"], days: days), rows: rows,
            scores: ReferenceScores.scores(rows: rows))
    }

    private func hrv(_ r: InsightReport) -> Insight? { r.insights.first { $0.outcome == .hrvSDNN } }

    /// With 10, 12, 14, 16, 18 (mean 14, variance 10) against five 20s (no spread): difference −6,
    /// df = 4 (all the variance is on one side), interval −6 ± t(0.975, 4) · √(10 / 5). The three
    /// evenings not logged are neither side.
    func testTheWelchIntervalOfATinyExample() throws {
        let i = try XCTUnwrap(hrv(report(with: [10, 12, 14, 16, 18], without: [20, 20, 20, 20, 20])))
        XCTAssertEqual(i.with.n, 5)
        XCTAssertEqual(i.without.n, 5)
        XCTAssertEqual(i.difference, -6, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(i.df), 4, accuracy: 1e-12)
        let half = 2.7764451051977987 * 2.0.squareRoot()
        XCTAssertEqual(i.interval.low, -6 - half, accuracy: 1e-9)
        XCTAssertEqual(i.interval.high, -6 + half, accuracy: 1e-9)
        XCTAssertEqual(i.sentence, "On the 5 mornings after meditation your HRV was 6 ms lower than on the 5 without.")
    }

    func testTheGates() {
        let four = report(with: [10, 12, 14, 16], without: [20, 20, 20, 20, 20])
        XCTAssertNil(hrv(four))
        XCTAssertEqual(four.notEnough.first { $0.outcome == .hrvSDNN }.map { [$0.withN, $0.withoutN] }, [4, 5])
        // a difference of 1.99
        let close = report(with: [48.01, 48.01, 48.01, 48.01, 48.01], without: [50, 50, 50, 50, 50])
        XCTAssertNil(hrv(close))
        XCTAssertEqual(close.belowDifference.first { $0.outcome == .hrvSDNN }?.difference ?? 0, -1.99, accuracy: 1e-9)
        XCTAssertNotNil(hrv(report(with: [48, 48, 48, 48, 48], without: [50, 50, 50, 50, 50])))  // exactly 2 is shown
    }

    /// Largest |difference| first; equal ones in behaviour-name order.
    func testInsightsAreSortedByTheSizeOfTheDifference() {
        let rows = scoreRows(
            31, usual: usualDay,
            changes: Dictionary(
                uniqueKeysWithValues: (1...30).map {
                    ($0, [Feature.hrvSDNN: Optional($0 <= 10 ? 40.0 : $0 <= 20 ? 46.0 : 50.0)])
                }))
        // zinc: with on days 1-10 (HRV 40), without 21-30 (50): −10. apple: with 11-20 (46), without 21-30: −4.
        // beet: the same as apple.
        let days = (0..<30).map { i -> CheckinDay in
            let zinc: Double? = i < 10 ? 1 : i >= 20 ? 0 : nil
            let apple: Double? = (10..<20).contains(i) ? 1 : i >= 20 ? 0 : nil
            return CheckinDay(day: rows[i].day, values: [zinc, apple, apple], stress: nil)
        }
        let r = InsightReport(
            checkins: CheckinTable(behaviours: ["zinc", "beet", "apple"], days: days), rows: rows,
            scores: ReferenceScores.scores(rows: rows))
        XCTAssertEqual(r.insights.filter { $0.outcome == .hrvSDNN }.map(\.behaviour), ["zinc", "apple", "beet"])
    }
}
