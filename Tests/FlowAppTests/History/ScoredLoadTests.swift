import FlowApp
import FlowFeatures
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTestSupport
import XCTest

/// The scored history every morning-scoring command starts from.
final class ScoredLoadTests: FolderTestCase {
    func write(_ text: String, _ name: String) throws -> String {
        try text.write(toFile: path(name), atomically: false, encoding: .utf8)
        return path(name)
    }

    /// Without a model file the reference model scores every morning; its labels are not read
    /// (it starts from none), so a labels file is not even opened.
    func testTheReferenceModelReadsNoLabels() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 20, seed: 5))
        let records = try write(sim.records, "records.csv")
        let load = try ScoredLoad.load(
            ScoredRequest(
                history: HistoryRequest(path: records), modelFile: nil,
                labels: LabelRequest(file: path("absent.csv"))))
        XCTAssertNil(load.labelled)
        XCTAssertEqual(load.history.modelName, "the reference model")
        XCTAssertEqual(load.history.results.count, load.loaded.table.rows.count)
    }

    /// An anchored model's labels file without the model's target names the file, the target
    /// and the columns it has (exit 65's kind).
    func testLabelsWithoutTheModelsTargetAreRefusedNamingBoth() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 45, seed: 2))
        let records = try write(sim.records, "records.csv")
        let labels = try write(sim.labels, "labels.csv")
        let model = path("m.json")
        let days = try LabelledHistory.load(
            HistoryRequest(path: records), labels: LabelRequest(file: labels), settings: FeatureSettings()
        ) { _ in TargetScale() }
        let trained = try Train.fit(
            days, plan: FitPlan(), sessions: false, settings: FeatureSettings(), toolVersion: "t")
        try (trained.model.json.text() + "\n").write(toFile: model, atomically: false, encoding: .utf8)
        let other = try write("date,mood\n2026-01-02,3\n", "mood.csv")
        XCTAssertThrowsError(
            try ScoredLoad.load(
                ScoredRequest(
                    history: HistoryRequest(path: records), modelFile: model, labels: LabelRequest(file: other)))
        ) { error in
            guard case .input(let message, let kind)? = error as? CommandError else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "\(other) has no 'stress' column, the target of \(model) (its columns: mood)")
            XCTAssertEqual(kind, .data)
        }
    }
}
