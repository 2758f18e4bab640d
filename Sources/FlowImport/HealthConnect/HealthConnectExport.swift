import FlowDatabase
import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Android's Health Connect export (`formats/health-connect.md`): the zip the phone's scheduled
/// export writes (`Health Connect.zip` by default, any name) holding one SQLite database, or
/// that database itself. The database is opened as untrusted input (``ForeignDatabase``),
/// from a private copy when it came in a zip, and the person's file is never changed.
public enum HealthConnectExport {
    /// The database's name inside the zip.
    static let databaseName = "health_connect_export.db"
    /// The first bytes of every SQLite database.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// The database among a zip's entries: the export's own name, else the first ending in `.db`.
    static func database(_ names: [String]) -> String? {
        names.first { ExportFiles.baseName($0) == databaseName }
            ?? names.first { $0.lowercased().hasSuffix(".db") }
    }

    /// True for a zip holding a database (or the synced folder holding that zip), or a file that
    /// is SQLite or is named like a database (a `.db` that is not SQLite is then refused by name
    /// rather than read as text).
    static func recognises(_ input: OpenedHistory) -> Bool {
        if let files = input.files { return database(files.names) != nil }
        return input.head.starts(with: sqliteHeader) || input.path.lowercased().hasSuffix(".db")
    }

    /// Reads the export: the database of the zip (or of the folder holding it) from a private
    /// copy, or the database at its path.
    public static func read(_ input: OpenedHistory) throws -> (RecordHistory, ImportReport) {
        guard let files = input.files else { return try read(path: input.path, name: input.name) }
        guard let entry = database(files.names) else {
            throw ImportError.unrecognised(file: input.name, problem: "holds no database (.db file)")
        }
        let name = files.display(entry)
        guard try files.prefix(of: entry, count: 16) == sqliteHeader else {
            throw ImportError.unrecognised(file: name, problem: "is not a SQLite database (no SQLite header)")
        }
        let copy = try PrivateCopy(of: entry, in: files, as: databaseName)
        defer { copy.remove() }
        return try read(path: copy.path, name: name, opened: copy.removeName)
    }

    /// Reads the database at `path`, named `name` in messages; `opened` runs once SQLite holds it open.
    static func read(path: String, name: String, opened: () -> Void = {}) throws -> (RecordHistory, ImportReport) {
        guard TextFile.prefix(path: path, count: 16) == sqliteHeader else {
            throw ImportError.unrecognised(file: name, problem: "is not a SQLite database (no SQLite header)")
        }
        let db = try ForeignDatabase(path: path, name: name)
        let version = try db.userVersion()
        opened()
        var reader = try HealthConnectReader(db: db, collector: RecordCollector(file: name))
        guard reader.tables.contains(HealthConnectTable.apps.name) else {
            throw ImportError.unrecognised(
                file: name, problem: "is a SQLite database but not a Health Connect export (no application_info_table)")
        }
        if let complaint = try db.quickCheck() {
            throw ImportError.unrecognised(file: name, problem: "fails SQLite's quick_check: \(complaint)")
        }
        reader.collector.counting("row")
        try reader.readAll()
        try describe(&reader, db: db, version: version)
        return try reader.collector.finish()
    }

    /// The report's words: the schema version, each table read, the apps, what was left.
    private static func describe(_ reader: inout HealthConnectReader, db: ForeignDatabase, version: Int64) throws {
        reader.collector.layout("Health Connect export (schema version \(version))")
        let read = reader.read.filter { $0.rows > 0 }.map { "\($0.table) \(NumberFormat.grouped($0.rows))" }
        let empty = reader.read.filter { $0.rows == 0 }.map(\.table)
        reader.collector.note(
            "tables read (rows): " + (read.isEmpty ? "none with rows" : read.joined(separator: ", "))
                + (empty.isEmpty ? "" : "; empty: " + empty.joined(separator: ", ")))
        let writers = reader.writers.map { "\($0.app) \(NumberFormat.grouped($0.rows))" }
        if !writers.isEmpty { reader.collector.note("written by (rows): " + writers.joined(separator: ", ")) }
        for (table, missing) in reader.lacking {
            reader.collector.note("\(table) has no column \(missing.joined(separator: ", ")): not read")
        }
        if reader.outOfBed > 0 {
            reader.collector.note("\(reader.outOfBed) sleep stages out of bed (code 3) left out")
        }
        if reader.exerciseSessions > 0 {
            reader.collector.note(
                "\(reader.exerciseSessions) exercise sessions counted, not kept: strain comes from heart rate")
        }
        let readNames = Set(reader.read.map(\.table))
        var unread: [String] = []
        for table in reader.tables
        where !readNames.contains(table) && !HealthConnectTable.bookkeeping.contains(table)
            && !table.hasPrefix("sqlite_")
        {
            let rows = try db.rowCount(table)
            if rows > 0 { unread.append("\(table) \(NumberFormat.grouped(rows)) row\(rows == 1 ? "" : "s")") }
        }
        reader.collector.notRead(unread)
    }
}
