import FlowRecords
import XCTest

/// A number read from a file becomes a day only through a check: finite and within years
/// 1-9999, never a trap.
final class CalendarDaySecondsTests: XCTestCase {
    func testSecondsAndMillisecondsGiveTheirDay() throws {
        // 2024-06-23 is day 19,897 since 1970-01-01 (54 years of 365 days and 13 leap days: 19,723 + 174).
        XCTAssertEqual(CalendarDay(containing: 19_897 * 86_400 + 3_600)?.description, "2024-06-23")
        XCTAssertEqual(CalendarDay(containingMilliseconds: 1_719_100_800_000)?.description, "2024-06-23")
        // A second before midnight is the day before; negative seconds are before 1970.
        XCTAssertEqual(CalendarDay(containing: -1)?.description, "1969-12-31")
        XCTAssertEqual(CalendarDay(containing: 0)?.description, "1970-01-01")
    }

    func testNumbersNoDayHoldsAreNil() {
        for bad in [Double.nan, .infinity, -.infinity, 1e300, -1e300, Double(Int.max), Double(Int.min)] {
            XCTAssertNil(CalendarDay(containing: bad), "\(bad)")
            XCTAssertNil(CalendarDay(containingMilliseconds: bad), "\(bad)")
        }
        // The edges: 9999-12-31 is day 2,932,896, 0001-01-01 day −719,162.
        XCTAssertEqual(CalendarDay(containing: 2_932_896 * 86_400)?.description, "9999-12-31")
        XCTAssertNil(CalendarDay(containing: 2_932_897 * 86_400))
        XCTAssertEqual(CalendarDay(containing: -719_162 * 86_400)?.ordinal, -719_162)
        XCTAssertNil(CalendarDay(containing: -719_162 * 86_400 - 1))
    }
}
