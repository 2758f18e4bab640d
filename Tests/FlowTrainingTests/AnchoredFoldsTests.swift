import FlowFeatures
import FlowInference
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// The running sums of every fold: the Cholesky solve against a hand-solved system, and each
/// day's prediction equal to the final fit refitted on the days before it.
final class AnchoredFoldsTests: XCTestCase {
    func testCholeskyOnAHandSolvedSystem() {
        // [4 2; 2 3] x = [2; 5]: x = (−0.5, 2).
        var a: [Double] = [4, 2, 2, 3]
        var b: [Double] = [2, 5]
        XCTAssertTrue(AnchoredFolds.choleskySolve(&a, &b, 2))
        XCTAssertEqual(b[0], -0.5, accuracy: 1e-12)
        XCTAssertEqual(b[1], 2, accuracy: 1e-12)
        // Not positive definite: refused, for LAPACK to solve.
        var singular: [Double] = [1, 2, 2, 4]
        var rhs: [Double] = [1, 1]
        XCTAssertFalse(AnchoredFolds.choleskySolve(&singular, &rhs, 2))
    }

    func testEachDayIsTheFitOfTheDaysBeforeIt() throws {
        let days = (0..<40).map { k in
            LabelledDay(
                row: row(k, [.sleepHours: 7 + sin(Double(k))]),
                label: 3 + 0.5 * sin(Double(k)) + 0.1 * cos(Double(3 * k)))
        }
        let folds = AnchoredFolds(days: days, candidates: [.feature(.sleepHours)], anchor: .recent)
        let predictions = try folds.predictions(set: [0], lambda: 2)
        XCTAssertTrue(predictions.prefix(28).allSatisfy { $0 == nil })
        let anchors = AnchorKind.recent.anchors(days.map(\.label))
        for t in 28..<40 {
            // The final fit over days 1…t−1 (the fold), then day t with its own anchor.
            let fit = try AnchoredFit.fit(
                days: Array(days.prefix(t)), anchors: Array(anchors.prefix(t)), features: [.feature(.sleepHours)],
                lambda: 2)
            // ŷ = c + b·(a − mean_a)/sd_a + w·(x − mean_x)/sd_x.
            let a = try XCTUnwrap(anchors[t])
            let x = days[t].row[.sleepHours]
            let expected =
                fit.intercept + fit.anchorWeight * (a - fit.anchorMean) / fit.anchorSD
                + fit.weights[0] * (x - fit.means[0]) / fit.sds[0]
            XCTAssertEqual(try XCTUnwrap(predictions[t]), expected, accuracy: 1e-9, "day \(t)")
        }
    }
}
