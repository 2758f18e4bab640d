import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow scores`, `flow checkin` and `flow insights`.
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

    /// A check-in file grown by flow checkin: a new file, a day replaced with its other cells
    /// kept, then read as labels by flow train.
    func testCheckinAddsAndReplacesADay() throws {
        let file = path("checkins.csv")
        XCTAssertEqual(
            flow(["checkin", "--file", file, "--date", "2026-03-01", "--alcohol", "2", "--stress", "3"]).0, .success)
        XCTAssertEqual(flow(["checkin", "--file", file, "--date", "2026-03-01", "--meditation"]).0, .success)
        XCTAssertEqual(
            flow(["checkin", "--file", file, "--date", "2026-02-28", "--sauna=1", "--caffeine-late=0"]).0, .success)
        XCTAssertEqual(
            try String(contentsOfFile: file, encoding: .utf8),
            "date,alcohol,caffeine_late,late_meal,screen_before_bed,late_workout,meditation,stretching,cold_exposure,stress,sauna\n"
                + "2026-02-28,,0,,,,,,,,1\n2026-03-01,2,,,,,1,,,3,\n")
    }

    func testCheckinRefusesWhatItCannotWrite() throws {
        let notCheckins = try write("kind,start,end,value,source\n", "records.csv")
        let (code, t) = flow(["checkin", "--file", notCheckins, "--date", "2026-03-01", "--stress", "2"])
        XCTAssertEqual(code, .dataError, t.err)
        XCTAssertEqual(try String(contentsOfFile: notCheckins, encoding: .utf8), "kind,start,end,value,source\n")
        XCTAssertEqual(flow(["checkin", "--file", path("c.csv"), "--date", "2099-01-01", "--stress", "2"]).0, .usage)
        XCTAssertEqual(flow(["checkin", "--file", path("c.csv"), "--stress", "7"]).0, .usage)
        XCTAssertEqual(flow(["checkin", "--file", path("c.csv"), "--cold-exposure=2"]).0, .usage)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("c.csv")))
    }

    /// The check-in file's stress column is the label flow train needs.
    func testTheCheckinFileServesAsLabels() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample")
        let labels = try String(contentsOf: sample.appendingPathComponent("labels.csv"), encoding: .utf8)
        var csv = "date,alcohol,meditation,stress\n"
        for line in labels.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            csv += "\(cells[0]),,1,\(cells.count > 1 ? String(cells[1]) : "")\n"
        }
        let file = try write(csv, "checkins.csv")
        let (code, t) = flow([
            "train", "--history", sample.appendingPathComponent("records.csv").path, "--labels", file,
            "--target", "stress", "--out", path("model.json"),
        ])
        XCTAssertEqual(code, .success, t.err)
    }
}
