/// What a library keeps to be read back in a blink: its generation (a number every change
/// of its records raises) and the feature tables made from its records (the text `flow
/// features` writes, by the settings they were made with), each valid for the generation it
/// was made at. A command whose settings find a table of the current generation reads it
/// instead of every record.
enum StoredTables {
    static let definition = """
        CREATE TABLE IF NOT EXISTS library_state (name TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;
        CREATE TABLE IF NOT EXISTS feature_tables (
            settings TEXT PRIMARY KEY, generation INTEGER NOT NULL, clock INTEGER NOT NULL, csv TEXT NOT NULL) STRICT
        """

    /// The most feature tables kept (one per settings asked for; the oldest made goes first).
    static let kept = 4

    /// The library's generation (0 before the first change).
    static func generation(_ db: SQLiteConnection) throws -> Int64 {
        guard try hasTables(db),
            case .integer(let g) = try db.scalar("SELECT value FROM library_state WHERE name = 'generation'")
        else { return 0 }
        return g
    }

    /// Raises the generation: every stored table is then out of date.
    static func advance(_ db: SQLiteConnection) throws {
        try db.execute(
            "INSERT INTO library_state VALUES ('generation', 1) "
                + "ON CONFLICT (name) DO UPDATE SET value = value + 1; DELETE FROM feature_tables")
    }

    /// True when the file has these tables (a version-1 file does not).
    static func hasTables(_ db: SQLiteConnection) throws -> Bool {
        try db.scalar("SELECT count(*) FROM sqlite_master WHERE name IN ('library_state', 'feature_tables')")
            == .integer(2)
    }
}
