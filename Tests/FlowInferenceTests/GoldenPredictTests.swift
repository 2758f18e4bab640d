import FlowFeatures
import FlowInference
import FlowRecords
import Foundation
import XCTest

/// `predict --json` for every day of ../shared/golden with model-ridge-3.json, as an
/// independent implementation computed it (skipped when ../shared is absent).
final class GoldenPredictTests: XCTestCase {
    func testEveryDayMatchesTheReference() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/golden")
        guard FileManager.default.fileExists(atPath: golden.path) else { throw XCTSkip("\(golden.path) is absent") }
        let model = try RecoveryModel(text: String(contentsOf: golden.appendingPathComponent("model-ridge-3.json"), encoding: .utf8),
                                      file: "model-ridge-3.json")
        let (history, _) = try RecordsCSV.read(path: golden.appendingPathComponent("records.csv").path)
        let ours = RecoveryScorer(model: model).score(rows: FeatureTable(history: history, settings: model.settings).rows)
        let reference = try XCTUnwrap(JSONValue.parse(String(contentsOf: golden.appendingPathComponent("predict-ridge-3.json"),
                                                             encoding: .utf8)).array)
        XCTAssertEqual(ours.count, reference.count)
        func close(_ a: Double, _ b: Double?, _ what: String) {
            XCTAssertLessThanOrEqual(abs(a - (b ?? .nan)), 1e-6 * max(1, abs(a)), what)
        }
        for (result, ref) in zip(ours, reference) {
            let date = ref["date"]?.string ?? ""
            XCTAssertEqual(result.day.description, date)
            guard let s = result.score else {
                XCTAssertEqual(ref["scored"], .bool(false), date)
                continue
            }
            XCTAssertEqual(ref["scored"], .bool(true), date)
            close(s.prediction, ref["prediction"]?.number, "\(date) prediction")
            close(s.flow, ref["flow"]?.number, "\(date) flow")
            close(s.trend, ref["trend"]?.number, "\(date) trend")
            close(s.usualFlow, ref["usual_flow"]?.number, "\(date) usual_flow")
            XCTAssertEqual(s.state.rawValue, ref["state"]?.string, date)
            XCTAssertEqual(Double(s.coverage), ref["coverage"]?.number, date)
            for (name, points) in s.contributions { close(points, ref["contributions"]?[name]?.number, "\(date) \(name)") }
            XCTAssertEqual(s.drivers.map(\.feature.rawValue), ref["drivers"]?.array?.compactMap { $0["feature"]?.string }, date)
        }
    }
}
