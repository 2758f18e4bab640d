import FlowRecords
import XCTest

final class CalendarDayWordsTests: XCTestCase {
    func testSpelledWithTheYearOnlyWhenItDiffers() throws {
        let today = try XCTUnwrap(CalendarDay(iso: "2026-07-04"))
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-07-02")).spelled(today: today), "2 July")
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2026-01-31")).spelled(today: today), "31 January")
        XCTAssertEqual(try XCTUnwrap(CalendarDay(iso: "2025-12-25")).spelled(today: today), "25 December 2025")
    }
}
