import CSQLite
import FlowRecords

/// A SQLite file another program wrote (a phone's Health Connect export), opened to read only
/// what flow asks of it by name: read-only and immutable, so nothing is written beside it (no
/// journal, no lock file) and it keeps its bytes; its schema distrusted, so no view, trigger,
/// extension or schema-defined function of its author ever runs. Every failure is the file's
/// fault (exit 65), named by the name given.
package final class ForeignDatabase {
    private let connection: SQLiteConnection
    /// How messages name the file (`Health Connect.zip/health_connect_export.db`).
    package let name: String

    /// Opens the SQLite file at `path`, named `name` in messages.
    package init(path: String, name: String) throws {
        self.name = name
        do {
            connection = try SQLiteConnection(
                path: ForeignDatabase.uri(path), name: name, readOnly: true, uri: true)
        } catch DatabaseError.refused(_, let reason) {
            throw DatabaseError.unreadable(file: name, reason: reason)
        }
        guard flow_sqlite_distrust(connection.handle) == 0 else {
            throw DatabaseError.unreadable(file: name, reason: "this SQLite cannot be set to distrust a file's schema")
        }
    }

    /// The `file:` URI that opens `path` read-only and immutable: every byte but letters,
    /// digits and `/-._~` percent-encoded, so no `?` or `#` in a name can add a parameter.
    static func uri(_ path: String) -> String {
        let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-._~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for b in path.utf8 {
            if plain.contains(b) { bytes.append(b) } else { bytes += [37, hex[Int(b >> 4)], hex[Int(b & 15)]] }
        }
        return "file:" + String(decoding: bytes, as: UTF8.self) + "?mode=ro&immutable=1"
    }

    /// `sql` run to its end, each row handed to `body` while it is current.
    package func forEachRow(_ sql: String, _ body: (SQLStatement) throws -> Void) throws {
        try readable {
            let statement = try connection.prepare(sql)
            while try statement.step() { try body(statement) }
        }
    }

    /// The schema version its writer stored (`PRAGMA user_version`).
    package func userVersion() throws -> Int64 {
        var version: Int64 = 0
        try forEachRow("PRAGMA user_version") { version = $0.integer(0) }
        return version
    }

    /// SQLite's `quick_check`: nil when the file is sound, else its first complaint.
    package func quickCheck() throws -> String? {
        var complaints: [String] = []
        try forEachRow("PRAGMA quick_check(1)") {
            complaints.append(String(decoding: $0.bytes(0), as: UTF8.self))
        }
        guard complaints != ["ok"] else { return nil }
        // "*** in database main ***" heads SQLite's answer: the complaint is the line after it.
        let lines = (complaints.first ?? "no answer").split(separator: "\n").filter { !$0.hasPrefix("***") }
        return lines.joined(separator: " ")
    }

    /// The names of its tables (views, indexes and triggers left out), sorted.
    package func tables() throws -> [String] {
        var names: [String] = []
        try forEachRow("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
            names.append(String(decoding: $0.bytes(0), as: UTF8.self))
        }
        return names
    }

    /// The columns of `table` by name, generated ones included; empty when there is no such table.
    package func columns(of table: String) throws -> [String] {
        var names: [String] = []
        try forEachRow("PRAGMA table_xinfo(\(ForeignDatabase.quoted(table)))") {
            names.append(String(decoding: $0.bytes(1), as: UTF8.self))
        }
        return names
    }

    /// How many rows `table` holds.
    package func rowCount(_ table: String) throws -> Int {
        var count = 0
        try forEachRow("SELECT count(*) FROM \(ForeignDatabase.quoted(table))") { count = Int($0.integer(0)) }
        return count
    }

    /// A name as SQL quotes an identifier (`"a""b"`).
    package static func quoted(_ name: String) -> String {
        "\"" + name.replacing("\"", with: "\"\"") + "\""
    }

    /// Runs `work`, a SQLite failure reported as the file's (unreadable, 65), not as a write.
    private func readable(_ work: () throws -> Void) throws {
        do { try work() } catch DatabaseError.cannotWrite(_, let message) {
            throw DatabaseError.unreadable(file: name, reason: "SQLite cannot read it (\(message))")
        }
    }
}
