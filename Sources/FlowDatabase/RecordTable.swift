import CSQLite
import FlowRecords

/// The `records` table: one row per record, as the records CSV writes it (kind, start, end,
/// value, source), with each end also as UTC seconds; a sleep record's value is its stage's name,
/// a summary night's total its `STAGE:MINUTES`.
///
/// The natural key is kind, the two instants, value and source, and the table is stored in
/// that order (`WITHOUT ROWID`: one B-tree, no second copy for the key). The key holds the
/// instants rather than the written times because Apple writes every date of an export on the
/// phone's zone at the time of export: the same record exported from another zone carries
/// another offset, and must still be the same record. `start` and `end` are always written but
/// not declared NOT NULL: SQLite 3.40 (Debian 12's) reports such a column of a `WITHOUT ROWID`
/// table as NULL in `PRAGMA integrity_check`, which would make every database look damaged.
enum RecordTable {
    static let definition = """
        CREATE TABLE IF NOT EXISTS records (
            kind TEXT NOT NULL, start TEXT, end TEXT,
            start_utc REAL NOT NULL, end_utc REAL NOT NULL, value ANY NOT NULL, source TEXT NOT NULL,
            PRIMARY KEY (kind, start_utc, end_utc, value, source)) STRICT, WITHOUT ROWID
        """

    /// Adds every record of `history` not already in the table, kind by kind, in time order;
    /// returns how many each source (by index) added.
    /// - Complexity: O(n log n) in the records held.
    @discardableResult
    static func insert(_ history: RecordHistory, into db: SQLiteConnection) throws -> [Int: Int] {
        var added: [Int: Int] = [:]
        let insert = try db.prepare("INSERT OR IGNORE INTO records VALUES (?, ?, ?, ?, ?, ?, ?)")
        func add(_ kind: RecordKind, _ start: Timestamp, _ end: Timestamp, _ value: SQLValue, _ source: Int) throws {
            try insert.bind(text: kind.rawValue, at: 1)
            let startText = start.iso8601
            try insert.bind(text: startText, at: 2)
            try insert.bind(text: end == start ? startText : end.iso8601, at: 3)
            try insert.bind(real: start.instant, at: 4)
            try insert.bind(real: end.instant, at: 5)
            try insert.bind(value, at: 6)
            try insert.bind(text: source < history.sources.count ? history.sources[source] : "", at: 7)
            try insert.runBound()
            if sqlite3_changes(db.handle) > 0 { added[source, default: 0] += 1 }
        }
        for kind in RecordKind.allCases {
            switch kind {
            case .sleep:
                for s in history.sleep.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
                    try add(kind, s.start, s.end, .text(s.stage.rawValue), s.source)
                }
            case .sleepMinutes:
                for t in history.sleepTotals.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
                    try add(kind, t.start, t.end, .text(t.value), t.source)
                }
            case .heartRate:
                for m in history.heartRate.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
                    try add(kind, m.start, m.end, .real(m.value), m.source)
                }
            default:
                for m in history.measurements(of: kind).sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
                    try add(kind, m.start, m.end, .real(m.value), m.source)
                }
            }
        }
        return added
    }
}

/// The `imports` table: one row per imported file; the same file (by SHA-256, or by name and
/// size where there is none) imported again adds no row, so a repeated export changes nothing.
enum ImportTable {
    static let definition = """
        CREATE TABLE IF NOT EXISTS imports (
            imported_at TEXT NOT NULL, file TEXT NOT NULL, size INTEGER, sha256 TEXT,
            accepted INTEGER NOT NULL, rejected INTEGER NOT NULL, new_records INTEGER NOT NULL,
            accepted_by_kind TEXT NOT NULL, rejected_by_reason TEXT NOT NULL, flow_version TEXT NOT NULL) STRICT;
        CREATE INDEX IF NOT EXISTS imports_by_time ON imports (imported_at)
        """

    static func insert(_ entry: ImportEntry, added: Int, into db: SQLiteConnection) throws {
        let same =
            entry.sha256 != nil
            ? try db.prepare("SELECT 1 FROM imports WHERE sha256 = ?")
            : try db.prepare("SELECT 1 FROM imports WHERE sha256 IS NULL AND file = ? AND size IS ?")
        if let sha = entry.sha256 {
            try same.bind(.text(sha), at: 1)
        } else {
            try same.bind(.text(entry.file), at: 1)
            try same.bind(.integer(entry.size.map(Int.init)), at: 2)
        }
        guard try !same.step() else { return }
        try db.prepare("INSERT INTO imports VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").run([
            .text(entry.importedAt), .text(entry.file), .integer(entry.size.map(Int.init)), .text(entry.sha256),
            .integer(entry.accepted), .integer(entry.rejected), .integer(added),
            .text(entry.acceptedByKind), .text(entry.rejectedByReason), .text(entry.flowVersion),
        ])
    }
}
