import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTestSupport
import FlowTraining
import Foundation
import XCTest

/// Models and evaluations an independent implementation of SPEC computed from
/// ../shared/golden; checked to 1e-8 (models) and 1e-6 (evaluations) relative.
final class GoldenTrainingTests: XCTestCase {
    func goldenDays() throws -> LabelledDays {
        let (history, _) = try RecordsCSV.read(path: try goldenFile("records.csv").path)
        let labels = try LabelTable.read(path: try goldenFile("labels.csv").path)
        return try LabelledDays(table: FeatureTable(history: history), labels: labels, target: TargetScale())
    }

    func assertModel(_ ours: RecoveryModel, equals name: String) throws {
        let theirs = try JSONValue.parse(String(contentsOf: try goldenFile(name), encoding: .utf8))
        let reference = try RecoveryModel(json: theirs, file: name)
        assertClose(ours.intercept, reference.intercept, relative: 1e-8, "intercept")
        assertClose(ours.lambda, reference.lambda, relative: 0, "lambda")
        XCTAssertEqual(ours.features.map(\.feature), reference.features.map(\.feature))
        for (a, b) in zip(ours.features, reference.features) {
            assertClose(a.mean, b.mean, relative: 1e-8, "\(a.feature.rawValue).mean")
            assertClose(a.sd, b.sd, relative: 1e-8, "\(a.feature.rawValue).sd")
            assertClose(a.weight, b.weight, relative: 1e-8, "\(a.feature.rawValue).weight")
        }
        for (k, (a, b)) in zip(ours.flagWeights, reference.flagWeights).enumerated() {
            assertClose(a, b, relative: 1e-8, MissingFlag.allCases[k].rawValue)
        }
        XCTAssertEqual(Set(ours.dropped), Set(reference.dropped))
        XCTAssertEqual(ours.training.days, reference.training.days)
        XCTAssertEqual(ours.training.first, reference.training.first)
        XCTAssertEqual(ours.training.last, reference.training.last)
        assertClose(ours.training.r2, reference.training.r2, relative: 1e-8, "r2")
        assertClose(ours.training.rmse, reference.training.rmse, relative: 1e-8, "rmse")
        assertClose(ours.training.mae, reference.training.mae, relative: 1e-8, "mae")
        assertClose(ours.training.cvRMSE, reference.training.cvRMSE, relative: 1e-8, "cv_rmse")
        XCTAssertEqual(ours.standardise, reference.standardise)
        let a = try XCTUnwrap(ours.training.verdict)
        let b = try XCTUnwrap(reference.training.verdict)
        XCTAssertEqual(a.days, b.days)
        assertClose(a.meanRMSE, b.meanRMSE, relative: 1e-6, "baseline_mean_rmse")
        assertClose(a.persistenceRMSE, b.persistenceRMSE, relative: 1e-6, "baseline_persistence_rmse")
        assertClose(a.recentRMSE, b.recentRMSE, relative: 1e-6, "baseline_recent_rmse")
        assertClose(a.skillVsMean, b.skillVsMean, relative: 1e-6, "skill_vs_mean")
        assertClose(a.skillVsPersistence, b.skillVsPersistence, relative: 1e-6, "skill_vs_persistence")
        assertClose(a.skillVsRecent, b.skillVsRecent, relative: 1e-6, "skill_vs_recent")
        for baseline in VerdictBaseline.allCases {
            let name = "skill_vs_\(baseline.key)_interval"
            XCTAssertNotNil(b.interval(baseline), name)
            assertClose(a.interval(baseline)?.lo, b.interval(baseline)?.lo, relative: 1e-6, name + " lo")
            assertClose(a.interval(baseline)?.hi, b.interval(baseline)?.hi, relative: 1e-6, name + " hi")
        }
    }

    func testModelsForLambdaZeroThreeAndAuto() throws {
        let days = try goldenDays()
        XCTAssertEqual(days.blank, 11)
        XCTAssertEqual(days.withoutUsableRow, 8)  // 1 outside the history, 7 on days without a night measurement
        for (ridge, file) in [
            (RidgeChoice.fixed(0), "model-ridge-0.json"), (.fixed(3), "model-ridge-3.json"),
            (.auto, "model-ridge-auto.json"),
        ] {
            let result = try Trainer.train(
                days, target: TargetScale(), ridge: ridge, settings: FeatureSettings(), toolVersion: "test")
            try assertModel(result.model, equals: file)
        }
    }

    func testEvaluationWithoutAModel() throws {
        let e = try Evaluation(
            try goldenDays(), features: Trainer.defaultFeatures, target: TargetScale(), ridge: .fixed(0),
            settings: FeatureSettings())
        let ref = try JSONValue.parse(String(contentsOf: try goldenFile("evaluate-ridge-0.json"), encoding: .utf8))
        try assertEvaluation(e, ref)
    }

    func testEvaluationOfAModelFileAsItIs() throws {
        let model = try RecoveryModel(
            text: String(contentsOf: try goldenFile("model-ridge-3.json"), encoding: .utf8), file: "m")
        let e = try Evaluation(try goldenDays(), model: model)
        let ref = try JSONValue.parse(
            String(contentsOf: try goldenFile("evaluate-model-ridge-3.json"), encoding: .utf8))
        try assertEvaluation(e, ref)
        XCTAssertNil(e.inSample.rank)
    }

    func assertEvaluation(_ e: Evaluation, _ ref: JSONValue) throws {
        let inSample = try XCTUnwrap(ref["in_sample"])
        let rolling = try XCTUnwrap(ref["rolling"])
        XCTAssertEqual(e.inSample.metrics.n, Int(inSample["n"]?.number ?? -1))
        assertClose(e.inSample.metrics.r2, inSample["r2"]?.number, relative: 1e-6, "r2")
        assertClose(e.inSample.adjustedR2, inSample["adj_r2"]?.number, relative: 1e-6, "adj_r2")
        assertClose(e.inSample.metrics.rmse, inSample["rmse"]?.number, relative: 1e-6, "rmse")
        assertClose(e.inSample.metrics.mae, inSample["mae"]?.number, relative: 1e-6, "mae")
        XCTAssertEqual(e.inSample.rank.map(Double.init), inSample["rank"]?.number)
        assertClose(
            e.inSample.conditionNumber, inSample["condition_number"]?.number, relative: 1e-6, "condition_number")
        let coefficients = try XCTUnwrap(inSample["coefficients"]?.array)
        XCTAssertEqual(e.inSample.coefficients.map(\.name), coefficients.map { $0["name"]?.string ?? "" })
        for (a, b) in zip(e.inSample.coefficients, coefficients) {
            assertClose(a.weight, b["weight"]?.number, relative: 1e-6, "\(a.name).weight")
            assertClose(a.se, b["se"]?.number, relative: 1e-6, "\(a.name).se")
            assertClose(a.t, b["t"]?.number, relative: 1e-6, "\(a.name).t")
        }
        let r = try XCTUnwrap(e.rolling)
        XCTAssertEqual(r.n, Int(rolling["n"]?.number ?? -1))
        assertClose(r.metrics.rmse, rolling["rmse"]?.number, relative: 1e-6, "rolling rmse")
        assertClose(r.metrics.mae, rolling["mae"]?.number, relative: 1e-6, "rolling mae")
        assertClose(r.meanBaselineRMSE, rolling["baseline_mean_rmse"]?.number, relative: 1e-6, "mean baseline")
        assertClose(r.persistenceRMSE, rolling["baseline_persistence_rmse"]?.number, relative: 1e-6, "persistence")
        assertClose(r.skill(against: \.meanBaseline), rolling["skill_vs_mean"]?.number, relative: 1e-6, "skill vs mean")
        assertClose(
            r.skill(against: \.persistence), rolling["skill_vs_persistence"]?.number, relative: 1e-6,
            "skill vs persistence")
        assertClose(r.recentRMSE, rolling["baseline_recent_rmse"]?.number, relative: 1e-6, "recent")
        assertClose(r.skill(against: \.recent), rolling["skill_vs_recent"]?.number, relative: 1e-6, "skill vs recent")
        for baseline in VerdictBaseline.allCases {
            let name = "skill_vs_\(baseline.key)_interval"
            let golden = try XCTUnwrap(rolling[name]?.array, name)
            let ours = try XCTUnwrap(r.interval(against: RollingOrigin.keyPath(baseline)), name)
            assertClose(ours.lo, golden[0].number, relative: 1e-6, name + " lo")
            assertClose(ours.hi, golden[1].number, relative: 1e-6, name + " hi")
        }
        XCTAssertEqual(
            r.states.map { $0.map(Double.init) }, rolling["states"]?.array?.map { $0.array?.compactMap(\.number) ?? [] }
        )
        let days = try XCTUnwrap(rolling["days"]?.array)
        XCTAssertEqual(r.predictions.map(\.day.row.day.description), days.map { $0["date"]?.string ?? "" })
        for (p, d) in zip(r.predictions, days) {
            let date = p.day.row.day.description
            assertClose(p.day.label, d["actual"]?.number, relative: 1e-6, "\(date) actual")
            assertClose(p.predicted, d["predicted"]?.number, relative: 1e-6, "\(date) predicted")
            assertClose(p.meanBaseline, d["mean"]?.number, relative: 1e-6, "\(date) mean")
            assertClose(p.persistence, d["persistence"]?.number, relative: 1e-6, "\(date) persistence")
            assertClose(p.recent, d["recent"]?.number, relative: 1e-6, "\(date) recent")
        }
    }
}
