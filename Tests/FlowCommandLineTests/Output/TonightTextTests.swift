import FlowApp
import FlowFeatures
import FlowRecords
import FlowScores
import FlowTonight
import XCTest

@testable import FlowCommandLine

/// How `flow tonight` prints: four lines, and SPEC 20's three keys in order.
final class TonightTextTests: XCTestCase {
    private func result() -> PlanTonight.Result {
        let day = CalendarDay(iso: "2026-07-02")!
        let row = FeatureRow(
            day: day, values: Feature.allCases.map { $0.baseline(sleepNeedHours: 8) },
            provenance: Array(repeating: .observed, count: Feature.allCases.count),
            flags: MissingFlag.allCases.map { _ in false })
        let need = NightNeed(day: day, base: 8, debt: 0, strain: 0, napCredit: 0, sleepHours: 7)
        return PlanTonight.Result(
            asOf: day, tonight: Tonight(rows: [row], needs: [need], at: 0, freeDays: .weekend),
            chronotype: Chronotype(rows: [row], at: 0, freeDays: .weekend), nights: [need])
    }

    /// The night of Thursday 2026-07-02 ends on Friday's work-day morning; the last night fell
    /// 1 h short of 8, so half an hour is carried: 8 + 0.5 + 0.16 = 8 h 40.
    func testText() {
        let lines = TonightText.text(result()).split(separator: "\n")
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[0], "The night into Friday 2026-07-03 (a work-day morning):")
        XCTAssertEqual(
            lines[1], "Tonight: sleep 8 h 40; no bedtime yet: fewer than 3 work-day mornings in the last 28 (have 1).")
        XCTAssertEqual(lines[2], "Need 8 h 40: 8 h base, 30 min carried from last night, 10 min for a usual day.")
        XCTAssertTrue(lines[3].hasPrefix("Chronotype: not yet measured: needs 4 free-day"))
    }

    func testJSONKeys() {
        let json = TonightText.json(result())
        guard case .object(let top) = json, case .object(let tonight)? = json["tonight"],
            case .object(let chronotype)? = json["chronotype"], case .array(let nights)? = json["nights"],
            case .object(let night)? = nights.first
        else { return XCTFail(json.text()) }
        XCTAssertEqual(top.map(\.0), ["tonight", "chronotype", "nights"])
        XCTAssertEqual(
            tonight.map(\.0),
            [
                "date", "need_hours", "base_hours", "debt_hours", "strain_hours", "usual_wake_hours", "usual_wake",
                "wake_mornings", "day_kind", "awake_in_bed_hours", "bedtime_hours", "bedtime", "lights_out", "reason",
                "usual_bedtime_hours", "usual_bedtime", "earliest_hours", "levels", "plan",
            ])
        XCTAssertEqual(
            chronotype.map(\.0),
            [
                "msf", "msw", "msf_sc", "msf_sc_clock", "sd_free", "sd_work", "social_jetlag_hours", "free_mornings",
                "work_mornings", "category", "reason",
            ])
        XCTAssertEqual(
            night.map(\.0), ["date", "need_hours", "debt_hours", "strain_hours", "nap_credit_hours", "sleep_hours"])
        XCTAssertEqual(json["tonight"]?["bedtime"], .null)
        XCTAssertEqual(json["tonight"]?["need_hours"]?.number ?? 0, 8.66, accuracy: 1e-12)
    }
}
