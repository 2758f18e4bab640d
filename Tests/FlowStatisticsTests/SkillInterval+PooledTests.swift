import FlowStatistics
import XCTest

/// The pooled interval of SPEC 10.6 over three hand-made people, every step worked out here.
final class SkillIntervalPooledTests: XCTestCase {
    func testThreePeopleByHand() throws {
        // Person 1, 4 days: d = (y − ŷ)² − (y − b)² = [0−1, 1−0, 1−1, 1−4] = [−1, 1, 0, −3]; Σd −3,
        // d̄ −0.75, e = [−0.25, 1.75, 0.75, −2.25]; γ₀ = 8.75/4 = 2.1875, γ₁ = −0.8125/4 = −0.203125;
        // ⌊4^(1/3)⌋ = 1 lag: V = γ₀ + 2·(1 − 1/2)·γ₁ = 1.984375, n·V = 7.9375; SSE_b = 1+0+1+4 = 6.
        let p1 = SkillInterval.part(actual: [3, 4, 2, 5], predicted: [3, 3, 3, 4], baseline: [2, 4, 3, 3])
        XCTAssertEqual(p1.n, 4)
        XCTAssertEqual(p1.lossSum, -3, accuracy: 1e-12)
        XCTAssertEqual(p1.variance, 7.9375, accuracy: 1e-12)
        XCTAssertEqual(p1.baselineSSE, 6, accuracy: 1e-12)
        // Person 2, 5 days: d = [−1, 0, −1, −4, −8], Σd −14, d̄ −2.8, e = [1.8, 2.8, 1.8, −1.2, −5.2];
        // γ₀ = 42.8/5 = 8.56, γ₁ = 14.16/5 = 2.832; V = 8.56 + 2.832 = 11.392, n·V = 56.96; SSE_b 15.
        let p2 = SkillInterval.part(actual: [1, 2, 3, 4, 5], predicted: [1, 2, 3, 4, 4], baseline: [2, 2, 2, 2, 2])
        XCTAssertEqual(p2.lossSum, -14, accuracy: 1e-12)
        XCTAssertEqual(p2.variance, 56.96, accuracy: 1e-12)
        XCTAssertEqual(p2.baselineSSE, 15, accuracy: 1e-12)
        // Person 3, one day: d = 4 − 1 = 3, and n·V = 0 (a single day adds nothing to W).
        let p3 = SkillInterval.part(actual: [3], predicted: [1], baseline: [2])
        XCTAssertEqual(p3.lossSum, 3)
        XCTAssertEqual(p3.variance, 0)
        // Pooled: Σd = −14, W = 64.8975, ΣSSE_b = 22, Σn − P = 10 − 3 = 7 degrees of freedom,
        // q = 1.894579 (Student's t, 0.95, 7 df, from a table).
        let q = 1.894579
        let w = 7.9375 + 56.96
        let pooled = try XCTUnwrap(SkillInterval.pooled([p1, p2, p3]))
        XCTAssertEqual(pooled.lo, -(-14 + q * w.squareRoot()) / 22, accuracy: 1e-6)
        XCTAssertEqual(pooled.hi, -(-14 - q * w.squareRoot()) / 22, accuracy: 1e-6)
        // The pooled skill itself, 1 − ΣSSE/ΣSSE_b = 1 − 8/22, is the interval's middle.
        XCTAssertEqual((pooled.lo + pooled.hi) / 2, 1 - 8.0 / 22, accuracy: 1e-12)
    }

    func testTooFewDaysOrNoBaselineErrorGiveNone() {
        let p = SkillInterval.part(actual: [1, 2, 3], predicted: [1, 2, 2], baseline: [2, 2, 2])
        XCTAssertNil(SkillInterval.pooled([p, p, p]))  // 9 days in all
        let perfect = SkillInterval.part(
            actual: Array(repeating: 2, count: 12), predicted: Array(repeating: 1, count: 12),
            baseline: Array(repeating: 2, count: 12))
        XCTAssertNil(SkillInterval.pooled([perfect]))  // the baseline made no error
        // One person alone: the same interval as their own (SPEC 10.6's single-series rule).
        let actual: [Double] = [3, 4, 2, 5, 4, 3, 5, 6, 2, 4, 3, 5]
        let predicted: [Double] = [3, 3, 3, 4, 4, 4, 4, 5, 3, 3, 4, 4]
        let baseline: [Double] = [2, 4, 3, 3, 3, 3, 4, 4, 4, 3, 3, 3]
        XCTAssertEqual(
            SkillInterval.pooled([SkillInterval.part(actual: actual, predicted: predicted, baseline: baseline)]),
            SkillInterval.of(actual: actual, predicted: predicted, baseline: baseline))
    }
}
