import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow tonight` through the command line: the golden vectors, the text, bad options, a short history.
final class TonightCommandTests: FolderTestCase {
    /// SPEC 20's JSON on the golden person: every night of the history, and as of 2026-04-17
    /// with Friday and Saturday mornings free (reasons are the reference's own words).
    func testTheGoldenTonightFilesMatch() throws {
        let records = try goldenFile("records.csv").path
        let (code, t) = flow(["tonight", "--history", records, "--from", "2026-02-02", "--to", "2026-07-02", "--json"])
        XCTAssertEqual(code, .success, t.err)
        assertMatchesGolden(
            try JSONValue.parse(t.out), try JSONValue.parse(try goldenText("tonight.json")), skip: ["reason"])
        let (acode, a) = flow([
            "tonight", "--history", records, "--date", "2026-04-17", "--free-days", "fri,sat", "--json", "-q",
        ])
        XCTAssertEqual(acode, .success, a.err)
        assertMatchesGolden(
            try JSONValue.parse(a.out), try JSONValue.parse(try goldenText("tonight-as-of-2026-04-17.json")),
            skip: ["reason"])
    }

    /// The sample person's last morning, 2026-06-29 (a Monday): Tuesday is a work day. The text
    /// is a heading, the plan, what the full need would ask (the sample's is not keepable), the
    /// need in parts and the chronotype, each a paragraph folded at 100 columns.
    func testTheSampleInText() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (code, t) = flow(["tonight", "--history", sample, "-q"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.split(separator: "\n").allSatisfy { $0.count <= 100 }, t.out)
        // Each paragraph starts a line with a word no folded line starts with.
        let paragraphs = t.out.replacing(/\n(?!The night|Tonight:|The whole|Need |Chronotype:)/, with: " ")
            .split(separator: "\n")
        XCTAssertEqual(paragraphs.count, 5, t.out)
        XCTAssertEqual(paragraphs[0], "The night into Tuesday 2026-06-30 (a work-day morning):")
        XCTAssertTrue(paragraphs[1].hasPrefix("Tonight: in bed by "), t.out)
        XCTAssertTrue(paragraphs[1].hasSuffix("(work day)."), t.out)
        XCTAssertTrue(paragraphs[2].hasPrefix("The whole need would mean bed at "), t.out)
        XCTAssertTrue(paragraphs[3].hasPrefix("Need "), t.out)
        XCTAssertTrue(paragraphs[3].hasSuffix(" for a usual day."), t.out)
        XCTAssertTrue(paragraphs[4].hasPrefix("Chronotype: "), t.out)
        // The JSON says the same plan the text does, and the full level's time the next sentence names.
        let (_, j) = flow(["tonight", "--history", sample, "--json", "-q"])
        let tonight = try XCTUnwrap(try JSONValue.parse(j.out)["tonight"])
        let plan = try XCTUnwrap(tonight["plan"]?["bedtime"]?.string)
        XCTAssertTrue(paragraphs[1].contains("in bed by \(plan). With the "), t.out)
        XCTAssertFalse(t.out.contains("lights out"), t.out)
        XCTAssertTrue(paragraphs[2].contains("bed at \(try XCTUnwrap(tonight["bedtime"]?.string)),"), t.out)
        XCTAssertEqual(tonight["plan"]?["level"], .string("most"))
    }

    /// Bad options: a word that is not a weekday (64, naming it), a date outside the history
    /// (65, naming it and the span), a sleep need out of range (64, as `flow features` says).
    func testBadOptions() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        let (fcode, f) = flow(["tonight", "--history", sample, "--free-days", "sat,fun", "-q"])
        XCTAssertEqual(fcode, .usage)
        XCTAssertTrue(f.err.contains("--free-days 'fun' is not a day of the week"), f.err)
        let (dcode, d) = flow(["tonight", "--history", sample, "--date", "2027-01-01", "-q"])
        XCTAssertEqual(dcode, .dataError)
        XCTAssertTrue(d.err.contains("2027-01-01 is outside the history (2026-01-01 to 2026-06-29)"), d.err)
        let (ncode, n) = flow(["tonight", "--history", sample, "--sleep-need", "2", "-q"])
        let (fnCode, fn) = flow(["features", "--history", sample, "--sleep-need", "2", "-q"])
        XCTAssertEqual(ncode, .usage)
        XCTAssertEqual(fnCode, .usage)
        XCTAssertEqual(n.err.split(separator: "\n").first, fn.err.split(separator: "\n").first)
        XCTAssertTrue(n.err.hasPrefix("flow: error: --sleep-need takes a number from 3.0 to 14.0, not '2'"), n.err)
    }

    /// One night with a bed span: a need, no bedtime and why; the chronotype says what it lacks.
    /// A history whose only record is a step count has no observed bed span at all: the same.
    func testAOneNightHistory() throws {
        let one = try write(
            RecordsCSV.header + "\nsleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,core,Watch\n", "one.csv")
        let (code, t) = flow(["tonight", "--history", one, "-q"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.contains("no bedtime yet: fewer than 3 work-day mornings in the last 28 (have 1)"), t.out)
        XCTAssertTrue(t.out.contains("Chronotype: not yet measured"), t.out)
        let steps = try write(
            RecordsCSV.header + "\nsteps,2026-03-02T10:00:00+01:00,2026-03-02T10:30:00+01:00,500,Phone\n", "steps.csv")
        let (scode, s) = flow(["tonight", "--history", steps, "--json", "-q"])
        XCTAssertEqual(scode, .success, s.err)
        let tonight = try XCTUnwrap(try JSONValue.parse(s.out)["tonight"])
        XCTAssertEqual(tonight["bedtime"], .null)
        XCTAssertEqual(tonight["wake_mornings"]?.number, 0)
        XCTAssertNotNil(tonight["need_hours"]?.number)
    }

    /// Without --history the library is read, like every command.
    func testFromTheLibrary() throws {
        let environment = ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")]
        let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample/records.csv").path
        XCTAssertEqual(flow(["import", sample, "-q"], environment: environment).0, .success)
        let (code, t) = flow(["tonight", "--json", "-q"], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        let (_, direct) = flow(["tonight", "--history", sample, "--json", "-q"])
        XCTAssertEqual(t.out, direct.out)
    }
}
