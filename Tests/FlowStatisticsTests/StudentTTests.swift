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
