import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTestSupport
import FlowTraining
import Foundation
import XCTest

/// Datasets/sample/model.json, the sample person's example model, is `flow train` on
/// Datasets/sample with the defaults (README): retraining gives every number again.
final class SampleModelTests: XCTestCase {
    func testTheShippedModelIsWhatTrainingTheSampleGives() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample")
        let (history, _) = try RecordsCSV.read(path: sample.appendingPathComponent("records.csv").path)
        let labels = try LabelTable.read(path: sample.appendingPathComponent("labels.csv").path)
        let days = try LabelledDays(table: FeatureTable(history: history), labels: labels, target: TargetScale())
        let fresh = try Trainer.train(
            days, target: TargetScale(), ridge: .auto, settings: FeatureSettings(), toolVersion: "0.1.0"
        ).model
        let path = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/model.json").path
        let shipped = try RecoveryModel(text: String(contentsOfFile: path, encoding: .utf8), file: path)
        XCTAssertEqual(shipped.toolVersion, fresh.toolVersion)
        XCTAssertEqual(shipped.target, fresh.target)
        XCTAssertEqual(shipped.lambda, fresh.lambda)
        XCTAssertEqual(shipped.dropped, fresh.dropped)
        XCTAssertEqual(shipped.settings, fresh.settings)
        assertClose(shipped.intercept, fresh.intercept, relative: 1e-9, "intercept")
        for (a, b) in zip(shipped.features, fresh.features) {
            XCTAssertEqual(a.feature, b.feature)
            assertClose(a.mean, b.mean, relative: 1e-9, "\(a.feature.rawValue).mean")
            assertClose(a.sd, b.sd, relative: 1e-9, "\(a.feature.rawValue).sd")
            assertClose(a.weight, b.weight, relative: 1e-9, "\(a.feature.rawValue).weight")
        }
        for (a, b) in zip(shipped.flagWeights, fresh.flagWeights) { assertClose(a, b, relative: 1e-9, "flag weight") }
        XCTAssertEqual(shipped.training.days, fresh.training.days)
        XCTAssertEqual(shipped.training.first, fresh.training.first)
        XCTAssertEqual(shipped.training.last, fresh.training.last)
        for (a, b, name) in [
            (shipped.training.r2, fresh.training.r2, "r2"), (shipped.training.rmse, fresh.training.rmse, "rmse"),
            (shipped.training.mae, fresh.training.mae, "mae"),
        ] {
            assertClose(a, b, relative: 1e-9, name)
        }
        assertClose(shipped.training.cvRMSE, fresh.training.cvRMSE, relative: 1e-9, "cv_rmse")
        XCTAssertEqual(shipped.training.verdict?.days, fresh.training.verdict?.days)
        assertClose(
            shipped.training.verdict?.skillVsMean, fresh.training.verdict?.skillVsMean, relative: 1e-9, "skill_vs_mean")
        assertClose(
            shipped.training.verdict?.skillVsRecent, fresh.training.verdict?.skillVsRecent, relative: 1e-9,
            "skill_vs_recent")
    }
}
