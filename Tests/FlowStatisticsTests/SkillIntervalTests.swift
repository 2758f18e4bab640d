import XCTest

@testable import FlowStatistics

/// SPEC 10.6's interval worked by hand.
final class SkillIntervalTests: XCTestCase {
    /// q = t(0.95, 11 df), from a table (scipy.stats.t.ppf(0.95, 11)).
    let q11 = 1.7958848187040433

    /// Twelve days; the model is off by 1 every day, the baseline by 2 and 0 in turn.
    /// d = 1 − 4 = −3 and 1 − 0 = 1 in turn, d̄ = −1, e = −2, +2, …;
    /// γ₀ = 12·4/12 = 4, γ₁ = 11·(−4)/12 = −44/12, γ₂ = 10·4/12 = 40/12; h = ⌊12^(1/3)⌋ = 2;
    /// V = 4 + 2·((2/3)(−44/12) + (1/3)(40/12)) = 4 − 96/36 = 4/3; se = √(V/12) = 1/3;
    /// SSE_B = 6·4 = 24; skill = −12·(−1)/24 = 0.5; interval 0.5 ∓ 12·q·(1/3)/24 = 0.5 ∓ q/6.
    func testTwelveDaysWorkedByHand() throws {
        let actual = [Double](repeating: 0, count: 12)
        let predicted = [Double](repeating: 1, count: 12)
        let baseline = (0..<12).map { $0 % 2 == 0 ? 2.0 : 0.0 }
        let i = try XCTUnwrap(SkillInterval.of(actual: actual, predicted: predicted, baseline: baseline))
        XCTAssertEqual(i.lo, 0.5 - q11 / 6, accuracy: 1e-12)
        XCTAssertEqual(i.hi, 0.5 + q11 / 6, accuracy: 1e-12)
    }

    /// The same days judged: lo = 0.5 − 0.2993 > 0, so the model beats that baseline.
    func testTwelveDaysBeatTheBaseline() throws {
        let i = try XCTUnwrap(
            SkillInterval.of(
                actual: Array(repeating: 0, count: 12), predicted: Array(repeating: 1, count: 12),
                baseline: (0..<12).map { $0 % 2 == 0 ? 2.0 : 0.0 }))
        XCTAssertEqual(SkillJudgement(days: 12, interval: i), .beats)
    }

    /// Every loss difference equal (model off by 1, baseline by 2, d = −3 each day): the
    /// Newey-West V is 0, so γ₀ (also 0) is used and the interval shrinks to the skill,
    /// 1 − 12/48 = 0.75.
    func testAVarianceOfZeroFallsBackToGammaZero() throws {
        let i = try XCTUnwrap(
            SkillInterval.of(
                actual: Array(repeating: 0, count: 12), predicted: Array(repeating: 1, count: 12),
                baseline: Array(repeating: 2, count: 12)))
        XCTAssertEqual(i.lo, 0.75, accuracy: 1e-15)
        XCTAssertEqual(i.hi, 0.75, accuracy: 1e-15)
    }

    func testNineDaysAreTooFew() {
        let nine = SkillInterval.of(
            actual: Array(repeating: 0, count: 9), predicted: Array(repeating: 1, count: 9),
            baseline: (0..<9).map { $0 % 2 == 0 ? 2.0 : 0.0 })
        XCTAssertNil(nine)
        XCTAssertEqual(SkillJudgement(days: 9, interval: nine), .tooFewDays(9))
        XCTAssertEqual(SkillJudgement(days: 9, interval: SkillInterval(lo: 0.5, hi: 0.9)), .tooFewDays(9))
    }

    func testABaselineWithoutErrorHasNoInterval() {
        let exact = SkillInterval.of(
            actual: Array(repeating: 3, count: 12), predicted: Array(repeating: 2, count: 12),
            baseline: Array(repeating: 3, count: 12))
        XCTAssertNil(exact)
        XCTAssertEqual(SkillJudgement(days: 12, interval: exact), .cannotTellApart)
    }

    /// Each word at its boundary: an end exactly at 0 does not decide.
    func testTheWordsAtTheirBoundaries() {
        XCTAssertEqual(SkillJudgement(days: 10, interval: SkillInterval(lo: 0, hi: 0.4)), .cannotTellApart)
        XCTAssertEqual(SkillJudgement(days: 10, interval: SkillInterval(lo: 1e-12, hi: 0.4)), .beats)
        XCTAssertEqual(SkillJudgement(days: 10, interval: SkillInterval(lo: -0.4, hi: 0)), .cannotTellApart)
        XCTAssertEqual(SkillJudgement(days: 10, interval: SkillInterval(lo: -0.4, hi: -1e-12)), .worse)
        XCTAssertEqual(SkillJudgement(days: 10, interval: SkillInterval(lo: -0.4, hi: 0.4)), .cannotTellApart)
    }

    /// ⌊n^(1/3)⌋ at and around perfect cubes, where a floating-point power falls short.
    func testCubeRootFloor() {
        let expected = [(9, 2), (10, 2), (26, 2), (27, 3), (63, 3), (64, 4), (124, 4), (125, 5), (1000, 10)]
        for (n, h) in expected { XCTAssertEqual(SkillInterval.cubeRootFloor(n), h, "n = \(n)") }
    }
}
