import XCTest

@testable import FlowStatistics

/// Pearson's r and Spearman's ρ on ten hand-made pairs, ties given average ranks.
final class CorrelationTests: XCTestCase {
    func testAverageRanksShareTies() {
        XCTAssertEqual(Correlation.ranks([10, 20, 20, 30]), [1, 2.5, 2.5, 4])
        XCTAssertEqual(Correlation.ranks([5, 1, 5, 5, 0]), [4, 2, 4, 4, 1])
    }

    func testTenPairsByHand() throws {
        let x: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        let y: [Double] = [2, 1, 4, 3, 6, 5, 8, 7, 10, 9]
        // Means 5.5; Σdx² = Σdy² = 82.5; each of the five swapped pairs gives (a−5.5)(a+1−5.5) +
        // (a+1−5.5)(a−5.5) where a lone pair would give the two squares: 1 less, so Σdx·dy = 77.5.
        XCTAssertEqual(try XCTUnwrap(Correlation.pearson(x, y)), 77.5 / 82.5, accuracy: 1e-12)
        // No ties: ρ = 1 − 6 Σd² / (n (n² − 1)) = 1 − 6 · 10 / 990.
        XCTAssertEqual(try XCTUnwrap(Correlation.spearman(x, y)), 1 - 60.0 / 990, accuracy: 1e-12)
        // With ties: y' = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5] ranks [1.5, 1.5, 3.5, 3.5, …]; x ranks 1…10.
        // Σ(rx − 5.5)(ry − 5.5) = 80, Σ(rx − 5.5)² = 82.5, Σ(ry − 5.5)² = 80: ρ = 80 / √(82.5 · 80).
        let tied: [Double] = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
        XCTAssertEqual(try XCTUnwrap(Correlation.spearman(x, tied)), 80 / (82.5 * 80).squareRoot(), accuracy: 1e-12)
        XCTAssertNil(Correlation.pearson(x, Array(repeating: 3, count: 10)))
        XCTAssertNil(Correlation.pearson([1], [2]))
    }
}
