import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowScores

/// Activeness (SPEC 21) worked by hand: 50 · value / usual per component, each clamped to
/// 0-100, the usual the median of the 28 rows before (7 needed), weights 0.5 each.
final class ActivenessScoreTests: XCTestCase {
    /// 29 rows; rows 0-27 alternate 7,000 and 9,000 steps (median (7,000 + 9,000) / 2 = 8,000)
    /// and 400 kcal; row 28 is yesterday's `steps` and `kcal`.
    private func rows(steps: Double?, kcal: Double?, energyDays: Int = 28) -> [FeatureRow] {
        var changes: [Int: [Feature: Double?]] = [:]
        for i in 0..<28 { changes[i] = [.steps: i % 2 == 0 ? 7000 : 9000] }
        changes[28] = [.steps: steps]
        var out = scoreRows(29, usual: usualDay, changes: changes)
        for i in 0..<28 where i >= 28 - energyDays { out[i].activeKcal = 400 }
        out[28].activeKcal = kcal
        return out
    }

    private func score(_ rows: [FeatureRow], strainBefore: Score? = nil) -> Score {
        ActivenessScore.score(DayInputs(rows: rows, i: 28, columns: ObservedColumns(rows)), strainBefore: strainBefore)
    }

    /// 12,000 steps: 50 · 12,000 / 8,000 = 75; 200 kcal: 50 · 200 / 400 = 25; 0.5 · 75 + 0.5 · 25 = 50, usual.
    func testBothComponents() throws {
        let s = score(rows(steps: 12_000, kcal: 200))
        XCTAssertEqual(s.components.map(\.name), ["steps", "energy"])
        XCTAssertEqual(s.components.map(\.value), [75, 25])
        XCTAssertEqual(s.components.map(\.weight), [0.5, 0.5])
        XCTAssertEqual(try XCTUnwrap(s.value), 50, accuracy: 1e-12)
        XCTAssertEqual(s.tier, .usual)
        XCTAssertEqual(s.components[0].details.map(\.0), ["steps", "usual_steps", "usual_days"])
        XCTAssertEqual(s.components[0].details.map(\.1), [12_000, 8_000, 28])
        XCTAssertEqual(s.components[1].details.map(\.1), [200, 400, 28])
        XCTAssertFalse(s.restAfterHard)
    }

    /// 20,000 steps is 125 on the scale, clamped to 100; 400 kcal 50: 75, above usual.
    func testAComponentIsClamped() throws {
        let s = score(rows(steps: 20_000, kcal: 400))
        XCTAssertEqual(s.components.map(\.value), [100, 50])
        XCTAssertEqual(try XCTUnwrap(s.value), 75, accuracy: 1e-12)
        XCTAssertEqual(s.tier, .aboveUsual)
    }

    /// Only 6 days of energy before: no usual energy, so steps carry the whole weight:
    /// 2,000 steps is 50 · 2,000 / 8,000 = 12.5, far below usual; the reason is kept.
    func testStepsAloneWhenEnergyHasNoUsual() throws {
        let s = score(rows(steps: 2_000, kcal: 100, energyDays: 6))
        XCTAssertEqual(s.components.map(\.name), ["steps"])
        XCTAssertEqual(s.components.map(\.weight), [1])
        XCTAssertEqual(try XCTUnwrap(s.value), 12.5, accuracy: 1e-12)
        XCTAssertEqual(s.tier, .farBelowUsual)
        XCTAssertEqual(s.missing.map(\.name), ["energy"])
        XCTAssertEqual(s.missing.first?.why, "no usual yet: 6 of the 28 days before have active_kcal (7 make one)")
    }

    /// 28 days of 0 kcal (a device that writes 0 when it is not worn): the usual is 0, said as
    /// such, never as "no usual yet" beside a count of days that have one; steps carry the score.
    func testAUsualOfZeroSaysSo() throws {
        var r = rows(steps: 8_000, kcal: 250)
        for i in 0..<28 { r[i].activeKcal = 0 }
        let s = score(r)
        XCTAssertEqual(s.components.map(\.name), ["steps"])
        XCTAssertEqual(try XCTUnwrap(s.value), 50, accuracy: 1e-12)
        XCTAssertEqual(s.missing.first?.why, "your usual is 0 kcal (the median of 28 days before)")
    }

    /// An export without any energy says so; without steps and energy there is no score, and why.
    func testWhatIsMissingIsNamed() {
        var noEnergy = rows(steps: 8_000, kcal: nil)
        for i in noEnergy.indices { noEnergy[i].activeKcal = nil }
        XCTAssertEqual(score(noEnergy).missing.first?.why, "no active energy in this export")
        XCTAssertEqual(score(noEnergy).value ?? 0, 50, accuracy: 1e-12)
        var none = rows(steps: nil, kcal: nil)
        for i in none.indices { none[i].activeKcal = nil }
        let s = score(none)
        XCTAssertNil(s.value)
        XCTAssertEqual(
            s.reason,
            "Activeness not given: steps and energy are both missing (steps: no steps recorded yesterday; "
                + "energy: no active energy in this export)")
    }

    /// A quiet day (4,000 steps and 200 kcal: 25, below usual) after an all-out Strain is a rest;
    /// after a high one (79) it is not. The tiers' edges: 24 far below, 25 below, 45 usual, 60 above, 80 far above.
    func testRestAfterAHardDay() {
        let quiet = rows(steps: 4_000, kcal: 200)
        func strain(_ v: Double) -> Score {
            Score(kind: .strain, value: v, unclamped: v, components: [], missing: [], baselineDays: [])
        }
        XCTAssertTrue(score(quiet, strainBefore: strain(85)).restAfterHard)
        XCTAssertFalse(score(quiet, strainBefore: strain(79)).restAfterHard)
        XCTAssertFalse(score(rows(steps: 8_000, kcal: 400), strainBefore: strain(100)).restAfterHard)
        XCTAssertEqual(
            [24, 25, 44, 45, 59, 60, 79, 80].map { Tier(.activeness, rounded: $0) },
            [.farBelowUsual, .belowUsual, .belowUsual, .usual, .usual, .aboveUsual, .aboveUsual, .farAboveUsual])
    }
}
