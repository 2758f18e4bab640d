import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import XCTest

/// What a history cannot give, written once for every command as values (the days it has, why a
/// morning was not scored, which settings would remake a table); the command line names the
/// options that give them (Remedy+OptionsTests).
final class RequestErrorTests: XCTestCase {
    private let march = CalendarDay(year: 2026, month: 3, day: 1)!...CalendarDay(year: 2026, month: 3, day: 31)!

    func testDaysAndRanges() {
        let april = CalendarDay(year: 2026, month: 4, day: 2)!
        let outside = RequestError.outsideHistory(asked: .from, day: april, history: march)
        XCTAssertEqual(outside.description, "2026-04-02 is outside the history (2026-03-01 to 2026-03-31)")
        XCTAssertEqual(outside.remedy, .anotherDay(.from))
        XCTAssertEqual(
            RequestError.noDayInRange(history: march).description,
            "no day of the history (2026-03-01 to 2026-03-31) falls in the requested range")
        XCTAssertNil(RequestError.noDayInRange(history: march).place)
        XCTAssertEqual(RequestError.noDay(history: "h.csv").place, .file("h.csv"))
        XCTAssertEqual(RequestError.noDay(history: "h.csv").kind, .data)
    }

    func testTheAnchoredModelWithoutLabelsSaysWhatToGive() {
        XCTAssertEqual(
            RequestError.needsRecentLevel(history: "h.csv", target: "stress", through: march.upperBound).description,
            "h.csv: this model starts from your recent stress, and none is given for the mornings up to 2026-03-31, "
                + "the date of its last label (later mornings start from the level it stored)")
        XCTAssertEqual(
            RequestError.needsRecentLevel(history: "h.csv", target: "stress", through: march.upperBound).remedy, .labels
        )
    }

    func testOtherSettingsNameTheOptionsThatRemakeTheTable() {
        var asked = FeatureSettings()
        asked.maxHR = 180
        asked.sleepNeedHours = 7.5
        let error = RequestError.otherSettings(history: "t.csv", table: FeatureSettings(), asked: asked)
        XCTAssertEqual(
            error.description,
            "t.csv: the table was made with other settings (max_hr=190 sleep_need_hours=8 window_days=14 "
                + "min_observations=5) than these (max_hr=180 sleep_need_hours=7.5 window_days=14 min_observations=5)")
        XCTAssertEqual(error.remedy, .remake(maxHR: 180, sleepNeedHours: 7.5))
        let back = RequestError.otherSettings(history: "t.csv", table: asked, asked: FeatureSettings())
        XCTAssertEqual(back.remedy, .remake(maxHR: nil, sleepNeedHours: nil))
    }
}
