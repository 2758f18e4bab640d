import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow train --features` naming training-load columns (SPEC 16 and 17): they are candidates
/// of an anchored model, refused by the classic fit, and a model weighing `session_load`
/// needs the sessions file to score.
final class TrainLoadTests: FolderTestCase {
    /// A session every other day across the sample's half year, RPE 3-8 for 30-90 minutes.
    private func sessions() throws -> String {
        var text = "end_date_time,activity_names,perceived_exertion,duration_min\n"
        let start = try XCTUnwrap(CalendarDay(iso: "2026-01-01"))
        for k in stride(from: 0, to: 180, by: 2) {
            text += "\(start.adding(days: k))T18:00:00Z,run,\(3 + k % 6),\(30 + (k * 7) % 61)\n"
        }
        return try write(text, "srpe.csv")
    }

    func testLoadColumnsAreCandidatesOfAnAnchoredModel() throws {
        let sample = TestPaths.package("Datasets/sample/records.csv").path
        let labels = TestPaths.package("Datasets/sample/labels.csv").path
        let srpe = try sessions()
        let model = path("m.json")
        let (code, t) = flow([
            "train", "--history", sample, "--labels", labels, "--sessions", srpe, "--label-tz", "+00:00",
            "--features", "session_load,sleep_hours,trimp", "--select", "all", "--out", model, "-q",
        ])
        XCTAssertEqual(code, .success, t.err)
        let json = try JSONValue.parse(String(contentsOfFile: model, encoding: .utf8))
        // Table order: the feature first, then the load columns in theirs.
        XCTAssertEqual(
            json["features"]?.array?.compactMap { $0["name"]?.string }, ["sleep_hours", "trimp", "session_load"])
        XCTAssertTrue(json["features"]?.array?.allSatisfy { $0["admitted"] == .bool(true) } == true)
        // Scoring without the sessions file would put every morning's session load at the usual: refused.
        let alone = flow(["predict", "--history", sample, "--model", model, "--labels", labels])
        XCTAssertEqual(alone.0, .usage, alone.1.err)
        XCTAssertTrue(alone.1.err.contains("session_load") && alone.1.err.contains("--sessions"), alone.1.err)
        let scored = flow([
            "predict", "--history", sample, "--model", model, "--labels", labels, "--sessions", srpe,
            "--label-tz", "+00:00", "--json", "-q",
        ])
        XCTAssertEqual(scored.0, .success, scored.1.err)
    }

    func testTheClassicFitRefusesALoadColumn() throws {
        let sample = TestPaths.package("Datasets/sample/records.csv").path
        let labels = TestPaths.package("Datasets/sample/labels.csv").path
        let (code, t) = flow([
            "train", "--history", sample, "--labels", labels, "--anchor", "none", "--select", "all",
            "--features", "sleep_hours,acwr", "--out", path("m.json"),
        ])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("acwr can be weighed only by a model with an anchor"), t.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("m.json")))
        let unknown = flow(["train", "--history", sample, "--labels", labels, "--features", "vo2", "--out", "m"])
        XCTAssertEqual(unknown.0, .usage)
        XCTAssertTrue(unknown.1.err.contains("the load columns trimp, trimp_coverage_min"), unknown.1.err)
    }
}
