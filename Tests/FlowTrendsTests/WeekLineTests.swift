import FlowRecords
import FlowTrends
import XCTest

final class WeekLineTests: XCTestCase {
    let day = CalendarDay(year: 2026, month: 3, day: 2)!

    /// Days 0, 1, 3 with 1, 3, 4: x̄ = 4/3, ȳ = 8/3, Σ dx·dy = 39/9, Σ dx² = 42/9, so the slope is
    /// 13/14 a day; the line is 8/3 − 13/14 · 4/3 = 10/7 on day 0 and 8/3 + 13/14 · 5/3 = 59/14 on day 3.
    func testTheLeastSquaresLineThroughThreePoints() throws {
        let line = try XCTUnwrap(WeekLine([(day, 1), (day.adding(days: 1), 3), (day.adding(days: 3), 4)]))
        XCTAssertEqual(line.slopePerDay, 13.0 / 14, accuracy: 1e-12)
        XCTAssertEqual(line.first.day, day)
        XCTAssertEqual(line.first.value, 10.0 / 7, accuracy: 1e-12)
        XCTAssertEqual(line.last.day, day.adding(days: 3))
        XCTAssertEqual(line.last.value, 59.0 / 14, accuracy: 1e-12)
    }

    func testFewerThanTwoReadingsGiveNoLine() {
        XCTAssertNil(WeekLine([]))
        XCTAssertNil(WeekLine([(day, 5)]))
    }
}
