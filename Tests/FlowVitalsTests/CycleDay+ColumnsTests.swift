import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowVitals

/// A morning's cycle day as columns: day 20 of a default 28 (k = 9), in the window.
final class CycleDayColumnsTests: XCTestCase {
    func testTheColumnsOfAMorning() throws {
        let start = try XCTUnwrap(CalendarDay(iso: "2026-01-10"))
        let morning = try XCTUnwrap(CycleDay(morning: start.adding(days: 19), starts: PeriodStarts(days: [start])))
        XCTAssertEqual(CycleDay.outputColumns.csvLine(morning), "20,28,default,1")
        XCTAssertEqual(
            CycleDay.outputColumns.json(morning),
            .object([
                ("day", .number(20)), ("expected_length", .number(28)), ("length_from", .string("default")),
                ("window", .bool(true)),
            ]))
    }
}
