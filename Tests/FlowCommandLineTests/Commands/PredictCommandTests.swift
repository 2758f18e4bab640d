import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

final class PredictCommandTests: FolderTestCase {
    var records = ""
    let root = TestPaths.packageRoot

    override func setUpWithError() throws {
        try super.setUpWithError()
        records = folder.appendingPathComponent("records.csv").path
        try PersonSimulator.simulate(SimulationPlan(days: 40, seed: 4)).records.write(
            toFile: records, atomically: false, encoding: .utf8)
    }

    /// Without --model: the reference model, said once, then the latest scored day.
    func testTheLatestDayWithTheReferenceModel() throws {
        let (code, t) = flow(["predict", "--history", records])
        XCTAssertEqual(code, .success, t.err)
        let lines = t.out.split(separator: "\n")
        XCTAssertTrue(
            lines.first?.hasPrefix("Scored with the reference model: each day is compared with your own") ?? false,
            t.out)
        XCTAssertEqual(t.out.components(separatedBy: "reference model").count, 2, "said once: \(t.out)")
        // The note folds at 100 columns; the morning follows it.
        XCTAssertTrue(lines.dropFirst(2).first?.hasPrefix("2026-02-09  Recovery Flow") ?? false, t.out)
        XCTAssertEqual(lines.filter { $0.hasPrefix("  + ") || $0.hasPrefix("  - ") }.count, 3, t.out)
        XCTAssertFalse(t.out.contains("(estimated)"), t.out)
    }

    /// The shipped sample person, as the README's first command scores it: its first morning
    /// has no data (nothing before it), then three calibrating mornings with 0, 1 and 2 nights
    /// of the person's own before them, then the first number (SPEC 10.4).
    func testTheSamplePersonStartsWithThreeCalibratingMornings() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (code, t) = flow(["predict", "--history", sample, "--last", "180", "--json", "-q"])
        XCTAssertEqual(code, .success, t.err)
        let days = try XCTUnwrap(JSONValue.parse(t.out).array)
        XCTAssertEqual(
            days.prefix(5).map { $0["reason"]?.string }, ["no data", "calibrating", "calibrating", "calibrating", nil])
        XCTAssertEqual(days[4]["baseline_days"]?.number, 3)
        XCTAssertEqual(days[4]["phase"]?.string, "calibrating")
        let (_, text) = flow(["predict", "--history", sample, "--from", "2026-01-02", "--to", "2026-01-04", "-q"])
        XCTAssertTrue(
            text.out.hasSuffix(
                "2026-01-02  calibrating: 0 of 3 nights\n2026-01-03  calibrating: 1 of 3 nights\n"
                    + "2026-01-04  calibrating: 2 of 3 nights\n"), text.out)
    }

    /// A phone that only counts steps: no morning is scored, and the error says why.
    func testAStepsOnlyHistoryGetsNoScore() throws {
        // Steps of D-1 belong to row D: row 03-01 has no data (nothing on 02-28), 03-02…03-09 steps alone.
        let phone = folder.appendingPathComponent("phone.csv").path
        var csv = "kind,start,end,value,source\n"
        for d in 1...9 { csv += "steps,2026-03-0\(d)T10:00:00+01:00,2026-03-0\(d)T11:00:00+01:00,\(1000 * d),iPhone\n" }
        try csv.write(toFile: phone, atomically: false, encoding: .utf8)
        let (code, t) = flow(["predict", "--history", phone])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(
            t.err.contains("no day could be scored: of 9 days, 1 had no data and 8 no night measurement"), t.err)
        let (jsonCode, json) = flow(["predict", "--history", phone, "--last", "2", "--json"])
        XCTAssertEqual(jsonCode, .success, json.err)
        let days = try XCTUnwrap(JSONValue.parse(json.out).array)
        XCTAssertEqual(days.map { $0["reason"]?.string }, ["no night data", "no night data"])
        let (_, text) = flow(["predict", "--history", phone, "--last", "1"])
        XCTAssertTrue(text.out.hasSuffix("2026-03-09  not scored: nothing was measured last night\n"), text.out)
    }

    func testJSONForARangeMatchesTheScorer() throws {
        let (code, t) = flow(["predict", "--history", records, "--from", "2026-01-01", "--to", "2026-01-10", "--json"])
        XCTAssertEqual(code, .success, t.err)
        let days = try XCTUnwrap(JSONValue.parse(t.out).array)
        XCTAssertEqual(days.count, 10)
        XCTAssertEqual(days[0]["scored"], .bool(false))  // the first morning has no data
        XCTAssertEqual(days[0]["reason"], .string("no data"))
        let model = try RecoveryModel.reference()
        let table = FeatureTable(history: try RecordsCSV.read(path: records).0, settings: model.settings)
        let expected = FlowScorer(model: model).score(rows: table.rows)
        for (json, result) in zip(days, expected) {
            guard let s = result.score else { continue }
            XCTAssertEqual(json["flow"]?.number, s.flow)
            XCTAssertEqual(json["trend"]?.number, s.trend)
            XCTAssertEqual(json["state"]?.string, s.state.rawValue)
            XCTAssertEqual(json["phase"]?.string, s.phase.rawValue)
            XCTAssertEqual(json["baseline_days"]?.number, Double(s.baselineDays))
            XCTAssertEqual(json["estimated"]?.number, s.estimated)
            let drivers = json["drivers"]?.array ?? []
            XCTAssertEqual(drivers.count, s.drivers.count)
            XCTAssertTrue(
                drivers.allSatisfy { $0["provenance"]?.string == "observed" && $0["usual_source"]?.string != nil })
            var sum = json["usual_flow"]?.number ?? 0
            if case .object(let pairs)? = json["contributions"] {
                for (_, value) in pairs { sum += value.number ?? 0 }
            }
            XCTAssertEqual(sum, RecoveryFlow.unclamped(s.prediction, model.target), accuracy: 1e-9)
        }
        let (rangeCode, range) = flow(["predict", "--history", records, "--last", "5"])
        XCTAssertEqual(rangeCode, .success)
        XCTAssertEqual(range.out.split(separator: "\n").filter { $0.hasPrefix("2026-") }.count, 5)
    }

    /// A trained model not known to beat the person's average out of sample says so once,
    /// before the days (on standard error with --json, so the JSON stays clean). Known means by
    /// the whole of the skill's 90 % interval (SPEC 10.6): a positive skill whose interval
    /// holds 0, or one over fewer than 10 days, is not enough.
    func testAModelThatDoesNotBeatTheAverageSaysSoOnce() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 40, seed: 4))
        let labels = folder.appendingPathComponent("labels.csv").path
        try sim.labels.write(toFile: labels, atomically: false, encoding: .utf8)
        let model = folder.appendingPathComponent("m.json").path
        XCTAssertEqual(
            flow([
                "train", "--history", records, "--labels", labels, "--anchor", "none", "--select", "all", "--ridge",
                "3",
                "--out", model,
            ]).0, .success)
        let trained = try JSONValue.parse(String(contentsOfFile: model, encoding: .utf8))
        func interval(_ lo: Double, _ hi: Double) -> JSONValue { .array([.number(lo), .number(hi)]) }
        let cases: [(skill: Double, interval: JSONValue, days: Double, warned: Bool)] = [
            (-0.1, interval(-0.3, 0.1), 12, true), (0.0, interval(-0.2, 0.2), 12, true),
            (0.25, interval(-0.05, 0.55), 12, true), (0.25, interval(0.05, 0.45), 12, false),
            (0.25, interval(0.05, 0.45), 9, true), (0.25, .null, 12, true),
        ]
        for (skill, interval, days, warned) in cases {
            let edited = trained.setting(
                "training",
                (trained["training"] ?? .null).setting("skill_vs_mean", .number(skill))
                    .setting("skill_vs_mean_interval", interval).setting("cv_days", .number(days)))
            try (edited.text() + "\n").write(toFile: model, atomically: false, encoding: .utf8)
            let (code, t) = flow(["predict", "--history", records, "--model", model, "--last", "3"])
            XCTAssertEqual(code, .success, t.err)
            XCTAssertEqual(
                t.out.components(separatedBy: "not known to beat your average").count, warned ? 2 : 1,
                "\(skill): \(t.out)")
            XCTAssertEqual(t.out.hasPrefix("note: this model is not known to beat your average"), warned, t.out)
            XCTAssertFalse(t.out.contains("reference model"), t.out)
            let (_, json) = flow(["predict", "--history", records, "--model", model, "--json"])
            XCTAssertNoThrow(try JSONValue.parse(json.out))
            XCTAssertEqual(json.err.contains("not known to beat your average"), warned)
        }
        // The reference model has no labels to be evaluated against.
        let (refCode, ref) = flow([
            "evaluate", "--history", records, "--labels", labels,
            "--model", root.appendingPathComponent("Models/reference.json").path,
        ])
        XCTAssertEqual(refCode, .dataError)
        XCTAssertTrue(ref.err.contains("fitted to no labels"), ref.err)
    }

    func testBadRequestsAndBadFiles() throws {
        let noData = flow(["predict", "--history", records, "--date", "2026-01-01"])
        XCTAssertEqual(noData.0, .dataError)
        XCTAssertTrue(
            noData.1.err.contains("2026-01-01 is not scored: nothing was recorded for that morning"), noData.1.err)
        let outside = flow(["predict", "--history", records, "--date", "2027-01-01"])
        XCTAssertEqual(outside.0, .dataError)
        XCTAssertTrue(outside.1.err.contains("outside the history"), outside.1.err)
        XCTAssertEqual(
            flow(["predict", "--history", records, "--model", folder.appendingPathComponent("no.json").path]).0,
            .noInput)
        let corrupt = folder.appendingPathComponent("bad.json").path
        try "{\"format\": \"flow-model\", \"version\": 1, \"tool_version\": \"x\", \"target\": {\"name\": \"stress\"}}"
            .write(toFile: corrupt, atomically: false, encoding: .utf8)
        let bad = flow(["predict", "--history", records, "--model", corrupt])
        XCTAssertEqual(bad.0, .dataError)
        XCTAssertTrue(bad.1.err.contains("'target.direction' is missing"), bad.1.err)
        XCTAssertEqual(flow(["predict", "--history", records, "--date", "2026-01-05", "--last", "3"]).0, .usage)
        // A table cut off in the middle of a line: the broken line is named.
        let table = folder.appendingPathComponent("table.csv").path
        XCTAssertEqual(flow(["features", "--history", records, "--out", table]).0, .success)
        let full = try String(contentsOfFile: table, encoding: .utf8)
        try String(full.prefix(full.count - 40)).write(toFile: table, atomically: false, encoding: .utf8)
        let truncated = flow(["predict", "--history", table])
        XCTAssertEqual(truncated.0, .dataError)
        // date, 19 features, 19 sources, 9 flags, no_data, 3 extras, 9 load columns and 3 vitals: 64 fields.
        XCTAssertTrue(truncated.1.err.contains("\(table):42: expected 64 fields"), truncated.1.err)
    }

    /// predict and trend say the Flow's direction with one function: on each of these mornings
    /// the words after predict's trend are those `flow trend --metric flow --as-of` prints.
    func testPredictAndTrendSayTheSameDirection() throws {
        let sample = root.appendingPathComponent("Datasets/sample/records.csv").path
        for date in ["2026-03-15", "2026-05-02", "2026-06-20"] {
            let (code, p) = flow(["predict", "--history", sample, "--date", date, "-q"])
            XCTAssertEqual(code, .success, p.err)
            let headline = try XCTUnwrap(p.out.split(separator: "\n").first { $0.hasPrefix(date) })
            let inside = try XCTUnwrap(headline.components(separatedBy: "(trend ").last?.split(separator: ")").first)
            let direction = try XCTUnwrap(inside.split(separator: ",", maxSplits: 1).last)
                .trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(direction.hasPrefix("rising") || direction.hasPrefix("falling") || direction == "level")
            let (tcode, t) = flow(["trend", "--history", sample, "--metric", "flow", "--as-of", date, "-q"])
            XCTAssertEqual(tcode, .success, t.err)
            XCTAssertTrue(t.out.contains(", \(direction); "), "\(date): predict says \(direction); trend: \(t.out)")
        }
    }
}
