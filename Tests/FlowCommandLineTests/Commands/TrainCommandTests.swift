import FlowCommandLine
import FlowFeatures
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

final class TrainCommandTests: FolderTestCase {
    var records = "", labels = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        let sim = PersonSimulator.simulate(SimulationPlan(days: 45, seed: 2))
        records = folder.appendingPathComponent("records.csv").path
        labels = folder.appendingPathComponent("labels.csv").path
        try sim.records.write(toFile: records, atomically: false, encoding: .utf8)
        try sim.labels.write(toFile: labels, atomically: false, encoding: .utf8)
    }

    func testTrainWritesAModelThatEvaluateScores() throws {
        let (code, t) = flow([
            "train", "--history", records, "--labels", labels, "--ridge", "3", "--out", path("m.json"),
        ])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.contains("lambda 3"), t.out)
        XCTAssertTrue(t.err.contains("labels: "), t.err)
        let model = try RecoveryModel(text: String(contentsOfFile: path("m.json"), encoding: .utf8), file: "m.json")
        XCTAssertEqual(model.lambda, 3)
        XCTAssertEqual(model.features.count, 12)
        let (evalCode, e) = flow([
            "evaluate", "--history", records, "--labels", labels, "--model", path("m.json"), "--json",
        ])
        XCTAssertEqual(evalCode, .success, e.err)
        let json = try JSONValue.parse(e.out)
        XCTAssertEqual(json["lambda"]?.number, 3)
        XCTAssertTrue(json["in_sample"]?["rank"]?.isNull ?? false)
        assertCloseEnough(json["in_sample"]?["rmse"]?.number, model.training.rmse ?? .nan)
        let (textCode, text) = flow(["evaluate", "--history", records, "--labels", labels, "--ridge", "0"])
        XCTAssertEqual(textCode, .success, text.err)
        XCTAssertTrue(text.out.contains("Rolling origin"), text.out)
        XCTAssertTrue(text.out.contains("verdict:"), text.out)
    }

    func assertCloseEnough(_ a: Double?, _ b: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a ?? .nan, b, accuracy: 1e-12, file: file, line: line)
    }

    /// A history with a handful of evaluated days (the issue's athlete had 5): train, evaluate,
    /// predict and the report all say it is too few to judge, never "beats" or "loses".
    func testAHandfulOfEvaluatedDaysIsTooFewToJudgeEverywhere() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 36, seed: 2))
        try sim.records.write(toFile: records, atomically: false, encoding: .utf8)
        try sim.labels.write(toFile: labels, atomically: false, encoding: .utf8)
        let (code, t) = flow(["train", "--history", records, "--labels", labels, "--out", path("m.json"), "-q"])
        XCTAssertEqual(code, .success, t.err)
        let model = try RecoveryModel(text: String(contentsOfFile: path("m.json"), encoding: .utf8), file: "m.json")
        let n = try XCTUnwrap(model.training.verdict?.days)
        XCTAssertLessThan(n, 10)
        XCTAssertNil(model.training.verdict?.meanInterval)
        XCTAssertTrue(t.out.contains("vs your average"), t.out)
        XCTAssertTrue(t.out.contains(": too few days to judge (\(n))"), t.out)
        XCTAssertFalse(t.out.contains("beats"), t.out)

        let (evalCode, e) = flow(["evaluate", "--history", records, "--labels", labels, "-q"])
        XCTAssertEqual(evalCode, .success, e.err)
        XCTAssertTrue(e.out.contains("verdict: cannot be judged yet, too few days to judge (\(n))"), e.out)
        let json = try JSONValue.parse(
            flow(["evaluate", "--history", records, "--labels", labels, "--json", "-q"]).1.out)
        XCTAssertEqual(json["rolling"]?["skill_vs_mean_interval"], .null)

        let (predictCode, p) = flow([
            "predict", "--history", records, "--labels", labels, "--model", path("m.json"), "--last", "1",
        ])
        XCTAssertEqual(predictCode, .success, p.err)
        XCTAssertTrue(squeezed(p.out).contains("it was tested out of sample on \(n) days, too few to judge"), p.out)

        let (reportCode, r) = flow([
            "report", "--history", records, "--labels", labels, "--model", path("m.json"), "--out", path("r.html"),
            "-q",
        ])
        XCTAssertEqual(reportCode, .success, r.err)
        let html = try String(contentsOfFile: path("r.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("this model cannot be judged yet, too few days to judge (\(n))"), html)
    }

    func testTooFewDaysSaysHowManyAreNeededAndWritesNothing() throws {
        let few = try write(
            "date,stress\n"
                + (2...10).map { "2026-01-\(String(format: "%02d", $0)),3.\($0 % 10)" }.joined(separator: "\n") + "\n",
            "few.csv")
        let (code, t) = flow(["train", "--history", records, "--labels", few, "--out", path("m.json")])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("needs at least 14, there are 9"), t.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("m.json")))
        let (autoCode, auto) = flow([
            "train", "--history", records, "--labels", labels, "--ridge", "auto", "--features", "sleep_hours",
            "--out", path("m.json"),
        ])
        XCTAssertEqual(autoCode, .success, auto.err)  // 45 days: enough for auto
        let (olsCode, ols) = flow([
            "train", "--history", records, "--labels", few, "--ridge", "0", "--out", path("n.json"),
        ])
        XCTAssertEqual(olsCode, .dataError, ols.err)
    }

    func testLabelsWithoutMatchingDaysOrThatNeverVaryAreErrors() throws {
        /// Twenty labels dated from `first` (a year and month prefix), all 3.
        func threes(_ prefix: String, _ days: ClosedRange<Int>, _ name: String) throws -> String {
            try write(
                "date,stress\n" + days.map { prefix + String(format: "%02d", $0) + ",3" }.joined(separator: "\n")
                    + "\n", name)
        }
        let elsewhere = try threes("2030-01-", 1...20, "e.csv")
        let (code, t) = flow(["train", "--history", records, "--labels", elsewhere, "--out", path("m.json")])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("20 on dates without a scorable row"), t.err)
        XCTAssertTrue(t.err.contains("there are 0"), t.err)
        let flat = try threes("2026-01-", 2...30, "flat.csv")
        let (flatCode, f) = flow(["train", "--history", records, "--labels", flat, "--out", path("m.json")])
        XCTAssertEqual(flatCode, .dataError)
        XCTAssertTrue(f.err.contains("never vary"), f.err)
        let outside = try write("date,stress\n2026-01-02,9\n2026-01-03,0\n", "o.csv")
        let (offCode, o) = flow(["train", "--history", records, "--labels", outside, "--out", path("m.json")])
        XCTAssertEqual(offCode, .dataError)
        XCTAssertTrue(
            o.err.contains("2 of 2 stress labels lie outside the scale 1:5 (more than 20 %); they range from 0 to 9"),
            o.err)
        XCTAssertTrue(o.err.contains("--scale 0:9"), o.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("m.json")))
    }

    func testBadOptionsAreUsageErrors() {
        for words in [
            ["--features", "sleep_hours,mood"], ["--scale", "5:1"], ["--scale", "1-5"], ["--ridge", "-1"],
            ["--direction", "up"], ["--features", "steps,steps"],
        ] {
            let (code, t) = flow(["train", "--history", records, "--labels", labels, "--out", path("m.json")] + words)
            XCTAssertEqual(code, .usage, "\(words): \(t.err)")
        }
        XCTAssertEqual(
            flow(["evaluate", "--history", records, "--labels", labels, "--model", path("m.json"), "--ridge", "3"]).0,
            .usage)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("m.json")))
    }

    func testATableMadeWithOtherSettingsIsRefused() throws {
        XCTAssertEqual(flow(["features", "--history", records, "--max-hr", "180", "--out", path("t.csv")]).0, .success)
        let (code, t) = flow(["train", "--history", path("t.csv"), "--labels", labels, "--out", path("m.json")])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("max_hr=180"), t.err)
        let (ok, o) = flow([
            "train", "--history", path("t.csv"), "--labels", labels, "--max-hr", "180", "--ridge", "1", "--out",
            path("m.json"),
        ])
        XCTAssertEqual(ok, .success, o.err)
    }

    func testMissingAndCorruptModelFiles() throws {
        XCTAssertEqual(
            flow(["evaluate", "--history", records, "--labels", labels, "--model", path("none.json")]).0, .noInput)
        let corrupt = try write("{\"format\": \"flow-model\", \"version\": 1}", "c.json")
        let (code, t) = flow(["evaluate", "--history", records, "--labels", labels, "--model", corrupt])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("'tool_version' is missing"), t.err)
    }

    func testAFitbitFolderWithPMSysLabels() throws {
        let fitbit = folder.appendingPathComponent("p99/fitbit")
        try FileManager.default.createDirectory(at: fitbit, withIntermediateDirectories: true)
        var logs: [String] = []
        var wellness =
            "effective_time_frame,fatigue,mood,readiness,sleep_duration_h,sleep_quality,soreness,soreness_area,stress\n"
        for k in 0..<40 {
            let day = CalendarDay(year: 2026, month: 1, day: 1)!.adding(days: k)
            let hours = 6 + Double(k % 5) * 0.5
            logs.append(
                "{\"logId\": \(k), \"type\": \"stages\", \"levels\": {\"data\": [{\"dateTime\": \"\(day)T00:00:00.000\", "
                    + "\"level\": \"light\", \"seconds\": \(Int(hours * 3600))}]}}")
            wellness += "\(day)T07:00:00.000Z,3,3,\(10 - k % 5),7,3,2,[],\(k % 5 + 1)\n"
        }
        try "[\(logs.joined(separator: ","))]".write(
            to: fitbit.appendingPathComponent("sleep.json"), atomically: false, encoding: .utf8)
        let labels = try write(wellness, "wellness.csv")
        let person = folder.appendingPathComponent("p99").path
        let (code, t) = flow([
            "evaluate", "--history", person, "--labels", labels, "--direction", "higher-is-better",
            "--label-tz", "+01:00", "--features", "sleep_hours", "--ridge", "0", "--json",
        ])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.err.contains("sleep from Fitbit: 40"), t.err)
        let json = try JSONValue.parse(t.out)
        XCTAssertEqual(json["in_sample"]?["r2"]?.number ?? 0, 1, accuracy: 1e-9)  // stress = 2·(hours − 6) + 1 exactly
        // PMSys readiness is 0-10 with 10 the good end, unless the options say otherwise.
        let (readinessCode, r) = flow([
            "train", "--history", person, "--labels", labels, "--target", "readiness",
            "--label-tz", "+01:00", "--features", "sleep_hours", "--ridge", "0", "--out", path("r.json"),
        ])
        XCTAssertEqual(readinessCode, .success, r.err)
        XCTAssertTrue(r.err.contains("labels: readiness 0:10 higher-is-better, 40 usable days"), r.err)
        let readiness = try RecoveryModel(text: String(contentsOfFile: path("r.json"), encoding: .utf8), file: "r.json")
        XCTAssertEqual(readiness.target, TargetScale(name: "readiness", lo: 0, hi: 10, direction: .higherIsBetter))
        let (scaled, sc) = flow([
            "evaluate", "--history", person, "--labels", labels, "--target", "readiness", "--scale", "1:10",
            "--label-tz", "+01:00", "--features", "sleep_hours", "--ridge", "0",
        ])
        XCTAssertEqual(scaled, .success, sc.err)
        XCTAssertTrue(sc.err.contains("labels: readiness 1:10 higher-is-better"), sc.err)
        let (hours, h) = flow([
            "train", "--history", person, "--labels", labels, "--target", "sleep_duration_h", "--out", path("h.json"),
        ])
        XCTAssertEqual(hours, .usage)
        XCTAssertTrue(h.err.contains("sleep_duration_h is a measurement, not a rating"), h.err)
        let (missing, m) = flow([
            "train", "--history", person, "--labels", labels, "--target", "energy", "--out", path("m.json"),
        ])
        XCTAssertEqual(missing, .dataError)
        XCTAssertTrue(m.err.contains("no labels column 'energy' (the header has fatigue, mood, readiness"), m.err)
        XCTAssertEqual(
            flow(["train", "--history", person, "--labels", labels, "--label-tz", "Oslo", "--out", path("m.json")]).0,
            .usage)
    }
}
