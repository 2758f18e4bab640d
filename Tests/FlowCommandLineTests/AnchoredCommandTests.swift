import FlowInference
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// The anchored model through the command line (SPEC 16): train, evaluate and predict against
/// the independent implementation's vectors, the classic model under `--anchor none --select
/// all`, and the options' refusals.
final class AnchoredCommandTests: FolderTestCase {

    func testPredictTakesEachMorningsAnchorFromTheLabelsBeforeIt() throws {
        let g = try golden()
        let (code, t) = flow([
            "predict", "--history", g.records, "--model", g.model, "--labels", g.labels, "--last", "1000", "--json",
            "-q",
        ])
        XCTAssertEqual(code, .success, t.err)
        assertMatchesGolden(
            try JSONValue.parse(t.out), try JSONValue.parse(try goldenText("predict-anchored.json")),
            skip: ["sentence", "reason"])
        let days = try XCTUnwrap(try JSONValue.parse(t.out).array)
        XCTAssertEqual(days.first { $0["date"]?.string == "2026-02-03" }?["reason"]?.string, "no earlier label")
    }

    /// Without --labels only the mornings after the model's last label (2026-07-02) are
    /// scored; the history ends on 2026-07-02, so the latest morning has no recent level.
    func testWithoutLabelsOnlyMorningsAfterTheLastLabelAreScored() throws {
        let g = try golden()
        let (code, t) = flow(["predict", "--history", g.records, "--model", g.model, "--last", "3", "--json", "-q"])
        XCTAssertEqual(code, .success, t.err)
        let days = try XCTUnwrap(try JSONValue.parse(t.out).array)
        XCTAssertTrue(
            days.allSatisfy { $0["scored"] == .bool(false) && $0["reason"]?.string != "no earlier label" },
            t.out)
        XCTAssertEqual(days.last?["reason"]?.string, "no recent level: give --labels")
    }

    /// The most natural second command after training, without --labels: the latest morning
    /// (and any one date up to the model's last label, 2026-07-02) needs the recent level, so
    /// the error names the option and the date, not the night measurements (exit 65). A range
    /// that reaches no further prints its mornings with the reason, and counts them.
    func testWithoutLabelsTheErrorNamesTheOptionAndTheDate() throws {
        let g = try golden()
        let (code, t) = flow(["predict", "--history", g.records, "--model", g.model, "-q"])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(
            t.err.contains(
                "this model starts from your recent stress, and none is given for the mornings up to 2026-07-02"),
            t.err)
        XCTAssertTrue(t.err.hasSuffix("(later mornings start from the level it stored); give --labels FILE\n"), t.err)
        XCTAssertFalse(t.err.contains("night measurement"), t.err)
        let (dayCode, day) = flow(["predict", "--history", g.records, "--model", g.model, "--date", "2026-05-01"])
        XCTAssertEqual(dayCode, .dataError)
        XCTAssertTrue(day.err.contains("mornings up to 2026-07-02"), day.err)
        XCTAssertTrue(day.err.contains("; give --labels FILE"), day.err)
        let (rangeCode, range) = flow([
            "predict", "--history", g.records, "--model", g.model, "--labels", g.labels, "--from", "2026-02-02",
            "--to", "2026-02-08", "-q",
        ])
        XCTAssertEqual(rangeCode, .success, range.err)
        let lines = dayLines(range.out)
        // 02-02 has no label before it (and no night: the history starts that evening), 02-03 has no earlier label.
        XCTAssertTrue(lines.contains("2026-02-03  not scored: \(UnscoredReason.noEarlierLabel.explanation)"), range.out)
        let scored = lines.filter { $0.contains("Recovery Flow") }.count
        XCTAssertEqual(lines.last, "scored \(scored) of 7 mornings; not scored: " + unscoredReasons(lines), range.out)
    }

    /// The reasons the unscored lines give, counted in the order the summary line lists them.
    private func unscoredReasons(_ lines: [String]) -> String {
        let reasons: [(UnscoredReason, String)] = [
            (.noData, "  no data"), (.noNightData, UnscoredReason.noNightData.explanation),
            (.noRecentLevel, UnscoredReason.noRecentLevel.explanation),
            (.noEarlierLabel, UnscoredReason.noEarlierLabel.explanation),
        ]
        return reasons.compactMap { reason, text in
            let n = lines.filter { $0.hasPrefix("2026-") && $0.hasSuffix(text) }.count
            return n > 0 ? "\(n) \(reason.rawValue)" : nil
        }.joined(separator: ", ")
    }

    /// `--anchor none --select all` writes the classic model of SPEC 5, byte for byte what the
    /// golden `model-ridge-3.json` holds in its numbers.
    func testTheClassicModelUnderAnchorNoneSelectAll() throws {
        let g = try golden()
        let out = path("classic.json")
        let (code, t) = flow([
            "train", "--history", g.records, "--labels", g.labels, "--anchor", "none", "--select", "all", "--ridge",
            "3",
            "--out", out, "-q",
        ])
        XCTAssertEqual(code, .success, t.err)
        let ours = try JSONValue.parse(try String(contentsOfFile: out, encoding: .utf8))
        XCTAssertEqual(ours["version"]?.number, 1)
        XCTAssertNil(ours["anchor"])
        assertMatchesGolden(
            ours, try JSONValue.parse(try goldenText("model-ridge-3.json")), relative: 1e-8,
            skip: ["tool_version", "dropped_why", "labels", "ridge_auto", "references"])
    }

    func testBadOptions() {
        let sample = TestPaths.package("Datasets/sample")
        let history = sample.appendingPathComponent("records.csv").path
        let labels = sample.appendingPathComponent("labels.csv").path
        let base = ["train", "--history", history, "--labels", labels, "--out", path("m.json")]
        let (code, t) = flow(base + ["--anchor", "none"])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("--select all"), t.err)
        XCTAssertEqual(flow(base + ["--anchor", "median"]).0, .usage)
        XCTAssertEqual(flow(base + ["--select", "some"]).0, .usage)
    }

    /// A labels file without the model's target names both the file and the target.
    func testLabelsOfAnotherTargetAreRefusedNamingBoth() throws {
        let sample = TestPaths.package("Datasets/sample")
        let history = sample.appendingPathComponent("records.csv").path
        let model = path("m.json")
        XCTAssertEqual(
            flow([
                "train", "--history", history, "--labels", sample.appendingPathComponent("labels.csv").path, "--out",
                model,
            ])
            .0, .success)
        let other = path("moods.csv")
        try "date,mood\n2026-03-01,3\n".write(toFile: other, atomically: false, encoding: .utf8)
        let (code, t) = flow(["predict", "--history", history, "--model", model, "--labels", other])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("moods.csv has no 'stress' column") && t.err.contains("m.json"), t.err)
        XCTAssertTrue(t.err.contains("mood"), t.err)
    }

    /// Fewer than 29 usable labelled days: nothing can be tested, so nothing is admitted, and
    /// train says how many days that needs.
    func testAShortHistoryAdmitsNothingAndSaysWhy() throws {
        let sample = TestPaths.package("Datasets/sample")
        let all = try String(contentsOf: sample.appendingPathComponent("labels.csv"), encoding: .utf8)
            .split(separator: "\n")
        let short = path("short.csv")
        try (all.prefix(26).joined(separator: "\n") + "\n").write(toFile: short, atomically: false, encoding: .utf8)
        let out = path("m.json")
        let (code, t) = flow([
            "train", "--history", sample.appendingPathComponent("records.csv").path, "--labels", short, "--out", out,
        ])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.contains("nothing could be admitted") && t.out.contains("at least 29 labelled days"), t.out)
        let model = try JSONValue.parse(try String(contentsOfFile: out, encoding: .utf8))
        XCTAssertEqual(model["features"]?.array?.filter { $0["admitted"] == .bool(true) }.count, 0)
        XCTAssertEqual(model["training"]?["cv_days"], .null)
    }
}
