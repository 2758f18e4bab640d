import FlowRecords

/// The `history_digests` table: the digest of every history an import added (`RecordHistory.digest`),
/// so a folder or parts read again with nothing new (no file SHA-256 to know it by) is known as
/// imported before without merging its records one by one.
enum HistoryDigests {
    static let definition = """
        CREATE TABLE IF NOT EXISTS history_digests (digest TEXT PRIMARY KEY, imported_at TEXT NOT NULL) STRICT
        """

    /// When a history of this digest was imported, or nil.
    static func imported(_ digest: String, in db: SQLiteConnection) throws -> String? {
        let tables = try db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'history_digests'")
        guard !tables.isEmpty else { return nil }
        let statement = try db.prepare("SELECT imported_at FROM history_digests WHERE digest = ?")
        try statement.bind(.text(digest), at: 1)
        return try statement.step() ? statement.row[0].textValue : nil
    }

    /// Notes a history added.
    static func insert(_ digest: String, importedAt: String, into db: SQLiteConnection) throws {
        try db.prepare("INSERT OR IGNORE INTO history_digests VALUES (?, ?)").run([.text(digest), .text(importedAt)])
    }
}
