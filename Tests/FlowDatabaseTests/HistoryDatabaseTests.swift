import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowDatabase

/// The database file: records merged by natural key, imports kept once per file, derived
/// tables replaced, and every file that is not a sound flow database refused untouched.
final class HistoryDatabaseTests: FolderTestCase {
    private func t(_ hours: Double) -> Timestamp {
        Timestamp(instant: 1_780_000_000 + hours * 3600, offsetSeconds: 3600)
    }

    /// Two steps records, one sleep segment and one heart-rate sample, from two sources.
    private func history(extraSteps: Int = 0) -> RecordHistory {
        var h = RecordHistory()
        let watch = h.source(named: "Watch")
        let phone = h.source(named: "Phone")
        h.steps = [Measurement(start: t(0), end: t(1), value: 1200, source: phone)]
        h.steps += (0..<(1 + extraSteps)).map {
            Measurement(start: t(Double(2 + $0)), end: t(Double(3 + $0)), value: 800, source: watch)
        }
        h.sleep = [SleepSegment(start: t(-8), end: t(-7), stage: .deep, source: watch)]
        _ = h.heartRate.insert(Measurement(start: t(0.5), end: t(0.5), value: 61, source: watch))
        return h
    }

    private func table(_ name: String, rows: [[SQLValue]]) -> DatabaseTable {
        DatabaseTable(
            name: name, columns: [DatabaseColumn("date", .text), DatabaseColumn("value", .real)], key: ["date"],
            rows: rows)
    }

    private func entry(_ sha: String?) -> ImportEntry {
        var report = ImportReport(file: "export.zip")
        report.accepted = [.steps: ["Phone": 1, "Watch": 1]]
        report.rejected = [.exactDuplicate: 2]
        return ImportEntry(
            importedAt: "2026-12-01T08:00:00+00:00", file: "export.zip", size: 10, sha256: sha, report: report,
            flowVersion: "test")
    }

    @discardableResult
    private func write(
        _ path: String, _ h: RecordHistory?, entry: ImportEntry? = nil, tables: [DatabaseTable] = [],
        previous: String? = nil
    ) throws -> HistoryDatabase.Summary {
        try HistoryDatabase.write(
            to: path, name: path, previous: previous, contents: .init(records: h, entry: entry, tables: tables))
    }

    private func rows(_ path: String, _ sql: String) throws -> [[SQLValue]] {
        try SQLiteConnection(path: path, name: path, readOnly: true).rows(sql)
    }

    func testRecordsAreWrittenAsTheRecordsCSVWritesThem() throws {
        let db = path("a.sqlite")
        let summary = try write(db, history())
        XCTAssertEqual(summary, .init(added: 4, records: 4))
        let sleep = try rows(db, "SELECT kind, start, end, start_utc, value, source FROM records WHERE kind = 'sleep'")
        // 1_780_000_000 − 8 h is 1_779_971_200: 2026-05-28 12:26:40 UTC, 13:26:40 on the +01:00 clock.
        XCTAssertEqual(
            sleep,
            [
                [
                    .text("sleep"), .text("2026-05-28T13:26:40+01:00"), .text("2026-05-28T14:26:40+01:00"),
                    .real(1_779_971_200), .text("deep"), .text("Watch"),
                ]
            ])
        XCTAssertEqual(try rows(db, "SELECT value FROM records WHERE kind = 'heart_rate'"), [[.real(61)]])
        XCTAssertEqual(try rows(db, "PRAGMA user_version"), [[.integer(Int64(HistoryDatabase.schemaVersion))]])
        XCTAssertEqual(try rows(db, "PRAGMA application_id"), [[.integer(0x666C_6F77)]])
        XCTAssertTrue(try HistoryDatabase.existing(at: db))
    }

    func testALongerHistoryOverAShorterAddsOnlyTheNewRecords() throws {
        let first = path("first.sqlite")
        try write(first, history(), entry: entry("aa"))
        let second = path("second.sqlite")
        // Three more steps records than before; the other four are the same records again.
        let summary = try write(second, history(extraSteps: 3), entry: entry("bb"), previous: first)
        XCTAssertEqual(summary, .init(added: 3, records: 7))
        XCTAssertEqual(
            try rows(
                second,
                "SELECT sha256, accepted, rejected, new_records, accepted_by_kind, rejected_by_reason FROM imports"),
            [
                [
                    .text("aa"), .integer(2), .integer(2), .integer(4), .text(#"{"steps":2}"#),
                    .text(#"{"exact duplicate":2}"#),
                ],
                [
                    .text("bb"), .integer(2), .integer(2), .integer(3), .text(#"{"steps":2}"#),
                    .text(#"{"exact duplicate":2}"#),
                ],
            ])
    }

    func testTheSameExportTwiceChangesNoTable() throws {
        let first = path("first.sqlite")
        let tables = [table("days", rows: [[.text("2026-05-28"), .real(1.5)]])]
        try write(first, history(), entry: entry("aa"), tables: tables)
        let second = path("second.sqlite")
        XCTAssertEqual(
            try write(second, history(), entry: entry("aa"), tables: tables, previous: first),
            .init(added: 0, records: 4))
        for sql in ["SELECT * FROM records", "SELECT * FROM imports", "SELECT * FROM days"] {
            XCTAssertEqual(try rows(first, sql), try rows(second, sql), sql)
        }
    }

    func testDerivedTablesAreReplacedAndOnesNotWrittenAgainDropped() throws {
        let first = path("first.sqlite")
        try write(
            first, nil, tables: [table("days", rows: [[.text("2026-05-28"), .real(1)]]), table("labels", rows: [])])
        let second = path("second.sqlite")
        try write(second, nil, tables: [table("days", rows: [[.text("2026-05-29"), .real(2)]])], previous: first)
        XCTAssertEqual(try rows(second, "SELECT * FROM days"), [[.text("2026-05-29"), .real(2)]])
        XCTAssertEqual(try rows(second, "SELECT count(*) FROM sqlite_master WHERE name = 'labels'"), [[.integer(0)]])
    }

    func testAFailingTableFailsTheWriteAndLeavesThePreviousFileAsItWas() throws {
        let first = path("first.sqlite")
        try write(first, history(), tables: [table("days", rows: [[.text("2026-05-28"), .real(1)]])])
        let before = try Data(contentsOf: URL(fileURLWithPath: first))
        // The third table holds text in a REAL column, which a STRICT table refuses.
        let tables = [
            table("settings", rows: []), table("days", rows: []),
            table("scores", rows: [[.text("2026-05-28"), .text("x")]]),
        ]
        XCTAssertThrowsError(try write(path("next.sqlite"), history(), tables: tables, previous: first)) { error in
            XCTAssertEqual((error as? DatabaseError)?.kind, .output)
            XCTAssertTrue("\(error)".contains("table scores"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: first)), before)
    }

    func testFilesThatAreNotASoundFlowDatabaseAreRefused() throws {
        XCTAssertFalse(try HistoryDatabase.existing(at: path("absent.sqlite")))
        XCTAssertFalse(try HistoryDatabase.existing(at: try write("", "empty.sqlite")))
        func refusal(_ file: String) -> String {
            do {
                _ = try HistoryDatabase.existing(at: file)
                return "accepted"
            } catch let e as DatabaseError {
                XCTAssertEqual(e.kind, .data)
                return e.description
            } catch { return "\(error)" }
        }
        XCTAssertTrue(refusal(try write("date,value\n", "table.csv")).contains("not a SQLite database"))

        let foreign = path("foreign.sqlite")
        try SQLiteConnection(path: foreign, name: foreign, create: true).execute("CREATE TABLE t (x)")
        XCTAssertTrue(refusal(foreign).contains("another program"))

        let newer = path("newer.sqlite")
        try write(newer, history())
        try SQLiteConnection(path: newer, name: newer).execute(
            "PRAGMA user_version = \(HistoryDatabase.schemaVersion + 1)")
        XCTAssertTrue(
            refusal(newer).contains("a newer flow wrote it (schema version \(HistoryDatabase.schemaVersion + 1)"),
            refusal(newer))

        // The second page's B-tree header overwritten (its page type 0xFF is none SQLite has): the
        // integrity check finds it. The page size is the header's big-endian bytes 16-17 (1 means 65536).
        let damaged = path("damaged.sqlite")
        try write(damaged, history(extraSteps: 5000))
        let header = [UInt8](try Data(contentsOf: URL(fileURLWithPath: damaged)).prefix(18))
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: damaged))
        try handle.seek(toOffset: UInt64(pageSize == 1 ? 65536 : pageSize))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 100))
        try handle.close()
        XCTAssertTrue(refusal(damaged).contains("malformed"), refusal(damaged))
    }
}
