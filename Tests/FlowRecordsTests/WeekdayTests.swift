import FlowRecords
import FlowTrends
import XCTest

/// The Monday a week starts on, on either side of 1970-01-01 (a Thursday).
final class WeeklyMeanTests: XCTestCase {
    func testTheMondayOnOrBefore() throws {
        // 2026-03-04 is a Wednesday: its week starts on Monday 2026-03-02; a Monday is its own.
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-03-04")).monday, CalendarDay(iso: "2026-03-02"))
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-03-02")).monday, CalendarDay(iso: "2026-03-02"))
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-03-08")).monday, CalendarDay(iso: "2026-03-02"))
        // 1970-01-01 (ordinal 0, a Thursday) and 1969-12-29 (a Monday, before ordinal 0).
        XCTAssertEqual(CalendarDay(ordinal: 0).monday, CalendarDay(iso: "1969-12-29"))
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "1969-12-31")).monday, CalendarDay(iso: "1969-12-29"))
    }
}
