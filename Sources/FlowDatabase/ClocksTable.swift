import CSQLite
import FlowRecords

/// The `clocks` table: for each source whose export wrote its times without offsets (a Google
/// Takeout), the clocks its records were read on, as the last import worked them out. A newer
/// export that works them out otherwise (a boundary moved, a stay found) replaces that source's
/// records over the span it covers, so the library holds each record once, on its clock, and its
/// derived tables follow.
enum ClocksTable {
    static let definition = """
        CREATE TABLE IF NOT EXISTS clocks (
            source TEXT PRIMARY KEY, signature TEXT NOT NULL, lines TEXT NOT NULL, imported_at TEXT) STRICT
        """

    /// How far a record can move when its clock changes: the offsets span 26 hours.
    static let widest = 26.0 * 3600

    /// Before `history` is added: deletes the records of each source whose clocks it reads
    /// otherwise than the library last did (or, with none stored, on more than one clock),
    /// within the span its export covers (widened by the 26 hours a clock can move a record: an
    /// older import's records of that source within a day of the newer export's first or last
    /// go too), and stores its clocks. Returns how many records went.
    static func replaceMoved(_ history: RecordHistory, importedAt: String?, in db: SQLiteConnection) throws -> Int {
        var removed = 0
        for (source, facts) in history.clocks.sorted(by: { $0.key < $1.key }) {
            let stored = try db.prepare("SELECT signature FROM clocks WHERE source = ?")
            try stored.bind(.text(source), at: 1)
            let held: String? = try stored.step() ? stored.row[0].textValue : nil
            let moved = held.map { $0 != facts.signature } ?? (facts.signature.contains("|"))
            if moved {
                // A record read on another clock lies up to 26 hours away from where it is read
                // now (offsets run from −12 to +14): the span is widened by as much.
                let delete = try db.prepare(
                    "DELETE FROM records WHERE source = ? AND start_utc >= ? AND start_utc <= ?")
                try delete.run([
                    .text(source), .real(facts.span.lowerBound - ClocksTable.widest),
                    .real(facts.span.upperBound + ClocksTable.widest),
                ])
                removed += Int(sqlite3_changes(db.handle))
            }
            try db.prepare("INSERT OR REPLACE INTO clocks VALUES (?, ?, ?, ?)").run([
                .text(source), .text(facts.signature), .text(facts.lines.joined(separator: "\n")), .text(importedAt),
            ])
        }
        return removed
    }

    /// Each source's clock lines, as the last import gave them (none before a Takeout was imported).
    static func lines(_ db: SQLiteConnection) throws -> [(source: String, lines: [String])] {
        let tables = try db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'clocks'")
        guard !tables.isEmpty else { return [] }
        return try db.rows("SELECT source, lines FROM clocks ORDER BY source").compactMap { row in
            guard let source = row[0].textValue, let lines = row[1].textValue else { return nil }
            return (source, lines.split(separator: "\n").map(String.init))
        }
    }
}
