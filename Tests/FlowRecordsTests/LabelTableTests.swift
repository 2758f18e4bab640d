import FlowRecords
import XCTest

/// One target's labels by date, blanks left out; an unknown target is nil.
final class LabelTableTests: XCTestCase {
    func testValuesOfOneTarget() throws {
        let d1 = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        let d2 = d1.adding(days: 1)
        let table = LabelTable(
            targets: ["stress", "mood"],
            rows: [.init(day: d1, values: [3, nil], line: 2), .init(day: d2, values: [nil, 4], line: 3)])
        XCTAssertEqual(table.values(of: "stress"), [d1: 3])
        XCTAssertEqual(table.values(of: "mood"), [d2: 4])
        XCTAssertNil(table.values(of: "readiness"))
    }
}
