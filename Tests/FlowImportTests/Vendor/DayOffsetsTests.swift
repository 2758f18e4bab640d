import FlowRecords
import XCTest

@testable import FlowImport

/// A day's offset, else the nearest day's (the earlier on a tie), else UTC.
final class DayOffsetsTests: XCTestCase {
    func testTheNearestDaysOffset() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2024-03-10"))
        var offsets = DayOffsets()
        XCTAssertEqual(offsets.near(day), 0)
        offsets.byDay = [day.ordinal - 2: -18_000, day.ordinal + 2: -14_400, day.ordinal + 5: 3600]
        // Two days either side: the earlier day wins the tie.
        XCTAssertEqual(offsets.near(day), -18_000)
        XCTAssertEqual(offsets.near(day.adding(days: 1)), -14_400)
        XCTAssertEqual(offsets.near(day.adding(days: 9)), 3600)
        offsets.byDay[day.ordinal] = 7200
        XCTAssertEqual(offsets.near(day), 7200)
    }
}
