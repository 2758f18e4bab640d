import FlowRecords
import XCTest

/// The day of the week and the Monday a week starts on, on either side of 1970-01-01 (a Thursday).
final class WeekdayTests: XCTestCase {
    func testTheWeekdayOfKnownDates() throws {
        // 1970-01-01 was a Thursday; 2026-07-02 (the golden person's last row) a Thursday too;
        // 2026-12-05 a Saturday; 1969-12-29 a Monday, before ordinal 0.
        XCTAssertEqual(CalendarDay(ordinal: 0).weekday, .thursday)
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-07-02")).weekday, .thursday)
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-12-05")).weekday, .saturday)
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-12-06")).weekday, .sunday)
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "1969-12-29")).weekday, .monday)
    }

    func testShortNamesReadInAnyCase() {
        XCTAssertEqual(Weekday(shortName: "sat"), .saturday)
        XCTAssertEqual(Weekday(shortName: "Sun"), .sunday)
        XCTAssertEqual(Weekday(shortName: "MON"), .monday)
        XCTAssertNil(Weekday(shortName: "saturday"))
        XCTAssertNil(Weekday(shortName: ""))
        XCTAssertEqual(Weekday.allCases.map(\.shortName), ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
    }

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
