import FlowRecords

/// Reads tables back from a flow database another run wrote (a cohort shard to merge).
public enum DatabaseReader {
    /// The rows of each of `tables` in the flow database at `path`, each table's rows in its
    /// key's order. A file that is missing, not flow's, from a newer flow, damaged, or without
    /// one of the tables is refused (exit 65) naming the file; `what` says what was expected
    /// ("a cohort database").
    public static func tables(_ tables: [DatabaseTable], at path: String, what: String) throws -> [DatabaseTable] {
        guard TextFile.prefix(path: path, count: 16) == Array("SQLite format 3\0".utf8) else {
            throw DatabaseError.unreadable(file: path, reason: "it is missing, empty or not a SQLite database")
        }
        let db: SQLiteConnection
        do {
            _ = try HistoryDatabase.existing(at: path)
            db = try SQLiteConnection(path: path, name: path, readOnly: true)
        } catch DatabaseError.refused(_, let reason) {
            throw DatabaseError.unreadable(file: path, reason: reason)
        }
        return try tables.map { table in
            let found = try db.rows("PRAGMA table_info(\(table.name))").compactMap { row -> String? in
                if row.count > 1, case .text(let name) = row[1] { name } else { nil }
            }
            guard found == table.columns.map(\.name) else {
                throw DatabaseError.unreadable(
                    file: path,
                    reason: found.isEmpty
                        ? "it is not \(what) (no table \(table.name))"
                        : "its table \(table.name) has other columns than \(what) has")
            }
            var read = table
            read.rows = try db.rows(
                "SELECT * FROM \(table.name) ORDER BY \(table.key.joined(separator: ", "))")
            return read
        }
    }
}
