import FlowDatabase
import FlowRecords
import XCTest

/// A table built from column descriptions holds what the CSV and JSON of the same rows say.
final class DatabaseTableTests: XCTestCase {
    struct Night: Sendable {
        var date: String, hours: Double?, wakes: Int64?, nap: Bool
    }

    func testATableFromDescribedColumns() {
        let columns: [OutputColumn<Night>] = [
            OutputColumn("date", .text) { .text($0.date) }, OutputColumn("hours", .real) { .real($0.hours) },
            OutputColumn("wakes", .integer) { .integer($0.wakes) }, OutputColumn("nap", .integer) { .flag($0.nap) },
        ]
        let nights = [
            Night(date: "2026-03-01", hours: 7.25, wakes: nil, nap: true),
            Night(date: "2026-03-02", hours: .nan, wakes: 3, nap: false),
        ]
        let table = DatabaseTable(name: "nights", columns: columns, key: ["date"], rows: nights)
        XCTAssertEqual(
            table.columns,
            [
                DatabaseColumn("date", .text), DatabaseColumn("hours", .real), DatabaseColumn("wakes", .integer),
                DatabaseColumn("nap", .integer),
            ])
        // The CSV line "2026-03-01,7.25,,1": empty cells are NULL, a flag 1; NaN (no SQLite value) is NULL too.
        XCTAssertEqual(table.rows[0], [.text("2026-03-01"), .real(7.25), .null, .integer(1)])
        XCTAssertEqual(table.rows[1], [.text("2026-03-02"), .null, .integer(3), .integer(0)])
    }
}
