import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTestSupport
import XCTest

/// The façade's selections and refusals, on a five-day table built by hand: 2026-01-01 to
/// 2026-01-05, the third day without any data, the fourth with steps only.
final class ScoredHistoryTests: XCTestCase {
    let allMissing = Set(MissingFlag.dataFlags)
    var rows: [FeatureRow] {
        [row(0), row(1), row(2, flags: allMissing), row(3, flags: allMissing.subtracting([.stepsMissing])), row(4)]
    }
    func day(_ n: Int) -> CalendarDay { CalendarDay(year: 2026, month: 1, day: 1)!.adding(days: n) }

    func history(_ rows: [FeatureRow]) throws -> ScoredHistory {
        try ScoredHistory(
            name: "h.csv", table: FeatureTable(settings: FeatureSettings(), rows: rows),
            model: RecoveryModel.reference(), modelFile: nil)
    }

    func testSelectionsPickTheDaysAsked() throws {
        let h = try history(rows)
        XCTAssertEqual(h.days, day(0)...day(4))
        XCTAssertEqual(h.modelName, "the reference model")
        XCTAssertEqual(try h.select(.latest).map(\.day), [day(4)])
        XCTAssertEqual(try h.select(.day(day(1))).map(\.day), [day(1)])
        XCTAssertEqual(try h.select(.last(2)).map(\.day), [day(3), day(4)])  // unscored days included
        XCTAssertEqual(try h.select(.window(DayWindow(from: day(3)))).map(\.day), [day(3), day(4)])
        XCTAssertEqual(try h.select(.window(DayWindow(to: day(0)))).map(\.day), [day(0)])
        XCTAssertEqual(try h.asOf(nil), day(4))
        XCTAssertEqual(try h.asOf(day(2)), day(2))
        // The reference model gives no number before the third night of one's own: days 0, 1 and
        // 4 are calibrating (0, 1 and 2 nights before them), and are answers, not refusals.
        XCTAssertEqual(try h.select(.latest).first?.calibratingNights, 2)
        XCTAssertEqual(try h.select(.day(day(1))).first?.calibratingNights, 1)
        XCTAssertFalse(h.hasScoredMorning(upTo: day(4)))
        var trained = try RecoveryModel.reference()
        trained.standardise = .training
        let scored = try ScoredHistory(
            name: "h.csv", table: FeatureTable(settings: FeatureSettings(), rows: rows), model: trained, modelFile: nil)
        XCTAssertTrue(scored.hasScoredMorning(upTo: day(0)))
        XCTAssertNotNil(try scored.select(.latest).first?.score)
    }

    func testRefusalsSayWhatTheHistoryHas() throws {
        let h = try history(rows)
        XCTAssertThrowsError(try h.select(.day(day(9)))) {
            XCTAssertEqual("\($0)", "2026-01-10 is outside the history (2026-01-01 to 2026-01-05)")
        }
        XCTAssertThrowsError(try h.select(.day(day(2)))) {
            XCTAssertEqual($0 as? RequestError, .notScored(day: day(2), reason: .noData))
        }
        XCTAssertThrowsError(try h.select(.day(day(3)))) {
            XCTAssertEqual($0 as? RequestError, .notScored(day: day(3), reason: .noNightData))
        }
        XCTAssertThrowsError(try h.select(.window(DayWindow(from: day(5))))) {
            XCTAssertEqual("\($0)", "no day of the history (2026-01-01 to 2026-01-05) falls in the requested range")
        }
        XCTAssertThrowsError(try h.asOf(day(-1))) {
            XCTAssertEqual("\($0)", "2025-12-31 is outside the history (2026-01-01 to 2026-01-05)")
            XCTAssertEqual(($0 as? FlowError)?.remedy, .anotherDay(.asOf))
        }
        XCTAssertThrowsError(try history([])) { XCTAssertEqual($0 as? RequestError, .noDay(history: "h.csv")) }
        // Only the two unscorable days: nothing to report, and the counts say why.
        let unscored = try history([rows[2], rows[3]])
        XCTAssertEqual(unscored.unscoredCounts, "of 2 days, 1 had no data and 1 no night measurement")
        XCTAssertThrowsError(try unscored.select(.latest)) { XCTAssertEqual(($0 as? FlowError)?.kind, .data) }
        XCTAssertFalse(unscored.hasScoredMorning(upTo: day(4)))
    }

    /// A table made with a max HR of 180 asked for with the defaults names the settings that remake it.
    func testATableOfOtherSettingsIsRefusedWithTheOptionsThatRemakeIt() throws {
        var made = FeatureSettings()
        made.maxHR = 180
        let table = FeatureTable(settings: FeatureSettings(), rows: rows)
        XCTAssertNoThrow(try table.require(settings: FeatureSettings(), history: "t.csv"))
        XCTAssertThrowsError(try table.require(settings: made, history: "t.csv")) {
            XCTAssertEqual(($0 as? FlowError)?.remedy, .remake(maxHR: 180, sleepNeedHours: nil))
            XCTAssertEqual(($0 as? FlowError)?.place, .file("t.csv"))
        }
    }
}
