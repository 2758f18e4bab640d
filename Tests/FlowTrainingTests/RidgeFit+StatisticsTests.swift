import FlowFeatures
import FlowInference
import FlowSimulation
import FlowTestSupport
import FlowTraining
import XCTest

/// The fit's statistics: standard errors by the textbook formula (moved here from the fit's suite,
/// unchanged), and the metrics of predictions against labels by hand.
final class RidgeFitStatisticsTests: XCTestCase {
    func testStandardErrorsFollowTheTextbookFormulaForASimpleRegression() throws {
        // y = a + b·x with x = 0…13: se(b_raw) = σ / sqrt(Σ(x − x̄)²); per SD: se(b_raw)·sd(x).
        let ys = [1.0, 1.9, 3.2, 3.8, 5.1, 6.0, 6.8, 8.1, 9.0, 9.9, 11.2, 11.8, 13.1, 14.0]
        let days = ys.enumerated().map {
            LabelledDay(row: row($0.offset, [.sleepHours: Double($0.offset)]), label: $0.element)
        }
        let fit = try RidgeFit.fit(days, features: [.sleepHours], lambda: 0)
        let coefficients = try fit.coefficients()
        let sse = zip(fit.labels, fit.fitted).reduce(0.0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        let sigma = (sse / 12).squareRoot()
        let sxx = 227.5  // Σ(x − 6.5)² for x = 0…13
        XCTAssertEqual(coefficients[1].se ?? 0, sigma / sxx.squareRoot() * fit.sds[0], accuracy: 1e-10)
        XCTAssertEqual(coefficients[0].se ?? 0, sigma / 14.0.squareRoot(), accuracy: 1e-10)
        XCTAssertEqual(coefficients[1].t ?? 0, coefficients[1].weight / (coefficients[1].se ?? 1), accuracy: 1e-9)
        XCTAssertEqual(fit.rank, 2)
    }

    func testMetricsByHand() throws {
        // Labels 1, 2, 3, 6 (mean 3, SST 4 + 1 + 0 + 9 = 14); predictions 1, 3, 3, 4: errors 0, −1, 0, 2.
        let m = FitMetrics(labels: [1, 2, 3, 6], predictions: [1, 3, 3, 4])
        XCTAssertEqual(m.n, 4)
        XCTAssertEqual(try XCTUnwrap(m.r2), 1 - 5.0 / 14, accuracy: 1e-12)
        XCTAssertEqual(m.rmse, (5.0 / 4).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(m.mae, 3.0 / 4, accuracy: 1e-12)
        // Labels that never vary have no R².
        XCTAssertNil(FitMetrics(labels: [2, 2], predictions: [2, 3]).r2)
    }
}
