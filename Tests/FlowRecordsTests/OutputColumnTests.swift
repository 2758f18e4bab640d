import FlowRecords
import XCTest

/// One description, three forms: the CSV text, the JSON value and (in FlowDatabaseTests) the
/// database cell of the same row agree.
final class OutputColumnTests: XCTestCase {
    struct Night: Sendable {
        var date: String, hours: Double?, wakes: Int64?, nap: Bool
    }

    let columns: [OutputColumn<Night>] = [
        OutputColumn("date", .text) { .text($0.date) }, OutputColumn("hours", .real) { .real($0.hours) },
        OutputColumn("wakes", .integer) { .integer($0.wakes) }, OutputColumn("nap", .integer) { .flag($0.nap) },
    ]

    func testCSVAndJSONOfOneRow() {
        let night = Night(date: "2026-03-01", hours: 7.25, wakes: nil, nap: true)
        XCTAssertEqual(columns.csvHeader(), "date,hours,wakes,nap")
        XCTAssertEqual(columns.csvLine(night), "2026-03-01,7.25,,1")
        XCTAssertEqual(
            columns.json(night),
            .object([("date", .string("2026-03-01")), ("hours", .number(7.25)), ("wakes", .null), ("nap", .bool(true))])
        )
    }

    /// Whole numbers without a point, as the shortest text that reads back; no value is empty.
    func testCellsAsText() {
        XCTAssertEqual(OutputCell.real(8).csv, "8")
        XCTAssertEqual(OutputCell.real(0.1 + 0.2).csv, "0.30000000000000004")
        XCTAssertEqual(OutputCell.real(nil).csv, "")
        XCTAssertEqual(OutputCell.integer(42).csv, "42")
        XCTAssertEqual(OutputCell.flag(false).csv, "0")
        XCTAssertEqual(OutputCell.text(nil).json, .null)
    }

    /// A column read through a wider row keeps its name, type and cell.
    func testAColumnReadFromAWiderRow() {
        struct Ranked { var rank: Int, night: Night }
        let wider = columns.map { $0.reading(\Ranked.night) }
        let ranked = Ranked(rank: 2, night: Night(date: "2026-03-02", hours: 6, wakes: 3, nap: false))
        XCTAssertEqual(wider.map(\.name), ["date", "hours", "wakes", "nap"])
        XCTAssertEqual(wider.csvLine(ranked), "2026-03-02,6,3,0")
    }
}
