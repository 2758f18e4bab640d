import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

/// `predict --json` for every day of ../shared/golden, as an independent implementation
/// computed it, with a trained model and with the reference model (skipped when ../shared
/// is absent). Tolerances are the golden README's: numbers 1e-6, the rest exact.
final class GoldenPredictTests: XCTestCase {
    func testEveryDayMatchesTheReferenceWithATrainedModel() throws {
        try assertEveryDay(
            model: RecoveryModel(text: goldenText("model-ridge-3.json"), file: "model-ridge-3.json"),
            expected: "predict-ridge-3.json")
    }

    func testEveryDayMatchesTheReferenceWithTheReferenceModel() throws {
        let builtIn = try RecoveryModel.reference()
        XCTAssertEqual(builtIn.standardise, .personal)
        let theirs = try RecoveryModel(text: goldenText("reference.json"), file: "reference.json")
        XCTAssertEqual(builtIn.features, theirs.features)
        XCTAssertEqual(builtIn.flagWeights, theirs.flagWeights)
        XCTAssertEqual(builtIn.intercept, theirs.intercept)
        XCTAssertEqual(builtIn.target, theirs.target)
        XCTAssertEqual(builtIn.training, theirs.training)
        try assertEveryDay(model: builtIn, expected: "predict-reference.json")
    }

    func assertEveryDay(model: RecoveryModel, expected: String) throws {
        let reference = try XCTUnwrap(JSONValue.parse(try goldenText(expected)).array)
        let (history, _) = try RecordsCSV.read(path: goldenFile("records.csv").path)
        let ours = FlowScorer(model: model).score(rows: FeatureTable(history: history, settings: model.settings).rows)
        XCTAssertEqual(ours.count, reference.count)
        func close(_ a: Double, _ b: Double?, _ what: String) {
            XCTAssertLessThanOrEqual(abs(a - (b ?? .nan)), 1e-6 * max(1, abs(a)), what)
        }
        for (result, ref) in zip(ours, reference) {
            let date = ref["date"]?.string ?? ""
            XCTAssertEqual(result.day.description, date)
            guard let s = result.score else {
                XCTAssertEqual(ref["scored"], .bool(false), date)
                XCTAssertEqual(result.reason?.rawValue, ref["reason"]?.string, date)
                continue
            }
            XCTAssertEqual(ref["scored"], .bool(true), date)
            close(s.prediction, ref["prediction"]?.number, "\(date) prediction")
            close(s.flow, ref["flow"]?.number, "\(date) flow")
            close(s.trend, ref["trend"]?.number, "\(date) trend")
            close(s.usualFlow, ref["usual_flow"]?.number, "\(date) usual_flow")
            close(s.estimated, ref["estimated"]?.number, "\(date) estimated")
            XCTAssertEqual(s.state.rawValue, ref["state"]?.string, date)
            XCTAssertEqual(s.phase.rawValue, ref["phase"]?.string, date)
            XCTAssertEqual(Double(s.baselineDays), ref["baseline_days"]?.number, date)
            XCTAssertEqual(Double(s.coverage), ref["coverage"]?.number, date)
            for (name, points) in s.contributions {
                close(points, ref["contributions"]?[name]?.number, "\(date) \(name)")
            }
            let drivers = ref["drivers"]?.array ?? []
            XCTAssertEqual(s.drivers.map(\.feature.rawValue), drivers.compactMap { $0["feature"]?.string }, date)
            for (d, r) in zip(s.drivers, drivers) {
                XCTAssertEqual(d.usualSource.rawValue, r["usual_source"]?.string, "\(date) \(d.feature)")
                close(d.usual, r["usual"]?.number, "\(date) \(d.feature) usual")
                close(d.value, r["value"]?.number, "\(date) \(d.feature) value")
            }
        }
    }
}
