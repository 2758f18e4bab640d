import FlowApp
import FlowRecords
import FlowScores
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine
@testable import FlowDatabase

/// `flow export` on the shipped sample's first weeks: every table against the command that
/// prints it, a second export that changes nothing, a longer history over a shorter one, the
/// refusals, an interrupted write, and the README's and docs/database.md's queries.
final class ExportCommandTests: FolderTestCase {
    private let sample = TestPaths.package("Datasets/sample")

    /// The sample's records CSV up to (not including) `day`, and its distinct record lines.
    private func records(before day: String) throws -> (path: String, lines: Set<String>) {
        let text = try String(contentsOf: sample.appendingPathComponent("records.csv"), encoding: .utf8)
        let all = text.split(separator: "\n").map(String.init)
        let kept = all.dropFirst().filter { $0.split(separator: ",")[1] < Substring(day) }
        return (try write(([all[0]] + kept).joined(separator: "\n") + "\n", "records-\(day).csv"), Set(kept))
    }

    private func rows(_ db: String, _ sql: String) throws -> [[SQLValue]] {
        try SQLiteConnection(path: db, name: db, readOnly: true).rows(sql)
    }

    private func export(_ history: String, _ db: String, _ more: [String] = []) throws -> String {
        let (code, t) = flow(["export", "--history", history, "--out", db] + more)
        XCTAssertEqual(code, .success, t.err)
        return t.out
    }

    func testEveryTableAgainstTheCommandThatPrintsIt() throws {
        let (history, lines) = try records(before: "2026-01-25")
        let labels = sample.appendingPathComponent("labels.csv").path
        let checkins = sample.appendingPathComponent("checkins.csv").path
        let db = path("history.sqlite")
        let said = try export(history, db, ["--labels", labels, "--checkins", checkins, "-q"])
        XCTAssertTrue(said.hasPrefix("wrote \(db): \(lines.count) records (\(lines.count) new), 25 days;"), said)

        // records: one per distinct line of the CSV (its exact duplicates dropped).
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM records"), [[.integer(Int64(lines.count))]])
        let first = try XCTUnwrap(lines.min())  // the lines sort by kind, then start
        let cells = first.split(separator: ",").map(String.init)
        XCTAssertEqual(
            try rows(
                db,
                "SELECT kind, start, end, source FROM records WHERE kind = '\(cells[0])' ORDER BY start, end LIMIT 1"),
            [[.text(cells[0]), .text(cells[1]), .text(cells[2]), .text(cells[4])]])

        // days: flow features, cell for cell; 2026-01-01 to 2026-01-25 (the night starting on the
        // 24th ends on the 25th).
        XCTAssertEqual(try assertDaysAreTheFeatureTable(db, history: history), 25)

        // scores: one of each kind a day (25 days); the last day's against flow scores --json.
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM scores"), [[.integer(Int64(25 * ScoreKind.allCases.count))]])
        let scores = try JSONValue.parse(
            flow(["scores", "--history", history, "--date", "2026-01-24", "--json", "-q"]).1.out)
        let sleep = try XCTUnwrap(scores.array?.first?["scores"]?["sleep"])
        XCTAssertEqual(
            try rows(db, "SELECT value, tier FROM scores WHERE date = '2026-01-24' AND score = 'sleep'"),
            [[.real(sleep["value"]?.number), .text(sleep["tier"]?.string)]])

        // flow and drivers: one row a day; the last morning against flow predict --json.
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM flow"), [[.integer(25)]])
        let predicted = try XCTUnwrap(
            try JSONValue.parse(flow(["predict", "--history", history, "--last", "1", "--json", "-q"]).1.out).array?
                .first)
        XCTAssertEqual(
            try rows(db, "SELECT date, flow, state, phase, model FROM flow WHERE date = '2026-01-25'"),
            [
                [
                    .text(predicted["date"]?.string), .real(predicted["flow"]?.number),
                    .text(predicted["state"]?.string),
                    .text(predicted["phase"]?.string), .text("the reference model"),
                ]
            ])
        let drivers = predicted["drivers"]?.array ?? []
        XCTAssertEqual(
            try rows(db, "SELECT rank, feature, contribution FROM drivers WHERE date = '2026-01-25' ORDER BY rank"),
            drivers.enumerated().map {
                [
                    .integer(Int64($0.offset + 1)), .text($0.element["feature"]?.string),
                    .real($0.element["contribution"]?.number),
                ]
            })
        XCTAssertFalse(drivers.isEmpty)

        // labels and check-ins: every filled cell of the files, one row each.
        let labelLines = try String(contentsOfFile: labels, encoding: .utf8).split(separator: "\n").dropFirst()
        let filled = labelLines.filter {
            !($0.split(separator: ",", omittingEmptySubsequences: false).last ?? "").isEmpty
        }
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM labels"), [[.integer(Int64(filled.count))]])
        XCTAssertEqual(try rows(db, "SELECT value FROM labels WHERE date = '2026-01-02'"), [[.real(3.8)]])
        // 2026-01-01: alcohol 0, caffeine_late 1, late_meal 1, screen 0, late_workout 1, meditation 0,
        // stretching 1, cold 0, stress 3.
        XCTAssertEqual(
            try rows(
                db, "SELECT behaviour, value FROM checkins WHERE date = '2026-01-01' AND value > 0 ORDER BY behaviour"),
            [
                [.text("caffeine_late"), .real(1)], [.text("late_meal"), .real(1)], [.text("late_workout"), .real(1)],
                [.text("stress"), .real(3)], [.text("stretching"), .real(1)],
            ])

        // load and vitals: a row a day, and six vitals a night.
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM load"), [[.integer(25)]])
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM vitals"), [[.integer(150)]])
        XCTAssertEqual(
            try rows(db, "SELECT name, value FROM settings WHERE name IN ('max_hr', 'model') ORDER BY name"),
            [[.text("max_hr"), .text("190")], [.text("model"), .text("the reference model")]])

        // imports: the file's size and SHA-256 as coreutils computes it.
        let sha = try runProcess("/usr/bin/env", ["sha256sum", history]).out.prefix(64)
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: history)[.size] as? Int)
        XCTAssertEqual(
            try rows(db, "SELECT file, size, sha256, accepted, new_records FROM imports"),
            [
                [
                    .text(history), .integer(Int64(size)), .text(String(sha)), .integer(Int64(lines.count)),
                    .integer(Int64(lines.count)),
                ]
            ])
        XCTAssertEqual(try rows(db, "PRAGMA integrity_check"), [[.text("ok")]])
    }

    func testASecondExportChangesNothingAndALongerOneAddsOnlyTheNew() throws {
        let short = try records(before: "2026-01-20")
        let long = try records(before: "2026-02-01")
        let db = path("history.sqlite")
        _ = try export(short.path, db, ["-q"])
        let tables = [
            "records", "imports", "settings", "days", "scores", "sleep_need", "flow", "drivers", "load", "vitals",
        ]
        func dump() throws -> [[[SQLValue]]] { try tables.map { try rows(db, "SELECT * FROM \($0)") } }
        let before = try dump()
        XCTAssertTrue(try export(short.path, db, ["-q"]).contains("(0 new)"))
        XCTAssertEqual(try dump(), before)

        let new = long.lines.subtracting(short.lines).count
        XCTAssertTrue(try export(long.path, db, ["-q"]).contains("\(long.lines.count) records (\(new) new)"))
        XCTAssertEqual(
            try rows(db, "SELECT file, new_records FROM imports ORDER BY rowid"),
            [
                [.text(short.path), .integer(Int64(short.lines.count))], [.text(long.path), .integer(Int64(new))],
            ])
        // 2026-01-01 to 2026-02-01, where the last night ends.
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM days"), [[.integer(32)]])
    }

    func testOutputsThatCannotBeADatabaseAreRefused() throws {
        let (history, _) = try records(before: "2026-01-10")
        XCTAssertEqual(flow(["export", "--history", history, "--out", "-"]).0, .usage)
        XCTAssertEqual(flow(["export", "--history", history, "--out", folder.path]).0, .cannotCreate)
        XCTAssertEqual(flow(["export", "--history", history, "--out", history]).0, .usage)
        let table = try write("date,stress\n2026-01-02,3\n", "labels.csv")
        let (code, t) = flow(["export", "--history", history, "--out", table, "-q"])
        XCTAssertEqual(code, .dataError)
        XCTAssertTrue(t.err.contains("\(table): not written: it is not a SQLite database"), t.err)
        XCTAssertEqual(try String(contentsOfFile: table, encoding: .utf8), "date,stress\n2026-01-02,3\n")
    }

    func testAnInterruptedExportLeavesThePreviousFileAsItWas() throws {
        let (history, _) = try records(before: "2026-01-10")
        let db = path("history.sqlite")
        _ = try export(history, db, ["-q"])
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        // The test hook: a third table holding text in a REAL column makes SQLite fail mid-export.
        let bad = DatabaseTable(
            name: "scores", columns: [DatabaseColumn("date", .text), DatabaseColumn("value", .real)], key: ["date"],
            rows: [[.text("2026-01-01"), .text("not a number")]])
        let good = DatabaseTable(name: "days", columns: bad.columns, key: ["date"])
        XCTAssertThrowsError(
            try AtomicFile.replace(db) { temporary in
                _ = try HistoryDatabase.write(
                    to: temporary, name: db, previous: db,
                    contents: .init(records: nil, entry: nil, tables: [good, good, bad]))
            })
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".flow-tmp-") }, [])
    }

    /// The README's three ways of reading the file and every query of docs/database.md, run by
    /// Python's sqlite3 module (pandas and Datasette are not installed here: their SQL and the
    /// table they open are what is checked).
    func testTheDocumentedQueriesRun() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no python3") }
        let (plain, lines) = try records(before: "2026-01-25")
        // A device's recovery score beside each resting HR, so the device query has rows to read.
        let device = lines.sorted().filter { $0.hasPrefix("resting_hr,") }.enumerated().map { k, line in
            let f = line.split(separator: ",")
            return "device_recovery,\(f[1]),\(f[1]),\(30 + (k * 37) % 60),Ring"
        }
        // And a logged period start, so the cycle query has rows to read.
        let period = "period_start,2026-01-10T00:00:00+01:00,2026-01-10T00:00:00+01:00,1,Phone"
        let history = try write(
            try String(contentsOfFile: plain, encoding: .utf8) + (device + [period]).joined(separator: "\n") + "\n",
            "device.csv")
        let db = path("history.sqlite")
        let labels = sample.appendingPathComponent("labels.csv").path
        let checkins = sample.appendingPathComponent("checkins.csv").path
        _ = try export(history, db, ["--labels", labels, "--checkins", checkins, "-q"])

        let readme = try String(contentsOf: TestPaths.package("README.md"), encoding: .utf8)
        let examples = readme.split(separator: "\n").filter {
            $0.hasPrefix("sqlite3 history.sqlite") || $0.hasPrefix("python3 -c \"import pandas")
                || $0.hasPrefix("datasette history.sqlite")
        }
        XCTAssertEqual(examples.count, 3)
        var queries = examples.compactMap { line -> String? in
            guard let start = line.range(of: "SELECT") else { return nil }
            return String(line[start.lowerBound...].prefix { $0 != "\"" && $0 != "'" })
        }
        let table = try XCTUnwrap(examples.last?.split(separator: "/").last.map(String.init))
        queries.append("SELECT * FROM \(table)")
        let docs = try String(contentsOf: TestPaths.package("docs/database.md"), encoding: .utf8)
        let blocks = docs.components(separatedBy: "```sql\n").dropFirst().map { String($0.prefix { $0 != "`" }) }
        XCTAssertEqual(blocks.count, 18)  // one a table
        queries += blocks.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }

        let script = """
            import sqlite3, sys
            con = sqlite3.connect(sys.argv[1])
            for q in sys.argv[2:]:
                print(len(con.execute(q).fetchall()))
            """
        let result = try runProcess("/usr/bin/python3", ["-c", script, db] + queries)
        XCTAssertEqual(result.status, 0, result.err)
        let counts = result.out.split(separator: "\n").compactMap { Int($0) }
        XCTAssertEqual(counts.count, queries.count)
        for (query, count) in zip(queries, counts) { XCTAssertGreaterThan(count, 0, query) }
    }

    /// A WHOOP export's journal is kept as the `checkins` table without --checkins: the
    /// answers of the two cycles with a sleep, each dated the evening before its wake
    /// (05-02's cycle woke 05-03, 05-01's woke 05-02); the cycle without a sleep and the
    /// answer "maybe" are not logged.
    func testAJournalIsKeptAsCheckins() throws {
        try WhoopFixture.write(to: path("whoop"))
        let db = path("whoop.sqlite")
        _ = try export(path("whoop"), db)
        XCTAssertEqual(
            try rows(db, "SELECT date, behaviour, value FROM checkins ORDER BY date, behaviour"),
            [
                [.text("2024-05-01"), .text("have_any_alcoholic_drinks"), .real(1)],
                [.text("2024-05-01"), .text("read_in_bed"), .real(0)],
                [.text("2024-05-02"), .text("have_any_alcoholic_drinks"), .real(0)],
            ])
    }
}

/// `flow export` on real exports in ../shared/data (a PMData Fitbit folder and an Apple Health
/// export), skipped when absent: the database passes SQLite's integrity check, its `days` equal
/// `flow features` cell for cell, and a second export changes no table.
final class RealDataExportTests: FolderTestCase {
    func testRealExportsRoundTrip() throws {
        let data = try TestPaths.shared("data")
        let histories = [
            data.appendingPathComponent("pmdata/p01").path,
            data.appendingPathComponent("apple-health/excerpt-2024/export.xml").path,
        ].filter { FileManager.default.fileExists(atPath: $0) }
        guard !histories.isEmpty else { throw XCTSkip("no real export in ../shared/data") }
        for (k, history) in histories.enumerated() {
            let db = path("real-\(k).sqlite")
            let (code, t) = flow(["export", "--history", history, "--out", db, "-q"])
            XCTAssertEqual(code, .success, "\(history): \(t.err)")
            let connection = try SQLiteConnection(path: db, name: db, readOnly: true)
            XCTAssertEqual(try connection.rows("PRAGMA integrity_check"), [[.text("ok")]])

            _ = try assertDaysAreTheFeatureTable(db, history: history)
            let tables = try connection.rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                .compactMap { row -> String? in if case .text(let name) = row[0] { name } else { nil } }
            let before = try tables.map { try connection.rows("SELECT * FROM \($0)") }
            XCTAssertEqual(flow(["export", "--history", history, "--out", db, "-q"]).0, .success)
            let again = try SQLiteConnection(path: db, name: db, readOnly: true)
            XCTAssertEqual(try tables.map { try again.rows("SELECT * FROM \($0)") }, before, history)
        }
    }
}

/// Checks the `days` table of the database at `db` against `flow features` on `history`, cell
/// for cell (an empty CSV cell is NULL; numbers read back exactly); returns the rows compared.
@discardableResult
func assertDaysAreTheFeatureTable(_ db: String, history: String) throws -> Int {
    let (code, features) = flow(["features", "--history", history, "--out", "-", "-q"])
    XCTAssertEqual(code, .success, features.err)
    let lines = features.out.split(separator: "\n").dropFirst()  // the settings line
    let header = try XCTUnwrap(lines.first).split(separator: ",").map(String.init)
    let stored = try SQLiteConnection(path: db, name: db, readOnly: true)
        .rows("SELECT \(header.joined(separator: ", ")) FROM days ORDER BY date")
    XCTAssertEqual(stored.count, lines.count - 1, history)
    for (line, row) in zip(lines.dropFirst(), stored) {
        for (text, cell) in zip(line.split(separator: ",", omittingEmptySubsequences: false), row) {
            switch cell {
            case .null: XCTAssertEqual(text, "", history)
            case .real(let v): XCTAssertEqual(Double(text), v, history)
            case .integer(let v): XCTAssertEqual(Int64(text), v, history)
            case .text(let s): XCTAssertEqual(String(text), s, history)
            }
        }
    }
    return stored.count
}
