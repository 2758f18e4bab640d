import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// What flow says of the cycle, through the commands (SPEC 18.1), on a simulated person who
/// logs her periods and the same person without: the cycle day and threshold where a start is
/// known, nothing where none is or it is turned off, and never the words flow must not say.
final class CycleWordsTests: FolderTestCase {
    /// Words of what flow never says: ovulation, fertility, contraception, pregnancy, a phase as
    /// a fact, a date for the next period.
    static let neverSaid = [
        "ovulat", "fertil", "contracep", "pregnan", "luteal", "follicular", "your phase", "safe day", "infertile",
    ]

    private func assertNeverSaid(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let lower = text.lowercased()
        for word in Self.neverSaid { XCTAssertFalse(lower.contains(word), "says '\(word)'", file: file, line: line) }
        // "until your next period" is said; a date or a day count for it never is.
        XCTAssertNil(
            lower.range(of: #"next period (on|is|starts|due|in \d)"#, options: .regularExpression), file: file,
            line: line)
    }

    /// The simulated person's feature table (which carries the logged starts), read once here
    /// so that each command reads a table rather than every record again.
    private func history(cycles: Bool) throws -> String {
        let simulated = PersonSimulator.simulate(SimulationPlan(days: 75, seed: 21, cycles: cycles))
        let table = FeatureTable(history: try RecordsCSV.parse(simulated.records).0)
        return try write(table.csv(), cycles ? "cycles.csv" : "plain.csv")
    }

    func testTheCycleIsSaidWhereAStartIsKnownAndNowhereElse() throws {
        let records = try history(cycles: true)
        let (code, json) = flow(["vitals", "--history", records, "--json", "-q"])
        XCTAssertEqual(code, .success, json.err)
        let nights = try XCTUnwrap(try JSONValue.parse(json.out).array)
        let windows = nights.filter { $0["cycle"]?["window"] == .bool(true) }
        XCTAssertFalse(windows.isEmpty)
        for night in windows {
            XCTAssertEqual(night["vitals"]?["resting_hr"]?["threshold"], .number(3))
            XCTAssertEqual(night["vitals"]?["respiratory_rate"]?["threshold"], .number(2))
        }
        // Turned off: no cycle object and every threshold 2.
        let (_, off) = flow(["vitals", "--history", records, "--json", "-q", "--no-cycle"])
        XCTAssertFalse(off.out.contains("\"cycle\""))
        XCTAssertFalse(off.out.contains("\"threshold\": 3"))
        // The morning of a window night says so once, in the words of the rule.
        let day = try XCTUnwrap(windows.last?["date"]?.string)
        let (_, today) = flow(["today", "--history", records, "--date", day, "-q"])
        XCTAssertEqual(today.out.components(separatedBy: "By your logged periods this is day ").count, 2, today.out)
        assertNeverSaid(today.out)
        let (_, text) = flow(["vitals", "--history", records, "-q"])
        assertNeverSaid(text.out)
        let (_, quiet) = flow(["today", "--history", records, "--date", day, "-q", "--no-cycle"])
        XCTAssertFalse(quiet.out.contains("period"), quiet.out)
        XCTAssertFalse(quiet.out.contains("cycle"), quiet.out)
        // The report shades the window days and says what the shading is, never more.
        let page = path("report.html")
        XCTAssertEqual(flow(["report", "--history", records, "--out", page, "-q"]).0, .success)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.contains("class=\"window\""))
        assertNeverSaid(html)
        XCTAssertEqual(flow(["report", "--history", records, "--out", page, "-q", "--no-cycle"]).0, .success)
        XCTAssertFalse(try String(contentsOfFile: page, encoding: .utf8).contains("class=\"window\""))
    }

    /// A person who logs nothing hears nothing of a cycle, and every vital keeps 2 spreads.
    func testNothingLoggedNothingSaid() throws {
        let records = try history(cycles: false)
        let (_, json) = flow(["vitals", "--history", records, "--json", "-q"])
        XCTAssertFalse(json.out.contains("\"cycle\""))
        XCTAssertFalse(json.out.contains("\"threshold\": 3"))
        let (_, today) = flow(["today", "--history", records, "-q"])
        for word in ["period", "cycle", "menstru"] { XCTAssertFalse(today.out.lowercased().contains(word), word) }
        let (_, vitals) = flow(["vitals", "--history", records, "-q"])
        for word in ["period", "cycle"] { XCTAssertFalse(vitals.out.lowercased().contains(word), word) }
    }

    /// The golden person logs no period: every output that reads vitals is byte for byte what
    /// it is with the cycle turned off, which is what it was before flow read cycles.
    func testTheGoldenPersonIsUnchanged() throws {
        let golden = try goldenFile("records.csv").path
        for command in [["vitals", "--json"], ["vitals"], ["today"]] {
            let (code, on) = flow(command + ["--history", golden, "-q"])
            XCTAssertEqual(code, .success, on.err)
            let off = flow(command + ["--history", golden, "-q", "--no-cycle"]).1
            XCTAssertEqual(on.out, off.out, command.joined(separator: " "))
        }
        // The export's tables: the same list either way, and no cycle table.
        let said = ["on", "off"].map { name in
            flow(
                ["export", "--history", golden, "--out", path("\(name).sqlite")] + (name == "off" ? ["--no-cycle"] : [])
            )
            .1.out.replacing(path(name + ".sqlite"), with: "FILE")
        }
        XCTAssertEqual(said[0], said[1])
        XCTAssertTrue(said[0].contains(" vitals, breathing\n"), said[0])
        let (_, json) = flow(["vitals", "--json", "--history", golden, "-q"])
        XCTAssertFalse(json.out.contains("\"cycle\""))
        XCTAssertFalse(json.out.contains("\"threshold\": 3"))
        XCTAssertTrue(json.out.contains("\"threshold\": 2"))
    }
}
