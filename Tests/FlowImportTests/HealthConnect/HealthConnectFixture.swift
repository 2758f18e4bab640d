import FlowDatabase
import FlowRecords
import FlowSimulation
import Foundation

/// A Health Connect database a test builds row by row, in the layout Android creates
/// (``HealthConnectSchema``, written from `formats/health-connect.md`): apps, then records
/// with the times and offsets the test gives, so every expected value is worked out by hand.
final class HealthConnectFixture {
    let path: String
    private let db: SQLiteConnection
    private var uuid: Int64 = 0

    /// A new database at `path` with the schema's tables (`statements` replace them when given).
    init(path: String, statements: [String] = HealthConnectSchema.statements, version: Int = 14) throws {
        self.path = path
        db = try SQLiteConnection(path: path, name: path, create: true)
        for s in statements { try db.execute(s) }
        try db.execute("PRAGMA user_version = \(version)")
    }

    /// Runs any statement (a view, a trigger, an extra column).
    func execute(_ sql: String) throws { try db.execute(sql) }

    /// An app that writes records: `row_id`, package and (optional) name.
    func app(_ id: Int64, _ package: String, _ name: String?) throws {
        try insert(
            "application_info_table",
            ["row_id": .integer(id), "package_name": .text(package), "app_name": name.map { .text($0) } ?? .null])
    }

    /// A row of `table`; record tables get a fresh uuid.
    func insert(_ table: String, _ values: [String: SQLValue]) throws {
        var values = values
        let names = values.keys.sorted()
        var columns = names
        var marks = names.map { _ in "?" }
        if table.hasSuffix("_record_table") {
            uuid += 1
            columns.append("uuid")
            marks.append("CAST(printf('%016d', \(uuid)) AS BLOB)")
        }
        let statement = try db.prepare(
            "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(marks.joined(separator: ", ")))")
        try statement.run(names.map { values.removeValue(forKey: $0)! })
    }

    /// An interval record: epoch ms and offsets (seconds), plus its own columns.
    func interval(
        _ table: String, id: Int64, app: Int64, _ start: Int64, _ startOffset: Int64, _ end: Int64, _ endOffset: Int64,
        _ values: [String: SQLValue] = [:]
    ) throws {
        try insert(
            table,
            values.merging(
                [
                    "row_id": .integer(id), "app_info_id": .integer(app), "start_time": .integer(start),
                    "start_zone_offset": .integer(startOffset), "end_time": .integer(end),
                    "end_zone_offset": .integer(endOffset),
                ], uniquingKeysWith: { a, _ in a }))
    }

    /// An instant record at epoch ms `time` on `offset` seconds, plus its own columns.
    func instant(
        _ table: String, id: Int64, app: Int64, _ time: Int64, _ offset: Int64, _ values: [String: SQLValue]
    )
        throws
    {
        try insert(
            table,
            values.merging(
                [
                    "row_id": .integer(id), "app_info_id": .integer(app), "time": .integer(time),
                    "zone_offset": .integer(offset),
                ],
                uniquingKeysWith: { a, _ in a }))
    }
}

/// Epoch milliseconds of a UTC time (`2026-03-28T22:00:00Z`).
func epochMillis(_ utc: String) -> Int64 {
    Int64((ISO8601DateFormatter().date(from: utc)!.timeIntervalSince1970 * 1000).rounded())
}
