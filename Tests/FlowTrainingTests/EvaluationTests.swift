import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import FlowTraining
import XCTest

/// `flow evaluate`'s numbers on 40 hand-made days whose label is exactly 1 + 0.5 · sleep hours.
final class EvaluationTests: XCTestCase {
    /// Sleep 6, 7, 8, 9 h in turn: labels 4, 4.5, 5, 5.5 — a straight line the fit recovers.
    let days = LabelledDays(
        days: (0..<40).map { k in
            let sleep = 6 + Double(k % 4)
            return LabelledDay(row: row(k, [.sleepHours: sleep]), label: 1 + 0.5 * sleep)
        })

    func testAnExactLineIsFittedInSampleAndPredictedOutOfSample() throws {
        let e = try Evaluation(
            days, features: [.sleepHours], target: TargetScale(name: "stress", lo: 1, hi: 9),
            ridge: .fixed(0), settings: FeatureSettings())
        XCTAssertEqual(e.lambda, 0)
        XCTAssertEqual(e.inSample.metrics.rmse, 0, accuracy: 1e-9)
        XCTAssertEqual(e.inSample.metrics.r2 ?? 0, 1, accuracy: 1e-9)
        // Slope per sd: sd of 6,7,8,9 repeated 10 times = sqrt(Σ(x − 7.5)² / 39) = sqrt(50/39).
        let sleep = try XCTUnwrap(e.inSample.coefficients.first { $0.name == "sleep_hours" })
        XCTAssertEqual(sleep.weight, 0.5 * (50.0 / 39).squareRoot(), accuracy: 1e-9)
        // Every day from the 29th on is predicted from the 28 before it: 12 days, exactly.
        let rolling = try XCTUnwrap(e.rolling)
        XCTAssertEqual(rolling.n, 12)
        XCTAssertEqual(rolling.metrics.rmse, 0, accuracy: 1e-9)
        XCTAssertEqual(rolling.verdict?.skillVsMean ?? 0, 1, accuracy: 1e-9)
    }

    /// The reference model was fitted to no labels: there is nothing to evaluate.
    func testTheReferenceModelHasNoFitToEvaluate() throws {
        XCTAssertThrowsError(try Evaluation(days, model: RecoveryModel.reference(), file: "ref")) {
            XCTAssertEqual($0 as? TrainingError, .untrainedModel(file: "ref"))
        }
    }
}
