import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowScores
import FlowTestSupport
import XCTest

/// A scored history's morning: the last row by default, another by date, the check-in of the
/// date's evening (else today's), a day outside the history refused with its span.
final class ScoredHistoryMorningTests: XCTestCase {
    private func history() throws -> ScoredHistory {
        let rows = (0..<40).map { row($0, [.sleepHours: 7 + Double($0 % 3) * 0.5]) }
        return try ScoredHistory(
            name: "h.csv", table: FeatureTable(settings: FeatureSettings(), rows: rows),
            model: RecoveryModel.reference(), modelFile: nil)
    }

    func testTheLastRowOrADate() throws {
        let h = try history()
        let today = h.days.upperBound.adding(days: 5)
        let last = try h.morning(.init(date: nil, today: today))
        XCTAssertEqual(last.day, h.days.upperBound)
        XCTAssertEqual(last.flow, h.results.last)
        XCTAssertEqual(last.scores, ReferenceScores.scores(rows: h.table.rows).last)
        XCTAssertEqual(last.checkin.evening, today)  // no date asked: today's evening
        let day = h.days.lowerBound.adding(days: 20)
        let earlier = try h.morning(.init(date: day, today: today))
        XCTAssertEqual(earlier.day, day)
        XCTAssertEqual(earlier.checkin.evening, day)
        XCTAssertEqual(earlier.flow, h.results[20])
    }

    func testADayOutsideTheHistory() throws {
        let h = try history()
        let after = h.days.upperBound.adding(days: 1)
        XCTAssertThrowsError(try h.morning(.init(date: after, today: after))) {
            XCTAssertEqual($0 as? RequestError, .outsideHistory(asked: .date, day: after, history: h.days))
        }
    }

    /// Check-ins given make the insights; their lag follows the history's resting HR.
    func testCheckinsMakeTheInsights() throws {
        let h = try history()
        let d = h.days.lowerBound
        let checkins = CheckinTable(answers: (0..<30).map { (d.adding(days: $0), "alcohol", Double($0 % 2)) })
        let m = try h.morning(.init(date: nil, today: h.days.upperBound, checkins: checkins, restingHRIsNightly: true))
        let report = try XCTUnwrap(m.insights)
        XCTAssertEqual(report.insights.first { $0.outcome == .restingHR }?.lagDays, 1)
        XCTAssertEqual(report.insights.map(\.behaviour), Array(repeating: "alcohol", count: report.insights.count))
    }
}
