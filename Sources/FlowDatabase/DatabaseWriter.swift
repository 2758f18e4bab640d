import CSQLite
import FlowRecords

/// A fresh flow database written table by table: every table created empty up front, rows
/// appended in the order they come, committed at each `commit` and at `finish`. Used where
/// rows arrive over time (a cohort's people as they finish): committing after each keeps no
/// more than their rows in SQLite's cache, so memory does not grow with the file.
///
/// The same tables and rows appended in the same order give the same bytes.
public final class DatabaseWriter {
    private let db: SQLiteConnection
    private var inserts: [String: (statement: SQLStatement, columns: Int)] = [:]

    /// Creates the database at `path` (a new, empty file: the caller renames it into place
    /// once `finish` returns) with `tables` and their rows; `name` is the final file, for errors.
    public init(path: String, name: String, tables: [DatabaseTable]) throws {
        db = try SQLiteConnection(path: path, name: name, create: true)
        // A cache of 8 pages (512 KB): rows are only appended, so a larger one only holds the
        // file's pages in memory (SQLite's default grew a cohort's memory with its database).
        try db.execute(
            "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 65536; PRAGMA cache_size = 8; BEGIN"
        )
        for table in tables {
            try db.execute(table.definition)
            let marks = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
            inserts[table.name] = (try db.prepare("INSERT INTO \(table.name) VALUES (\(marks))"), table.columns.count)
            try append(table.rows, to: table.name)
        }
    }

    /// Appends rows to a table created by `init`; a row whose key is already there, or of
    /// another width, is an error naming the table.
    public func append(_ rows: [[SQLValue]], to table: String) throws {
        guard let insert = inserts[table] else {
            throw DatabaseError.cannotWrite(file: db.file, message: "no table \(table)")
        }
        for row in rows {
            guard row.count == insert.columns else {
                throw DatabaseError.cannotWrite(
                    file: db.file, message: "table \(table): a row of \(row.count) values for \(insert.columns) columns"
                )
            }
            do {
                try insert.statement.run(row)
            } catch DatabaseError.cannotWrite(let file, let message) {
                throw DatabaseError.cannotWrite(file: file, message: "table \(table): \(message)")
            }
        }
    }

    /// Commits the rows appended so far and opens the next transaction. The file is not yet
    /// flow's (no application id) until `finish`, and is renamed into place only after it.
    public func commit() throws { try db.execute("COMMIT; BEGIN") }

    /// Marks the file as flow's and commits it.
    public func finish() throws {
        inserts = [:]
        try db.execute(
            "PRAGMA application_id = \(HistoryDatabase.applicationID); "
                + "PRAGMA user_version = \(HistoryDatabase.schemaVersion); COMMIT")
    }
}
