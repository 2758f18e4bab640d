import FlowRecords
import XCTest

final class CalendarDayTests: XCTestCase {
    func testCalendarArithmetic() {
        XCTAssertEqual(CalendarDay(year: 1970, month: 1, day: 1)?.ordinal, 0)
        XCTAssertEqual(CalendarDay(year: 2000, month: 3, day: 1)?.ordinal, 11017)
        XCTAssertNil(CalendarDay(year: 2026, month: 2, day: 29))
        XCTAssertNotNil(CalendarDay(year: 2028, month: 2, day: 29))
        XCTAssertEqual(CalendarDay(iso: "2026-12-31")?.adding(days: 1).description, "2027-01-01")
        XCTAssertEqual(CalendarDay(ordinal: -1).description, "1969-12-31")
    }
}
