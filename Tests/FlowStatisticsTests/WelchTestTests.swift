import FlowStatistics
import Foundation
import XCTest

/// Welch's test on cases small enough to work out by hand.
final class WelchTestTests: XCTestCase {
    /// [0, 2] against [3, 5]: means 1 and 4, sample variances 2 and 2, so s²/n = 1 each,
    /// se = √2, df = (1 + 1)² / (1/1 + 1/1) = 2, t = −3/√2. With 2 degrees of freedom
    /// P(|T| ≥ t) = 1 − t/√(2 + t²) and t₀.₉₇₅ = 0.95/√(2 · 0.975 · 0.025).
    func testTwoPairsWithTwoDegreesOfFreedom() throws {
        let test = WelchTest([0, 2], [3, 5])
        XCTAssertEqual(test.difference, -3)
        XCTAssertEqual(test.standardError, 2.0.squareRoot(), accuracy: 1e-15)
        XCTAssertEqual(try XCTUnwrap(test.degreesOfFreedom), 2, accuracy: 1e-12)
        let t = 3 / 2.0.squareRoot()
        XCTAssertEqual(test.p, 1 - t / (2 + t * t).squareRoot(), accuracy: 1e-12)
        let q = 0.95 / (2 * 0.975 * 0.025).squareRoot()
        XCTAssertEqual(test.interval().low, -3 - q * 2.0.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(test.interval().high, -3 + q * 2.0.squareRoot(), accuracy: 1e-9)
    }

    /// [1, 2, 3] against [4, 6]: s²/n = 1/3 and 1, df = (4/3)² / ((1/3)²/2 + 1²/1) = 32/19; a
    /// carry-over inflation of 2 doubles the variance and halves the degrees of freedom.
    func testUnequalGroupsAndTheCarryOverInflation() throws {
        let plain = WelchTest([1, 2, 3], [4, 6])
        XCTAssertEqual(try XCTUnwrap(plain.degreesOfFreedom), 32.0 / 19, accuracy: 1e-12)
        XCTAssertEqual(plain.standardError, (4.0 / 3).squareRoot(), accuracy: 1e-15)
        let inflated = WelchTest([1, 2, 3], [4, 6], inflation: 2)
        XCTAssertEqual(try XCTUnwrap(inflated.degreesOfFreedom), 16.0 / 19, accuracy: 1e-12)
        XCTAssertEqual(inflated.standardError, (8.0 / 3).squareRoot(), accuracy: 1e-15)
        XCTAssertEqual(inflated.inflation, 2)
        XCTAssertGreaterThan(inflated.p, plain.p)
    }

    /// Each group constant but different: no spread, so the difference is certain: p = 0, the
    /// interval [d, d] and no degrees of freedom.
    func testConstantGroupsThatDifferAreCertain() {
        let test = WelchTest([2, 2, 2], [1, 1])
        XCTAssertEqual(test.p, 0)
        XCTAssertNil(test.degreesOfFreedom)
        XCTAssertEqual(test.interval().low, 1)
        XCTAssertEqual(test.interval().high, 1)
    }

    /// Sample summaries: 2, 4, 9 → mean 5, variance (9 + 1 + 16)/2 = 13.
    func testSampleSummary() {
        let s = SampleSummary([2, 4, 9])
        XCTAssertEqual(s.mean, 5)
        XCTAssertEqual(s.variance, 13)
        XCTAssertEqual(s.sumOfSquares, 26)
        XCTAssertNil(SampleSummary([3]).sd)
        XCTAssertEqual(SampleSummary([3]).sumOfSquares, 0)
    }
}
