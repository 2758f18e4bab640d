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

/// Two dates of one sentence in different years both carry their year, so they never read in
/// the wrong order; a run of days is said once.
final class CalendarDayWordsBesideTests: XCTestCase {
    private func day(_ iso: String) throws -> CalendarDay { try XCTUnwrap(CalendarDay(iso: iso)) }

    func testADateBesideAnotherYearsCarriesItsYear() throws {
        let today = try day("2026-12-07")
        let night = try day("2025-12-13")
        let imported = try day("2026-12-07")
        XCTAssertEqual(night.spelled(today: today, beside: [imported]), "13 December 2025")
        XCTAssertEqual(imported.spelled(today: today, beside: [night]), "7 December 2026")
        XCTAssertEqual(imported.spelled(today: today, beside: [try day("2026-01-01")]), "7 December")
    }

    func testARunOfDays() throws {
        let today = try day("2026-12-07")
        XCTAssertEqual(try day("2026-08-20").spelled(to: try day("2026-08-20"), today: today), "20 August")
        XCTAssertEqual(try day("2026-08-20").spelled(to: try day("2026-08-22"), today: today), "20 to 22 August")
        XCTAssertEqual(
            try day("2026-08-31").spelled(to: try day("2026-09-02"), today: today), "31 August to 2 September")
        XCTAssertEqual(
            try day("2025-12-31").spelled(to: try day("2026-01-01"), today: today),
            "31 December 2025 to 1 January 2026")
        XCTAssertEqual(try day("2022-08-20").spelled(to: try day("2022-08-21"), today: today), "20 to 21 August 2022")
    }
}
