import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowScores
import FlowTestSupport
import FlowTonight
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

    /// The last two rows have no night (an export made on a day under way, and the day before
    /// it without the ring): by default the morning is the latest night's, said so once, and
    /// tonight is planned as of the last row, as `flow tonight` plans it; a date still picks its row.
    func testTheLatestNightIsTheMorningAndTonightIsAsOfTheLastRow() throws {
        var rows = (0..<40).map { row($0, [.sleepHours: 7 + Double($0 % 3) * 0.5]) }
        for k in [38, 39] {
            rows[k].provenance[Feature.sleepHours.index] = .median
            rows[k].flags[MissingFlag.sleepMissing.index] = true
        }
        let h = try ScoredHistory(
            name: "h.csv", table: FeatureTable(settings: FeatureSettings(), rows: rows),
            model: RecoveryModel.reference(), modelFile: nil)
        let m = try h.morning(.init(date: nil, today: h.days.upperBound))
        XCTAssertEqual(m.day, rows[37].day)
        XCTAssertEqual(m.flow, h.results[37])
        XCTAssertEqual(m.latestNight, LatestNight(morning: rows[37].day, lastRow: rows[39].day))
        let needs = ReferenceScores.scores(rows: rows).map(\.need)
        XCTAssertEqual(m.tonight.need, Tonight(rows: rows, needs: needs, at: 39, freeDays: .weekend).need)
        XCTAssertEqual(m.tonight.need.day, rows[39].day.adding(days: 1))
        let asked = try h.morning(.init(date: rows[39].day, today: h.days.upperBound))
        XCTAssertEqual(asked.day, rows[39].day)
        XCTAssertNil(asked.latestNight)
    }

    /// `predict` without a date: a row after the latest night scored by its resting HR alone (a
    /// strap's partial day) is not the morning; the latest night's is.
    func testThePredictedMorningIsTheLatestNights() throws {
        var rows = (0..<40).map { row($0, [.sleepHours: 7 + Double($0 % 3) * 0.5]) }
        rows[39].provenance[Feature.sleepHours.index] = .median
        rows[39].flags[MissingFlag.sleepMissing.index] = true
        let h = try ScoredHistory(
            name: "h.csv", table: FeatureTable(settings: FeatureSettings(), rows: rows),
            model: RecoveryModel.reference(), modelFile: nil)
        XCTAssertNotNil(h.results[39].score)  // its resting HR makes it scorable
        XCTAssertEqual(try h.select(.latest).map(\.day), [rows[38].day])
        XCTAssertEqual(try h.select(.last(1)).map(\.day), [rows[39].day])
    }
}
