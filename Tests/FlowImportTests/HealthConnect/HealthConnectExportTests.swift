import FlowDatabase
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// The export as a file: found by content, read from its zip through a private copy that does
/// not outlive the read, refused by name when it is not one, and never changed.
final class HealthConnectExportTests: FolderTestCase {
    /// A small export: one app, one step interval, one heart-rate sample.
    private func export(_ name: String = "health_connect_export.db") throws -> HealthConnectFixture {
        let f = try HealthConnectFixture(path: path(name))
        try f.app(1, "com.samsung.android.wear.shealth", "Samsung Health")
        let t = epochMillis("2026-06-01T08:00:00Z")
        try f.interval("steps_record_table", id: 1, app: 1, t, 3600, t + 900_000, 3600, ["count": .integer(1200)])
        try f.interval("heart_rate_record_table", id: 1, app: 1, t, 3600, t, 3600)
        try f.insert(
            "heart_rate_record_series_table",
            ["parent_key": .integer(1), "epoch_millis": .integer(t), "beats_per_minute": .integer(64)])
        return f
    }

    /// The error `body` throws, as a flow error.
    private func fault(_ body: () throws -> Void) -> FlowError? {
        do {
            try body()
            return nil
        } catch { return error as? FlowError }
    }

    private func read(_ path: String) throws -> (RecordHistory, ImportReport) {
        let input = try OpenedHistory(path: path)
        return try HistoryFormat.detect(input).records(input)
    }

    /// The zip, whatever its name, is found by its database; the database is read from a copy
    /// in a private folder of TMPDIR that is gone afterwards, and gives what the bare file gives.
    func testZipIsReadFromAPrivateCopyThatDoesNotOutliveTheRead() throws {
        let db = try export()
        let zip = path("Pixel 9 Health Connect.zip")
        try ZipWriter.write(archive: zip, files: [("health_connect_export.db", db.path)])
        let temp = path("tmp")
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
        let before = getenv("TMPDIR").map { String(cString: $0) }
        setenv("TMPDIR", temp, 1)
        defer { if let before { setenv("TMPDIR", before, 1) } else { unsetenv("TMPDIR") } }

        XCTAssertEqual(try HistoryFormat.detect(path: zip).name, "Health Connect (Android)")
        let (zipped, report) = try read(zip)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temp), [])
        let (bare, _) = try read(db.path)
        XCTAssertEqual(zipped.steps, bare.steps)
        XCTAssertEqual(Array(zipped.heartRate), Array(bare.heartRate))
        XCTAssertEqual(zipped.sources, ["Samsung Health"])
        XCTAssertEqual(report.file, zip)
        XCTAssertTrue(report.notes.contains("written by (rows): Samsung Health (com.samsung.android.wear.shealth) 2"))
    }

    /// The folder the cloud app syncs, holding the phone's zip, is read as the zip is: a daily
    /// `flow import` can be pointed at the folder.
    func testTheSyncedFolderHoldingTheZipIsTheExport() throws {
        let db = try export()
        try FileManager.default.createDirectory(atPath: path("Drive"), withIntermediateDirectories: true)
        try ZipWriter.write(archive: path("Drive/Health Connect.zip"), files: [("health_connect_export.db", db.path)])
        let found = try InputContents.reading(try OpenedHistory(path: path("Drive"))) { contents in
            try contents.items.map { item -> (String, String, RecordHistory) in
                guard case .export(let format, let input) = item else { throw CocoaError(.fileReadUnknown) }
                return (format.name, input.name, try format.records(input).0)
            }
        }
        XCTAssertEqual(found.map(\.0), ["Health Connect (Android)"])
        XCTAssertEqual(found.map(\.1), [path("Drive") + "/Health Connect.zip"])
        let fromFolder = found[0].2
        let (bare, _) = try read(db.path)
        XCTAssertEqual(fromFolder.steps, bare.steps)
        XCTAssertEqual(fromFolder.steps.map(\.value), [1200])
    }

    /// Reading changes nothing: the same bytes afterwards, and no journal, WAL or lock file beside it.
    func testTheFileIsNeverChanged() throws {
        let db = try export()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: db.path))
        _ = try read(db.path)
        _ = try read(db.path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db.path)), bytes)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["health_connect_export.db"])
    }

    /// A database crafted with a view and a trigger under the names flow reads runs neither:
    /// a view is not a table (no data), a view that would load an extension is never queried,
    /// and the trigger never fires. The decoy table behind the view is listed as not read.
    func testViewsAndTriggersUnderExpectedNamesRunNothing() throws {
        let f = try export()
        try f.execute("DROP TABLE heart_rate_record_series_table")
        try f.execute("CREATE TABLE decoy (parent_key INTEGER, epoch_millis INTEGER, beats_per_minute INTEGER)")
        try f.execute("INSERT INTO decoy VALUES (1, \(epochMillis("2026-06-01T08:00:00Z")), 99)")
        try f.execute("CREATE VIEW heart_rate_record_series_table AS SELECT * FROM decoy")
        try f.execute("DROP TABLE steps_record_table")
        try f.execute(
            "CREATE VIEW steps_record_table AS SELECT 1 AS row_id, 1 AS app_info_id, 0 AS start_time, "
                + "0 AS start_zone_offset, 0 AS end_time, 0 AS end_zone_offset, load_extension('/no/such') AS count")
        try f.execute(
            "CREATE TRIGGER wipe AFTER INSERT ON heart_rate_record_table BEGIN DELETE FROM application_info_table; END")
        try f.instant(
            "resting_heart_rate_record_table", id: 1, app: 1, epochMillis("2026-06-01T08:00:00Z"), 3600,
            ["beats_per_minute": .integer(55)])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: f.path))
        let (history, report) = try read(f.path)
        XCTAssertEqual(history.restingHR.map(\.value), [55])
        XCTAssertTrue(history.steps.isEmpty)
        XCTAssertTrue(history.heartRate.isEmpty)
        // The heart-rate parents hold no value of their own: without a samples table they are left too.
        XCTAssertEqual(report.notRead, ["decoy 1 row", "heart_rate_record_table 1 row"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: f.path)), bytes)
    }

    /// A `.db` that is not SQLite, a SQLite file that is not an export, and a damaged export
    /// are refused by name as data at fault (exit 65).
    func testFilesThatAreNotExportsAreRefusedByName() throws {
        let text = try write("not a database\n", "notes.db")
        let notSQLite = fault { _ = try read(text) }
        XCTAssertEqual(notSQLite?.kind, .data)
        XCTAssertEqual(notSQLite?.description, "\(text): is not a SQLite database (no SQLite header)")

        let other = try HealthConnectFixture(path: path("other.db"), statements: ["CREATE TABLE t (x INTEGER)"])
        let notExport = fault { _ = try read(other.path) }
        XCTAssertEqual(notExport?.kind, .data)
        XCTAssertEqual(
            notExport?.description,
            "\(other.path): is a SQLite database but not a Health Connect export (no application_info_table)")

        let damaged = try export("damaged.db")
        try damaged.execute(
            "WITH RECURSIVE k(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM k WHERE n < 2999) "
                + "INSERT INTO heart_rate_record_series_table SELECT 1, 60, n FROM k")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: damaged.path))
        let page = 4096
        let pages = bytes.count / page
        // Scramble the middle of the last pages: they hold the samples' B-tree, not the schema.
        for p in (pages - 3)..<pages {
            bytes.replaceSubrange((p * page + 8)..<(p * page + 400), with: Data(repeating: 0xA5, count: 392))
        }
        try bytes.write(to: URL(fileURLWithPath: damaged.path))
        let broken = fault { _ = try read(damaged.path) }
        XCTAssertEqual(broken?.kind, .data)
        XCTAssertTrue(broken?.description.hasPrefix(damaged.path + ": ") ?? false, "\(String(describing: broken))")
    }

    /// A zip without a database is not taken for an export; flow names the zip and what it holds.
    func testAZipWithoutADatabaseIsNotAnExport() throws {
        let notes = try write("hello\n", "notes.txt")
        let zip = path("Health Connect.zip")
        try ZipWriter.write(archive: zip, files: [("notes.txt", notes)])
        let refused = fault { _ = try HistoryFormat.detect(path: zip) }
        XCTAssertEqual(refused?.kind, .data)
        XCTAssertTrue(refused?.description.hasPrefix(zip + ": ") ?? false)
    }

    /// Two things the sheet leaves unconfirmed, read whichever way they fall: a zip written as
    /// Java's `ZipOutputStream` writes (CRC and sizes 0 in the local header, flag bit 3, a data
    /// descriptor after the data), and a database whose header says WAL mode copied without its
    /// `-wal` and `-shm` files.
    func testAJavaStyleZipAndAWALModeDatabaseAreRead() throws {
        let db = try export("wal.db")
        try db.execute("PRAGMA journal_mode = WAL")
        try db.instant(
            "resting_heart_rate_record_table", id: 1, app: 1, epochMillis("2026-06-01T05:00:00Z"), 3600,
            ["beats_per_minute": .integer(51)])
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let copy = path("copied/health_connect_export.db")
        try FileManager.default.createDirectory(atPath: path("copied"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: db.path, toPath: copy)
        let header = try Data(contentsOf: URL(fileURLWithPath: copy))
        XCTAssertEqual([header[18], header[19]], [2, 2])  // WAL mode, as the live database may be
        let (fromCopy, _) = try read(copy)
        XCTAssertEqual(fromCopy.restingHR.map(\.value), [51])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: path("copied")), ["health_connect_export.db"])

        let zip = path("Health Connect.zip")
        try ZipWriter.write(archive: zip, files: [("health_connect_export.db", copy)])
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: zip)))
        func le32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8
        let dataEnd = 30 + nameLength + le32(18)
        let descriptor = [0x50, 0x4B, 0x07, 0x08] + Array(bytes[14..<26])
        bytes[6] |= 8
        for k in 14..<26 { bytes[k] = 0 }
        bytes.insert(contentsOf: descriptor, at: dataEnd)
        let central = dataEnd + 16
        bytes[central + 8] |= 8
        let end = bytes.count - 22
        let moved = le32(end + 16) + 16
        for k in 0..<4 { bytes[end + 16 + k] = UInt8(truncatingIfNeeded: moved >> (8 * k)) }
        try Data(bytes).write(to: URL(fileURLWithPath: zip))
        let (fromZip, _) = try read(zip)
        XCTAssertEqual(fromZip.restingHR.map(\.value), [51])
        XCTAssertEqual(fromZip.steps, fromCopy.steps)
    }
}
