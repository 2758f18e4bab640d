import FlowStatistics
import Foundation
import XCTest

final class StudentTTests: XCTestCase {
    /// df 1 and 2 have closed forms (tan(π(p − 1/2)) and (2p − 1) / √(2p(1 − p))); 4 and 10 from tables.
    func testStudentTQuantilesAgainstTables() {
        XCTAssertEqual(StudentT.quantile(0.975, df: 1), tan(Double.pi * 0.475), accuracy: 1e-9)
        // closed form for df 2
        XCTAssertEqual(StudentT.quantile(0.975, df: 2), 0.95 / (2 * 0.975 * 0.025).squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(StudentT.quantile(0.975, df: 4), 2.7764451051977987, accuracy: 1e-9)
        XCTAssertEqual(StudentT.quantile(0.975, df: 10), 2.2281388519649385, accuracy: 1e-9)
    }

    /// The 0.95 quantiles the skill intervals use, from a table (scipy.stats.t.ppf).
    func testOneSidedNinetyFivePercentQuantiles() {
        XCTAssertEqual(StudentT.quantile(0.95, df: 9), 1.833112932656237, accuracy: 1e-9)
        XCTAssertEqual(StudentT.quantile(0.95, df: 11), 1.7958848187040433, accuracy: 1e-9)
    }
}

/// The two-sided p, from its tail.
final class StudentTTwoSidedTests: XCTestCase {
    /// df 1 is Cauchy: P(|T| ≥ t) = 1 − (2/π)·atan(t); df 2: 1 − t/√(2 + t²).
    func testClosedForms() {
        XCTAssertEqual(StudentT.twoSidedP(1, df: 1), 0.5, accuracy: 1e-12)
        XCTAssertEqual(StudentT.twoSidedP(3, df: 1), 1 - 2 / Double.pi * atan(3), accuracy: 1e-12)
        XCTAssertEqual(StudentT.twoSidedP(-2, df: 2), 1 - 2 / 6.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(StudentT.twoSidedP(0, df: 7), 1, accuracy: 1e-15)
    }

    /// Far in the tail the p keeps its digits: with df 2, 1 − t/√(2 + t²) ≈ 1/t² for large t,
    /// 1e-12 at t = 1e6 (the difference 1 − cdf would be 0 to the last bit).
    func testTinyPKeepsItsDigits() {
        XCTAssertEqual(StudentT.twoSidedP(1e6, df: 2) / 1e-12, 1, accuracy: 1e-6)
    }
}
