import FlowRecords
import XCTest

@testable import FlowCommandLine
@testable import FlowTrends

/// A trend view in one line: the sparkline of its days, the latest reading with its trend, and
/// how many days have a reading; SPEC 12's object with one point a day.
final class TrendTextTests: XCTestCase {
    private let asOf = CalendarDay(year: 2026, month: 7, day: 7)!

    private func view() -> TrendView {
        // Readings on four of the week's seven days (07-01 … 07-07), none on 07-03, 07-05 and 07-06.
        let points = [(0, 55.0), (1, 56), (3, 58), (6, 57)].map { k, v in
            TrendPoint(day: asOf.adding(days: k - 6), value: v, trend: v - 0.5)
        }
        return TrendView(points: points, range: .week, asOf: asOf)
    }

    func testTheLine() {
        let line = TrendText.line(view(), metric: .feature(.restingHR), unicode: true)
        // 55 lowest (▁), 58 highest (█), 56 and 57 a third and two thirds up (rounded to levels 2 and 5).
        XCTAssertTrue(
            line.hasPrefix("resting_hr, week to 2026-07-07: ▁▃ █  ▆  latest 57.0 bpm on 2026-07-07, trend 56.5 bpm"),
            line)
        XCTAssertTrue(line.hasSuffix("; 4 of 7 days have a reading\n"), line)
    }

    func testTheObject() {
        let json = TrendText.json(view(), metric: .feature(.restingHR))
        guard case .array(let points)? = json["points"] ?? json["days"] else { return XCTFail("\(json)") }
        XCTAssertEqual(points.count, 4)
        XCTAssertEqual(points.last?["value"], .number(57))
        XCTAssertEqual(points.last?["trend"], .number(56.5))
    }
}
