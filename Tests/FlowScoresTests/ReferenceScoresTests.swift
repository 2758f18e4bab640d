import FlowFeatures
import FlowRecords
import FlowScores
import XCTest

final class ReferenceScoresTests: XCTestCase {
    /// Row 30 after 30 usual rows: 7.2 h asleep, HRV 45, sleeping HR 50, resting HR 62, strain
    /// 125, the usual shares (light 0.58) and 2 wake-ups.
    let day: [Feature: Double?] = [.sleepHours: 7.2, .hrvSDNN: 45, .sleepingHR: 50, .restingHR: 62, .strainLoad: 125]

    /// The rows before sleep 8.5 h, more than any of them needs (8 h + at most 0.16 h of strain),
    /// so row 30 carries no debt unless `changes` says otherwise.
    private func scores(_ changes: [Int: [Feature: Double?]] = [:], flags: [Int: Set<MissingFlag>] = [:]) -> DayScores {
        var all = changes
        for i in 0..<30 { all[i] = [.sleepHours: 8.5].merging(changes[i] ?? [:]) { $1 } }
        all[30] = day.merging(changes[30] ?? [:]) { $1 }
        return ReferenceScores.scores(rows: scoreRows(31, usual: usualDay, changes: all, flags: flags))[30]
    }

    /// Strain: 14 earlier loads of 100 make the capacity max(100, 2.5 · 100) = 250, so 125 reads 50.
    /// Sleep: need = 8 + (50 / 100)² + no debt = 8.25 h, duration 100 · 7.2 / 8.25; stages 100 (every
    /// share at or past its target); sleeping HRV 75 · 45 / 50 = 67.5; sleeping HR 75 · 55 / 50 =
    /// 82.5; interruptions 100 − 15 · 2 = 70. Recovery: HRV 67.5, RHR 75 · 60 / 62, Sleep, and
    /// strain recovery 100 − 50.
    func testEachPartOfAHandMadeDay() throws {
        let s = scores()
        XCTAssertEqual(try XCTUnwrap(s.strain.value), 50, accuracy: 1e-12)
        XCTAssertEqual(s.strain.details.first?.1, 250)
        XCTAssertEqual(s.strain.capacitySource, "personal")
        let duration = 100 * 7.2 / 8.25
        let parts = Dictionary(uniqueKeysWithValues: s.sleep.components.map { ($0.name, $0.value) })
        XCTAssertEqual(try XCTUnwrap(parts["duration"]), duration, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(parts["stages"]), 100, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(parts["sleeping_hrv"]), 67.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(parts["sleeping_hr"]), 82.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(parts["interruptions"]), 70, accuracy: 1e-12)
        let sleep = 0.3 * duration + 0.3 * 100 + 0.15 * 67.5 + 0.15 * 82.5 + 0.1 * 70
        XCTAssertEqual(try XCTUnwrap(s.sleep.value), sleep, accuracy: 1e-12)
        let recovery = 0.4 * 67.5 + 0.25 * (75 * 60 / 62.0) + 0.25 * sleep + 0.1 * 50
        XCTAssertEqual(try XCTUnwrap(s.recovery.value), recovery, accuracy: 1e-12)
        for score in [s.sleep, s.recovery, s.strain] {  // the points add up to the score
            XCTAssertEqual(
                score.components.reduce(0) { $0 + $1.points }, score.value!, accuracy: 1e-12, score.kind.rawValue)
        }
    }

    /// Without stage detail the other weights are scaled up by 1 / 0.7.
    func testAMissingPartIsLeftOutAndTheOthersScaledUp() throws {
        let s = scores([30: [.deepShare: nil, .remShare: nil]], flags: [30: [.stagesMissing]])
        let duration = 100 * 7.2 / 8.25
        XCTAssertEqual(s.sleep.missing.map(\.name), ["stages"])
        XCTAssertEqual(s.sleep.components.first { $0.name == "duration" }!.weight, 0.3 / 0.7, accuracy: 1e-15)
        XCTAssertEqual(
            try XCTUnwrap(s.sleep.value), (0.3 * duration + 0.15 * 67.5 + 0.15 * 82.5 + 0.1 * 70) / 0.7, accuracy: 1e-12
        )
    }

    func testAMissingRequiredPartGivesNoScoreAndSaysWhich() {
        let s = scores([30: [.sleepHours: nil]])
        XCTAssertNil(s.sleep.value)
        XCTAssertTrue(s.sleep.reason?.contains("duration is missing") == true, s.sleep.reason ?? "")
        XCTAssertNil(scores([30: [.hrvSDNN: nil, .restingHR: nil]]).recovery.value)
        XCTAssertNotNil(scores([30: [.hrvSDNN: nil]]).recovery.value)  // resting HR alone suffices
    }

    /// A baseline needs 7 observed values among the 30 rows before: 6 leave sleeping HRV out.
    func testABaselineNeedsSevenObservedValues() {
        var six: [Int: [Feature: Double?]] = [:]
        var seven: [Int: [Feature: Double?]] = [:]
        for i in 0..<30 {
            if i >= 6 { six[i] = [.hrvSDNN: nil] }
            if i >= 7 { seven[i] = [.hrvSDNN: nil] }
        }
        XCTAssertTrue(scores(six).sleep.missing.contains { $0.name == "sleeping_hrv" })
        XCTAssertFalse(scores(seven).sleep.missing.contains { $0.name == "sleeping_hrv" })
        XCTAssertEqual(scores(six).sleep.baselineDays.first { $0.0 == "hrv_sdnn" }?.1, 6)
    }

    /// Capacity 500 with 6 observed loads in the 14 rows before; with 7 at 20 each, 2.5 · 20 = 50
    /// is lifted to the floor of 100.
    func testTheStrainCapacityRule() throws {
        var six: [Int: [Feature: Double?]] = [:]
        for i in 16..<24 { six[i] = [.strainLoad: nil] }  // rows 16-23 filled in: 6 observed (24-29)
        let s6 = scores(six)
        XCTAssertEqual(s6.strain.capacitySource, "default")
        XCTAssertEqual(try XCTUnwrap(s6.strain.value), 100 * 125 / 500.0, accuracy: 1e-12)
        var small: [Int: [Feature: Double?]] = [:]
        for i in 0..<30 { small[i] = [.strainLoad: 20] }
        let s7 = scores(small)
        XCTAssertEqual(s7.strain.details.first?.1, 100)
        XCTAssertEqual(try XCTUnwrap(s7.strain.value), 100, accuracy: 1e-12)  // 125 / 100, capped at 100
        XCTAssertEqual(s7.strain.unclamped ?? 0, 125, accuracy: 1e-12)
    }

    /// Nights of 6 h (row 28) and 7 h (row 29) after rested ones, each day at Strain 40 (0.16 h):
    /// row 28 needs 8.16 h and owes half of 2.16; row 29 needs 8.16 + 1.08 = 9.24 h and owes half
    /// of 2.24 = 1.12; row 30, after a day of Strain 50, needs 8 + 0.25 + 1.12 = 9.37 h, which its
    /// duration reads (100 · 7.2 / 9.37).
    func testTheNeedCarriesHalfOfLastNightsShortfallIntoDuration() throws {
        let s = scores([28: [.sleepHours: 6], 29: [.sleepHours: 7]])
        XCTAssertEqual(s.need.debt, 1.12, accuracy: 1e-12)
        XCTAssertEqual(s.need.strain, 0.25, accuracy: 1e-12)
        XCTAssertEqual(s.need.hours, 9.37, accuracy: 1e-12)
        let duration = try XCTUnwrap(s.sleep.components.first { $0.name == "duration" })
        XCTAssertEqual(try XCTUnwrap(duration.details.first { $0.0 == "need_hours" }?.1), 9.37, accuracy: 1e-12)
        XCTAssertEqual(duration.value, 100 * 7.2 / 9.37, accuracy: 1e-12)
    }

    /// The HRV baseline is building while fewer than 14 of the 30 rows ending with the day have one.
    func testBuildingBaseline() {
        var changes: [Int: [Feature: Double?]] = [:]
        for i in 0..<31 where i % 3 != 0 { changes[i] = [.hrvSDNN: nil] }  // rows 1-30: 10 of the last 30 observed
        let rows = scoreRows(31, usual: usualDay, changes: changes)
        let d = ReferenceScores.scores(rows: rows)[30]
        XCTAssertEqual(d.hrvDaysLast30, 10)
        XCTAssertTrue(d.buildingBaseline)
        XCTAssertFalse(ReferenceScores.scores(rows: scoreRows(31, usual: usualDay))[30].buildingBaseline)
    }
}
