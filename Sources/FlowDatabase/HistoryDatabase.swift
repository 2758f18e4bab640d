import CSQLite
import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A person's whole history as one SQLite file (`flow export`): every record ever imported
/// (merged by natural key, so a newer export adds only what is new), each import, and the
/// tables derived from the latest history (features, scores, Flow, drivers, labels, …).
///
/// The file carries flow's `application_id` and the schema version in `user_version`; a file
/// without them, from a newer flow, or damaged is refused before anything is written.
public enum HistoryDatabase {
    /// `PRAGMA application_id` of every flow database: "flow" in ASCII.
    public static let applicationID: Int32 = 0x666C_6F77
    /// `PRAGMA user_version`: the schema this flow writes (a library's: records, imports, the
    /// history's facts and its stored feature tables; 1 lacked the last two).
    public static var schemaVersion: Int { Library.schemaVersion }

    /// What one export writes.
    public struct Contents: Sendable {
        /// The records read (nil when the history was a feature table, which keeps none).
        public var records: RecordHistory?
        /// The import, added to `imports` unless the same file was imported before.
        public var entry: ImportEntry?
        /// The derived tables, in the order they are written.
        public var tables: [DatabaseTable]

        /// The contents of one export.
        public init(records: RecordHistory?, entry: ImportEntry?, tables: [DatabaseTable]) {
            (self.records, self.entry, self.tables) = (records, entry, tables)
        }
    }

    /// What an export did: records it added, records the file now holds.
    public struct Summary: Sendable, Equatable {
        /// Records this export added, and records the file holds now.
        public var added: Int, records: Int
    }

    /// Checks the file at `path` before an export writes over it: false when there is none
    /// (or it is empty), true when it is a sound flow database to merge into; otherwise
    /// throws `DatabaseError.refused` naming why, and the file is never touched.
    public static func existing(at path: String) throws -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0 else { return false }
        let head = TextFile.prefix(path: path, count: 16)
        guard head == Array("SQLite format 3\0".utf8) else {
            throw DatabaseError.refused(
                file: path, reason: "it is not a SQLite database (flow writes a new database only where there is none)")
        }
        let db = try SQLiteConnection(path: path, name: path, readOnly: true)
        do {
            guard case .integer(let id) = try db.scalar("PRAGMA application_id"), id == Int64(applicationID) else {
                throw DatabaseError.refused(
                    file: path, reason: "it is a SQLite database another program wrote (no flow application_id)")
            }
            guard case .integer(let version) = try db.scalar("PRAGMA user_version") else {
                throw DatabaseError.refused(file: path, reason: "it has no schema version")
            }
            guard version <= schemaVersion else { throw DatabaseError.newerSchema(file: path, version: version) }
            let check: [[SQLValue]]
            do {
                check = try db.rows("PRAGMA integrity_check")
            } catch DatabaseError.cannotWrite(_, let message) {
                throw DatabaseError.refused(file: path, reason: message)
            }
            guard check.count == 1, check[0].first == .text("ok") else {
                let first = check.first?.first.flatMap { if case .text(let t) = $0 { t } else { nil } } ?? "no answer"
                throw DatabaseError.refused(file: path, reason: "PRAGMA integrity_check fails: \(first)")
            }
        } catch DatabaseError.cannotWrite(_, let message) {
            throw DatabaseError.refused(file: path, reason: "SQLite cannot read it (\(message))")
        }
        return true
    }

    /// Writes `contents` into the fresh file at `temporary`, starting from a copy of the flow
    /// database at `previous` when there is one: its records and imports are kept, its
    /// derived tables replaced. `name` is the final file, for errors. The caller renames
    /// the file into place once this returns, and removes it when this throws.
    public static func write(
        to temporary: String, name: String, previous: String?, contents: Contents
    ) throws -> Summary {
        let db = try SQLiteConnection(path: temporary, name: name, create: true)
        // The file is renamed into place only when complete, so SQLite needs no journal of its own;
        // large pages suit a history written in bulk, mostly in key order.
        try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 65536")
        if let previous {
            let old = try SQLiteConnection(path: previous, name: previous, readOnly: true)
            try copy(old, into: db)
        }
        try db.execute("BEGIN")
        try db.execute(Library.definition)
        // Rows the insert added (one ignored as already held changes nothing), and the rows held.
        var added = 0
        var sexChanged = false
        if let records = contents.records {
            let bySource = try RecordTable.insert(records, into: db)
            added = bySource.values.reduce(0, +)
            sexChanged = try HistoryFacts.insert(
                records, importedAt: contents.entry?.importedAt, added: bySource, into: db)
        }
        if let entry = contents.entry { try ImportTable.insert(entry, added: added, into: db) }
        // The file is a library too: a table stored from its records is out of date once they change.
        if added > 0 || sexChanged { try StoredTables.advance(db) }
        for table in DerivedTable.allCases { try db.execute("DROP TABLE IF EXISTS \(table.rawValue)") }
        for table in contents.tables {
            try db.execute(table.definition)
            let marks = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
            let insert = try db.prepare("INSERT INTO \(table.name) VALUES (\(marks))")
            for row in table.rows {
                do {
                    try insert.run(row)
                } catch DatabaseError.cannotWrite(let file, let message) {
                    throw DatabaseError.cannotWrite(file: file, message: "table \(table.name): \(message)")
                }
            }
        }
        try db.execute(
            "PRAGMA application_id = \(applicationID); PRAGMA user_version = \(schemaVersion); COMMIT")
        return Summary(added: added, records: try count(db, "records"))
    }

    private static func count(_ db: SQLiteConnection, _ table: String) throws -> Int {
        guard case .integer(let n) = try db.scalar("SELECT count(*) FROM \(table)") else { return 0 }
        return Int(n)
    }

    /// Copies a whole database into another with SQLite's online backup.
    private static func copy(_ source: SQLiteConnection, into target: SQLiteConnection) throws {
        guard let backup = sqlite3_backup_init(target.handle, "main", source.handle, "main") else {
            throw target.failure("copying \(source.file)")
        }
        let status = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        guard status == SQLITE_DONE else { throw target.failure("copying \(source.file)") }
    }
}
