import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow scores` and `flow insights`.
final class ScoresCommandTests: FolderTestCase {
    /// An export that never has HRV (ten nights of sleep and resting HR): the JSON keeps SPEC
    /// 14's `building_baseline` (0 of 30 rows with HRV), the text says "no HRV" once and never
    /// "building baseline".
    func testAHistoryWithoutHRVSaysSoOnce() throws {
        let history = try write(
            nightlyRecords(nights: 10, source: "Watch") {
                "resting_hr,\($0)T12:00:00+01:00,\($0)T12:00:00+01:00,\(50 + $1 % 4),Watch"
            }, "nohrv.csv")
        let (code, j) = flow(["scores", "--history", history, "--json", "-q"])
        XCTAssertEqual(code, .success, j.err)
        let days = try XCTUnwrap(JSONValue.parse(j.out).array)
        XCTAssertFalse(days.isEmpty)
        XCTAssertTrue(days.allSatisfy { $0["building_baseline"] == .bool(true) })
        let (tcode, t) = flow(["scores", "--history", history, "-q"])
        XCTAssertEqual(tcode, .success, t.err)
        XCTAssertEqual(t.out.components(separatedBy: "No HRV in this export").count - 1, 1, t.out)
        XCTAssertFalse(t.out.contains("building baseline"), t.out)
    }

    /// The golden scores and insights (numbers, tiers, rounded values, parts, what is missing,
    /// the order of insights); sentences and reasons are the reference's own wording.
    func testTheGoldenScoresAndInsightsMatch() throws {
        let table = try goldenTable()
        let (code, t) = flow(["scores", "--history", table, "--json"])
        XCTAssertEqual(code, .success, t.err)
        assertMatchesGolden(
            try JSONValue.parse(t.out), try JSONValue.parse(try goldenText("scores.json")),
            skip: ["reason", "missing_why", "sentence"])
        let (icode, i) = flow([
            "insights", "--history", table, "--checkins", try goldenFile("checkins.csv").path, "--json",
        ])
        XCTAssertEqual(icode, .success, i.err)
        assertMatchesGolden(
            try JSONValue.parse(i.out), try JSONValue.parse(try goldenText("insights.json")),
            skip: ["sentence", "summary"])
    }

    func testTheTextIsALineADayAndADayCanBeSpeltOut() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (code, t) = flow(["scores", "--history", sample, "--from", "2026-06-20"])
        XCTAssertEqual(code, .success, t.err)
        // A line a day, folded past 100 columns under its date: joined back, the note and 10 days.
        let lines = t.out.replacing("\n" + String(repeating: " ", count: 12), with: " ").split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("2026-06-") }.count, 10)  // 2026-06-20 … 2026-06-29
        XCTAssertTrue(lines[0].hasPrefix("Reference scores: "), t.out)
        XCTAssertTrue(t.out.split(separator: "\n").allSatisfy { $0.count <= 100 }, t.out)
        let first = try XCTUnwrap(lines.first { $0.hasPrefix("2026-06-20") })
        XCTAssertTrue(first.hasPrefix("2026-06-20  Recovery "), t.out)
        XCTAssertTrue(
            first.contains(" · Sleep ") && first.contains(" · Strain ") && first.contains(" · Stress "), t.out)
        let (dcode, d) = flow(["scores", "--history", sample, "--date", "2026-06-29"])
        XCTAssertEqual(dcode, .success, d.err)
        XCTAssertTrue(d.out.contains("    duration ") && d.out.contains(" × "), d.out)
    }
}
