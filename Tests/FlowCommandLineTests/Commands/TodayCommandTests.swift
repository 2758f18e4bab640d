import FlowImport
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow today` through the command line: each part of its JSON is what the command that
/// computes it gives for the same morning; the line; the golden person; an empty library; a
/// calibrating morning.
final class TodayCommandTests: FolderTestCase {
    private let sample = TestPaths.package("Datasets/sample")
    private var records: String { sample.appendingPathComponent("records.csv").path }
    private var checkins: String { sample.appendingPathComponent("checkins.csv").path }

    /// The sample's feature table, made once by `flow features` (every command reads it as it
    /// reads the records, and quicker).
    private func table() throws -> String {
        let out = path("sample-table.csv")
        if !FileManager.default.fileExists(atPath: out) {
            XCTAssertEqual(flow(["features", "--history", records, "--out", out, "-q"]).0, .success)
        }
        return out
    }

    private func json(_ words: [String]) throws -> JSONValue {
        let (code, t) = flow(words + ["--json", "-q"])
        XCTAssertEqual(code, .success, "\(words): \(t.err)")
        return try JSONValue.parse(t.out)
    }

    /// On a terminal of 60 columns every line of the morning's prose commands fits (no word of
    /// theirs is longer), and the same command into a file keeps its 100.
    func testTheProseFitsANarrowTerminal() throws {
        let table = try table()
        for words in [
            ["today", "--checkins", checkins], ["tonight"], ["insights", "--checkins", checkins], ["vitals"],
            ["scores", "--date", "2026-06-29"],
        ] {
            let t = Transcript()
            t.width = 60
            let code = FlowCommand.run(
                arguments: words + ["--history", table, "-q"], console: t.console, environment: ["LANG": "C.UTF-8"])
            XCTAssertEqual(code, .success, "\(words): \(t.err)")
            for line in t.out.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 60, "\(words): \(line)") }
            let file = flow(words + ["--history", table, "-q"]).1.out
            XCTAssertTrue(file.split(separator: "\n").contains { $0.count > 60 }, "\(words): nothing over 60 at 100")
            XCTAssertFalse(file.split(separator: "\n").contains { $0.count > 100 }, "\(words)")
        }
    }

    /// --past N: the cards of the last N mornings, newest first, as JSON and text; a history
    /// shorter than N lists what it has and says so; 0, a negative or a word is a usage error.
    func testThePastMornings() throws {
        let table = try table()
        let j = try json(["today", "--history", table, "--past", "3"])
        let past = try XCTUnwrap(j["past"]?.array)
        XCTAssertEqual(past.map { $0["date"]?.string }, ["2026-06-29", "2026-06-28", "2026-06-27"])
        XCTAssertEqual(
            past[0]["cards"],
            j["cards"]?.array.map { cards in
                // As of its own morning the last one is current: the stale-data card is the wall clock's only.
                .array(cards.filter { $0["rule"] != .string("stale_data") })
            })
        XCTAssertEqual(j["past_asked"], .number(3))
        let (code, t) = flow(["today", "--history", table, "--past", "400", "-q"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.contains("(400 asked for; the history holds 180 up to 2026-06-29.)"), t.out)
        XCTAssertTrue(t.out.contains("\nMonday 2026-06-29"), t.out)
        for bad in ["0", "-2", "x"] {
            let (code, t) = flow(["today", "--history", table, "--past", bad])
            XCTAssertEqual(code, .usage, bad)
            XCTAssertTrue(t.err.contains("--past takes a whole number"), t.err)
        }
        XCTAssertEqual(flow(["today", "--history", table, "--past", "2", "--line"]).0, .usage)
    }

    /// The sample's last morning, 2026-06-29, with its check-ins.
    func testEachPartIsWhatItsCommandGives() throws {
        let records = try table()
        let today = try json(["today", "--history", records, "--checkins", checkins])
        XCTAssertEqual(today["date"], .string("2026-06-29"))
        let date = ["--date", "2026-06-29"]
        XCTAssertEqual(today["flow"], try json(["predict", "--history", records] + date).array?.first)
        XCTAssertEqual(today["scores"], try json(["scores", "--history", records] + date).array?.first)
        let vitals = try json(["vitals", "--history", records, "--from", "2026-06-29", "--to", "2026-06-29"])
        XCTAssertEqual(today["vitals"], vitals.array?.first)
        let tonight = try json(["tonight", "--history", records] + date)
        XCTAssertEqual(today["tonight"], tonight["tonight"])
        XCTAssertEqual(today["chronotype"], tonight["chronotype"])
        let insights = try json(["insights", "--history", records, "--checkins", checkins])
        let findings = (insights["insights"]?.array ?? []).filter { $0["finding"] == .bool(true) }
            .sorted { ($0["p_adjusted"]?.number ?? 1) < ($1["p_adjusted"]?.number ?? 1) }.prefix(3)
        XCTAssertEqual(today["insights"]?["shown"], .array(Array(findings)))
        XCTAssertEqual(today["insights"]?["tested"], insights["tested"])
        XCTAssertEqual(today["insights"]?["findings"], insights["findings"])
        // The sample's last night is months before any wall clock running this: stale, said first.
        XCTAssertEqual(today["cards"]?.array?.first?["rule"], .string("stale_data"))
        XCTAssertEqual(today["last_night"], .string("2026-06-29"))
    }

    /// The golden person with its check-ins: tonight is the golden file's, the one finding is
    /// the golden insights' (alcohol and the sleeping heart rate).
    func testTheGoldenPersonWithItsCheckins() throws {
        let golden = try goldenFile("records.csv").path
        let today = try json(["today", "--history", golden, "--checkins", try goldenFile("checkins.csv").path])
        assertMatchesGolden(
            try XCTUnwrap(today["tonight"]),
            try XCTUnwrap(try JSONValue.parse(try goldenText("tonight.json"))["tonight"]),
            skip: ["reason"])
        let shown = try XCTUnwrap(today["insights"]?["shown"]?.array)
        XCTAssertEqual(shown.map { $0["behaviour"] }, [.string("alcohol")])
        XCTAssertEqual(shown.first?["outcome"], .string("sleeping_hr"))
        XCTAssertEqual(today["insights"]?["tested"], .number(35))
    }

    /// "Flow 61 Steady · slept 6 h 50 of 8 h 30 · bed 20:50 · 2 to note": under 80 characters.
    func testTheLine() throws {
        let records = try table()
        let (code, t) = flow(["today", "--history", records, "--line", "-q"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.hasSuffix("\n"))
        let line = String(t.out.dropLast())
        XCTAssertFalse(line.contains("\n"))
        XCTAssertLessThan(line.count, 80)
        let j = try json(["today", "--history", records])
        let flowValue = try XCTUnwrap(j["flow"]?["flow_rounded"]?.number)
        let state = try XCTUnwrap(j["flow"]?["state"]?.string)
        let bedtime = try XCTUnwrap(j["tonight"]?["plan"]?["bedtime"]?.string)  // the plan's, not the full need's
        XCTAssertTrue(line.hasPrefix("Flow \(Int(flowValue)) \(state) · slept "), line)
        XCTAssertTrue(line.contains(" · bed \(bedtime)"), line)
        XCTAssertEqual(flow(["today", "--history", records, "--line", "--json"]).0, .usage)
    }

    /// The screen: the Flow as predict prints it, then last night, vitals, cards, tonight, the
    /// findings and the check-in.
    func testTheScreen() throws {
        let records = try table()
        let (code, t) = flow(["today", "--history", records, "--checkins", checkins, "-q"])
        XCTAssertEqual(code, .success, t.err)
        let (_, p) = flow(["predict", "--history", records, "--date", "2026-06-29", "-q"])
        // predict's note on the reference model (two lines at 100 columns) comes before the morning
        let predicted = p.out.split(separator: "\n").drop { !$0.hasPrefix("2026-06-29") }
        XCTAssertTrue(t.out.contains(predicted.joined(separator: "\n")), t.out)
        for piece in [
            "2026-06-29, the latest morning of your history", "Last night: slept ",
            "To note:\n  • No new night since 29 June.",
            "Tonight: in bed by ", "What your own days have shown: 1 finding stands out from chance (40 pairs tested):",
            "Check-in for this evening: not logged yet.",
        ] {
            XCTAssertTrue(t.out.contains(piece), "\(piece)\n\(t.out)")
        }
    }

    /// An empty library: said, with what to do, exit 66.
    func testAnEmptyLibrary() throws {
        let environment = ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")]
        XCTAssertEqual(flow(["checkin", "--stress", "2"], environment: environment).0, .success)
        let (code, t) = flow(["today"], environment: environment)
        XCTAssertEqual(code, .noInput)
        XCTAssertTrue(t.err.contains("the library is empty: import an export first (flow import FILE)"), t.err)
    }

    /// A new history's second morning is calibrating: said, with last night and tonight, exit 0.
    func testACalibratingMorning() throws {
        var lines = [RecordsCSV.header]
        for (k, evening) in ["2026-03-01", "2026-03-02"].enumerated() {
            let morning = CalendarDay(iso: evening)!.adding(days: 1)
            lines.append("sleep,\(evening)T23:00:00+01:00,\(morning)T07:00:00+01:00,core,Watch")
            lines.append("resting_hr,\(evening)T12:00:00+01:00,\(evening)T12:00:00+01:00,\(55 + k),Watch")
        }
        let history = try write(lines.joined(separator: "\n") + "\n", "new.csv")
        let (code, t) = flow(["today", "--history", history, "-q"])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.contains("2026-03-03  calibrating: 1 of 3 nights"), t.out)
        XCTAssertTrue(t.out.contains("Last night: slept 8 h of the "), t.out)
        XCTAssertTrue(t.out.contains("Tonight: "), t.out)
        let (_, line) = flow(["today", "--history", history, "--line", "-q"])
        XCTAssertTrue(line.out.hasPrefix("Calibrating 1 of 3 · slept 8 h of "), line.out)
    }

    /// The README's day to day: the sample and its check-ins imported, then `flow today` with no
    /// --history and no --checkins gives what the files give (but for the import's day in the
    /// stale-data card), reading the library's stored table.
    func testTheReadmesMorningFromTheLibrary() throws {
        let environment = ["LANG": "C.UTF-8", "FLOW_LIBRARY": path("lib/library.sqlite")]
        let (icode, i) = flow(["import", records, checkins, "-q"], environment: environment)
        XCTAssertEqual(icode, .success, i.err)
        XCTAssertTrue(
            i.out.contains(
                "checkins.csv, read as check-ins: 1,346 check-in answers added, 0 replaced, 0 already there"),
            i.out)
        let (code, t) = flow(["today", "--json"], environment: environment)
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.err.contains("the library's feature table"), t.err)
        let fromLibrary = try JSONValue.parse(t.out)
        let fromFiles = try json(["today", "--history", records, "--checkins", checkins])
        for part in ["date", "flow", "scores", "vitals", "tonight", "chronotype", "insights", "checkin", "last_night"] {
            XCTAssertEqual(fromLibrary[part], fromFiles[part], part)
        }
        XCTAssertNotEqual(fromLibrary["last_import"], .null)
        XCTAssertEqual(fromFiles["last_import"], .null)
    }
}
