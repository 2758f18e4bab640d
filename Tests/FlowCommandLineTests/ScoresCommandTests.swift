import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow scores` and `flow insights`.
final class ScoresCommandTests: FolderTestCase {
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
            try JSONValue.parse(i.out), try JSONValue.parse(try goldenText("insights.json")), skip: ["sentence"])
    }

    func testTheTextIsALineADayAndADayCanBeSpeltOut() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (code, t) = flow(["scores", "--history", sample, "--from", "2026-06-20"])
        XCTAssertEqual(code, .success, t.err)
        let lines = t.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 11)  // the note, then 2026-06-20 … 2026-06-29
        XCTAssertTrue(lines[1].hasPrefix("2026-06-20  Recovery "), t.out)
        XCTAssertTrue(
            lines[1].contains(" · Sleep ") && lines[1].contains(" · Strain ") && lines[1].contains(" · Stress "), t.out)
        let (dcode, d) = flow(["scores", "--history", sample, "--date", "2026-06-29"])
        XCTAssertEqual(dcode, .success, d.err)
        XCTAssertTrue(d.out.contains("    duration ") && d.out.contains(" × "), d.out)
    }
}
