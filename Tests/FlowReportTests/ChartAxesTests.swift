import FlowRecords
import XCTest

@testable import FlowReport

/// The axes' ticks, worked out on a calendar.
final class ChartAxesTests: XCTestCase {
    func day(_ y: Int, _ m: Int, _ d: Int) -> Int { CalendarDay(year: y, month: m, day: d)!.ordinal }

    /// A week in three ticks: every 3 days (every 1 or 2 would be 7 or 4 ticks).
    func testAWeekIsTickedEveryThreeDays() {
        let ticks = ChartAxes.dateTicks(first: day(2026, 6, 23), last: day(2026, 6, 29), count: 3)
        XCTAssertEqual(ticks.map(\.label), ["Jun 23", "Jun 26", "Jun 29"])
        XCTAssertEqual(ticks.map(\.year), ["2026", nil, nil])
    }

    /// 90 days from April 1 in four ticks: the firsts of April, May and June (14-day steps would be 7).
    func testNinetyDaysOnAPhoneAreTickedByMonth() {
        let ticks = ChartAxes.dateTicks(first: day(2026, 4, 1), last: day(2026, 6, 29), count: 4)
        XCTAssertEqual(ticks.map(\.label), ["Apr 1", "May 1", "Jun 1"])
        // On a desk (8 ticks) every 14 days from the first: 0, 14, …, 84.
        let desk = ChartAxes.dateTicks(first: day(2026, 4, 1), last: day(2026, 6, 29), count: 8)
        XCTAssertEqual(desk.map(\.label), ["Apr 1", "Apr 15", "Apr 29", "May 13", "May 27", "Jun 10", "Jun 24"])
    }

    /// A year from July 7, 2025 in three ticks: every 3 months (October, January, April), the
    /// year written under the first and again where it changes.
    func testAYearNamesTheYearWhereItChanges() {
        let ticks = ChartAxes.dateTicks(first: day(2025, 7, 7), last: day(2026, 6, 29), count: 3)
        XCTAssertEqual(ticks.map(\.label), ["Oct 1", "Jan 1", "Apr 1"])
        XCTAssertEqual(ticks.map(\.year), ["2025", "2026", nil])
    }

    /// Ten years in five ticks: January every 2 years would be 5 (2016, …, 2024).
    func testTenYearsAreTickedByYears() {
        let ticks = ChartAxes.dateTicks(first: day(2015, 3, 1), last: day(2025, 2, 28), count: 5)
        XCTAssertEqual(ticks.map(\.year), ["2016", "2018", "2020", "2022", "2024"])
        XCTAssertEqual(Set(ticks.map(\.label)), ["Jan 1"])
    }

    /// One day: one tick, never the same label twice.
    func testOneDayHasOneTick() {
        XCTAssertEqual(ChartAxes.dateTicks(first: day(2026, 1, 5), last: day(2026, 1, 5), count: 3).count, 1)
    }

    /// Round steps: 0-100 in three ticks is every 50; 52.3-61.8 in five: every 1 would be 9 ticks,
    /// every 2 is 4 (54, 56, 58, 60); a very narrow range still gets two.
    func testValueTicksAreRoundAndAtLeastTwo() {
        XCTAssertEqual(ChartAxes.valueTicks(0...100, count: 3).map(\.label), ["0", "50", "100"])
        XCTAssertEqual(ChartAxes.valueTicks(52.3...61.8, count: 5).map(\.label), ["54", "56", "58", "60"])
        XCTAssertEqual(ChartAxes.valueTicks(-3...3, count: 3).map(\.label), ["-2", "0", "2"])
        // 0.46 over 3 steps is about 0.15: tenths fit four (0.2 … 0.5), written with one decimal.
        XCTAssertEqual(ChartAxes.valueTicks(0.12...0.58, count: 4).map(\.label), ["0.2", "0.3", "0.4", "0.5"])
        XCTAssertGreaterThanOrEqual(ChartAxes.valueTicks(7.01...7.02, count: 3).count, 2)
    }
}
