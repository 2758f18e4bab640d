import XCTest

@testable import FlowTraining

final class LeastSquaresTests: XCTestCase {
    /// A = [1 0; 0 1; 1 1], b = (1, 2, 4). Normal equations: [2 1; 1 2] x = (5, 6),
    /// so x = (1/3)[2 -1; -1 2](5, 6) = (4/3, 7/3).
    func testThreeByTwoMatchesTheNormalEquationsWorkedByHand() throws {
        let a = ColumnMajorMatrix(rowMajor: [[1, 0], [0, 1], [1, 1]])
        let solution = try LeastSquares.solve(a, [1, 2, 4])
        XCTAssertEqual(solution.rank, 2)
        XCTAssertEqual(solution.coefficients[0], 4.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(solution.coefficients[1], 7.0 / 3.0, accuracy: 1e-12)
        // Singular values of A: eigenvalues of AᵀA = [2 1; 1 2] are 3 and 1.
        XCTAssertEqual(solution.singularValues[0], 3.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(solution.singularValues[1], 1.0, accuracy: 1e-12)
    }

    /// Two identical columns: the minimum-norm answer splits the weight evenly.
    /// A = [1 1; 2 2], b = (1, 2): any x1 + x2 = 1 fits exactly; the shortest is (1/2, 1/2).
    func testRankDeficientDesignGivesTheMinimumNormAnswer() throws {
        let solution = try LeastSquares.solve(ColumnMajorMatrix(rowMajor: [[1, 1], [2, 2]]), [1, 2])
        XCTAssertEqual(solution.rank, 1)
        XCTAssertEqual(solution.coefficients[0], 0.5, accuracy: 1e-12)
        XCTAssertEqual(solution.coefficients[1], 0.5, accuracy: 1e-12)
    }

    func testMismatchedTargetsAreAnError() {
        XCTAssertThrowsError(try LeastSquares.solve(ColumnMajorMatrix(rowMajor: [[1], [2]]), [1])) { error in
            XCTAssertEqual(error as? LeastSquaresError, .shape(rows: 2, columns: 1, targets: 1))
        }
    }
}
