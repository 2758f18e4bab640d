import FlowRecords
import FlowTrends
import XCTest

final class TrendViewTests: XCTestCase {
    private func d(_ y: Int, _ m: Int, _ day: Int) -> CalendarDay { CalendarDay(year: y, month: m, day: day)! }

    /// Readings every other day for 60 days: the week holds A-6…A, the month A-29…A, and a
    /// day's trend is the same in both (it comes from the one run over the whole series).
    func testWeekAndMonthSliceTheSameTrend() {
        let start = d(2026, 1, 1)
        let points = TrendLine.points((0..<30).map { (start.adding(days: 2 * $0), Double(60 + $0 % 7)) })
        let asOf = start.adding(days: 58)
        let week = TrendView(points: points, range: .week, asOf: asOf)
        let month = TrendView(points: points, range: .month, asOf: asOf)
        XCTAssertEqual(week.days.map(\.day), [52, 54, 56, 58].map { start.adding(days: $0) })
        XCTAssertEqual(month.days.count, 15)  // days 30, 32, …, 58
        XCTAssertEqual(month.days.first?.day, start.adding(days: 30))
        for p in week.days { XCTAssertEqual(month.days.first { $0.day == p.day }?.trend, p.trend) }
        XCTAssertNotNil(week.line)
        XCTAssertNil(month.line)
        XCTAssertEqual(week.coverage.withReading, 4)
    }

    /// Weeks run Monday to Sunday, across the new year too: 2025-12-30 (10) and 2026-01-02 (20)
    /// are the week of Monday 2025-12-29, mean 15 from 2 readings; the week of 2026-01-05 has
    /// none and is left out; 2026-01-12 (30) is a week of one. The weekly trend: 15, then
    /// 0.3·30 + 0.7·15 = 19.5. A reading after the as-of date does not count.
    func testTheYearIsWeeklyMeansFromMondayWithEmptyWeeksLeftOut() {
        let points = TrendLine.points([
            (d(2025, 12, 30), 10), (d(2026, 1, 2), 20), (d(2026, 1, 12), 30), (d(2026, 1, 15), 99),
        ])
        let year = TrendView(points: points, range: .year, asOf: d(2026, 1, 14))
        XCTAssertEqual(year.weeks.map(\.weekStart), [d(2025, 12, 29), d(2026, 1, 12)])
        XCTAssertEqual(year.weeks.map(\.mean), [15, 30])
        XCTAssertEqual(year.weeks.map(\.count), [2, 1])
        XCTAssertEqual(year.weeks[0].trend, 15)
        XCTAssertEqual(year.weeks[1].trend, 19.5, accuracy: 1e-12)
        XCTAssertEqual(year.firstDay, d(2025, 1, 20))  // the Monday 51 weeks before 2026-01-12
        XCTAssertNil(year.line)
    }

    func testMondayIsFoundOnEveryWeekday() {
        XCTAssertEqual(d(1970, 1, 1).monday, d(1969, 12, 29))  // a Thursday
        XCTAssertEqual(d(2026, 3, 2).monday, d(2026, 3, 2))  // a Monday
        XCTAssertEqual(d(2026, 3, 8).monday, d(2026, 3, 2))  // a Sunday
    }

    /// An as-of after the last reading gives that date's view, here empty.
    func testAViewAfterTheLastReadingMayBeEmpty() {
        let view = TrendView(points: TrendLine.points([(d(2026, 1, 1), 5)]), range: .week, asOf: d(2026, 2, 1))
        XCTAssertTrue(view.days.isEmpty)
        XCTAssertNil(view.changePerWeek)
    }
}
