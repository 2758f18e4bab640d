@testable import FlowCommandLine
import FlowFeatures
import FlowInference
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

final class PredictCommandTests: XCTestCase {
    var folder: URL!
    var records = ""
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-predict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        records = folder.appendingPathComponent("records.csv").path
        try PersonSimulator.simulate(SimulationPlan(days: 40, seed: 4)).records.write(toFile: records, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func run(_ words: [String]) -> (ExitCode, Transcript) {
        let t = Transcript()
        return (FlowCommand.run(arguments: words, console: t.console), t)
    }

    func testTheBuiltInModelIsModelsDefaultJSON() throws {
        let file = try String(contentsOf: root.appendingPathComponent("Models/default.json"), encoding: .utf8)
        XCTAssertEqual(DefaultModel.text + "\n", file, "run Scripts/embed-default-model.sh after retraining")
    }

    func testTheLatestDayWithTheBuiltInModel() throws {
        let (code, t) = run(["predict", "--history", records])
        XCTAssertEqual(code, .success, t.err)
        let lines = t.out.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("2026-02-09  Recovery Flow") ?? false, t.out)
        XCTAssertEqual(lines.filter { $0.hasPrefix("  + ") || $0.hasPrefix("  - ") }.count, 3, t.out)
    }

    func testJSONForARangeMatchesTheScorer() throws {
        let (code, t) = run(["predict", "--history", records, "--from", "2026-01-01", "--to", "2026-01-10", "--json"])
        XCTAssertEqual(code, .success, t.err)
        let days = try XCTUnwrap(JSONValue.parse(t.out).array)
        XCTAssertEqual(days.count, 10)
        XCTAssertEqual(days[0]["scored"], .bool(false))          // the first morning has no data
        XCTAssertEqual(days[0]["reason"], .string("no data"))
        let model = try PredictCommand.defaultModel()
        let table = FeatureTable(history: try RecordsCSV.read(path: records).0, settings: model.settings)
        let expected = RecoveryScorer(model: model).score(rows: table.rows)
        for (json, result) in zip(days, expected) {
            guard let s = result.score else { continue }
            XCTAssertEqual(json["flow"]?.number, s.flow)
            XCTAssertEqual(json["trend"]?.number, s.trend)
            XCTAssertEqual(json["state"]?.string, s.state.rawValue)
            XCTAssertEqual(json["drivers"]?.array?.count, 3)
            var sum = json["usual_flow"]?.number ?? 0
            if case .object(let pairs)? = json["contributions"] {
                for (_, value) in pairs { sum += value.number ?? 0 }
            }
            XCTAssertEqual(sum, RecoveryFlow.unclamped(s.prediction, model.target), accuracy: 1e-9)
        }
        let (rangeCode, range) = run(["predict", "--history", records, "--last", "5"])
        XCTAssertEqual(rangeCode, .success)
        XCTAssertEqual(range.out.split(separator: "\n").count, 5)
    }

    func testBadRequestsAndBadFiles() throws {
        let noData = run(["predict", "--history", records, "--date", "2026-01-01"])
        XCTAssertEqual(noData.0, .dataError)
        XCTAssertTrue(noData.1.err.contains("no data for 2026-01-01"), noData.1.err)
        let outside = run(["predict", "--history", records, "--date", "2027-01-01"])
        XCTAssertEqual(outside.0, .dataError)
        XCTAssertTrue(outside.1.err.contains("outside the history"), outside.1.err)
        XCTAssertEqual(run(["predict", "--history", records, "--model", folder.appendingPathComponent("no.json").path]).0, .noInput)
        let corrupt = folder.appendingPathComponent("bad.json").path
        try "{\"format\": \"flow-model\", \"version\": 1, \"tool_version\": \"x\", \"target\": {\"name\": \"stress\"}}"
            .write(toFile: corrupt, atomically: true, encoding: .utf8)
        let bad = run(["predict", "--history", records, "--model", corrupt])
        XCTAssertEqual(bad.0, .dataError)
        XCTAssertTrue(bad.1.err.contains("'target.direction' is missing"), bad.1.err)
        XCTAssertEqual(run(["predict", "--history", records, "--date", "2026-01-05", "--last", "3"]).0, .usage)
        // A table cut off in the middle of a line: the broken line is named.
        let table = folder.appendingPathComponent("table.csv").path
        XCTAssertEqual(run(["features", "--history", records, "--out", table]).0, .success)
        let full = try String(contentsOfFile: table, encoding: .utf8)
        try String(full.prefix(full.count - 40)).write(toFile: table, atomically: true, encoding: .utf8)
        let truncated = run(["predict", "--history", table])
        XCTAssertEqual(truncated.0, .dataError)
        XCTAssertTrue(truncated.1.err.contains("\(table):42: expected 50 fields"), truncated.1.err)
    }
}
