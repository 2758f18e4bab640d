import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow load`: the golden load vectors through the command line, the sex it says it used,
/// sessions, and its refusals.
final class LoadCommandTests: FolderTestCase {
    func testTheGoldenLoadMatches() throws {
        let records = try goldenFile("records.csv").path
        let (code, t) = flow(["load", "--history", records, "--json"])
        XCTAssertEqual(code, .success, t.err)
        assertMatchesGolden(try JSONValue.parse(t.out), try JSONValue.parse(try goldenText("load.json")))
        XCTAssertTrue(t.err.contains("sex: male, the default"), t.err)
        let female = flow(["load", "--history", records, "--sex", "female", "--from", "2026-07-02", "--json"])
        XCTAssertEqual(female.0, .success)
        XCTAssertTrue(female.1.err.contains("sex: female, from --sex"), female.1.err)
    }

    /// Sessions by day on the history's clock, the line of text, and the session file's errors.
    func testSessionsAndTheLine() throws {
        let sample = TestPaths.package("Datasets/sample/records.csv").path
        let sessions = try write(
            "end_date_time,activity_names,perceived_exertion,duration_min\n"
                + "2026-06-27T18:00:00Z,run,5,60\n2026-06-27T20:00:00Z,gym,7,30\n2026-06-29T07:00:00Z,run,4,45\n",
            "srpe.csv")
        let (code, t) = flow([
            "load", "--history", sample, "--sessions", sessions, "--label-tz", "+00:00", "--from", "2026-06-28", "-q",
        ])
        XCTAssertEqual(code, .success, t.err)
        let lines = dayLines(t.out)  // each folded under its date at 100 columns
        XCTAssertEqual(lines.count, 2)  // 2026-06-28 and 2026-06-29
        XCTAssertTrue(lines[0].hasPrefix("2026-06-28  TRIMP ") && lines[0].contains("session load 510"), t.out)
        XCTAssertTrue(lines[1].contains("session load 0"), t.out)  // 06-28 had none, inside the file's span
        XCTAssertTrue(lines[1].contains(" of 28 days worn"), t.out)
        // A row that cannot be read is rejected and named; the rest of the file still counts.
        let bad = try write(
            "end_date_time,activity_names,perceived_exertion,duration_min\nnow,run,5,30\n2026-06-27T18:00:00Z,run,5,60\n",
            "bad.csv")
        let read = flow([
            "load", "--history", sample, "--sessions", bad, "--label-tz", "+00:00", "--from", "2026-06-28",
        ])
        XCTAssertEqual(read.0, .success, read.1.err)
        XCTAssertTrue(
            read.1.err.contains("bad.csv: 1 session row rejected; first rejected: line 2 (end_date_time 'now'"),
            read.1.err)
        XCTAssertTrue(read.1.out.contains("session load 300"), read.1.out)  // 5 × 60 on 06-28's load (the day before)
    }

    func testRefusals() throws {
        let sample = TestPaths.package("Datasets/sample/records.csv").path
        XCTAssertEqual(flow(["load", "--history", sample, "--sex", "other"]).0, .usage)
        let table = path("t.csv")
        XCTAssertEqual(flow(["features", "--history", sample, "--out", table]).0, .success)
        let (code, t) = flow(["load", "--history", table])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("keeps no heart-rate samples"), t.err)
        // Steps only: no heart rate, so every load is missing, and it says why.
        let steps = try write(
            RecordsCSV.header + "\nsteps,2026-03-01T10:00:00Z,2026-03-01T10:15:00Z,100,Phone\n"
                + "steps,2026-03-02T10:00:00Z,2026-03-02T10:15:00Z,100,Phone\n", "steps.csv")
        let (scode, s) = flow(["load", "--history", steps, "--json"])
        XCTAssertEqual(scode, .success, s.err)
        XCTAssertTrue(s.err.contains("no heart-rate samples, so there is no training load"), s.err)
        XCTAssertTrue(try JSONValue.parse(s.out).array?.allSatisfy { $0["trimp"] == .null } == true)
        // As text: no line of zeros for fitness, fatigue and form; nothing was measured.
        let (tcode, text) = flow(["load", "--history", steps])
        XCTAssertEqual(tcode, .success, text.err)
        XCTAssertEqual(text.out, "")
        XCTAssertFalse(text.out.contains("form +0.0"))
    }
}
