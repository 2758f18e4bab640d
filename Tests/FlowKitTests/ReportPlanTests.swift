import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import XCTest

/// The report's days: the last 90 of the history unless a window says otherwise, clipped to it.
final class ReportPlanTests: XCTestCase {
    let first = CalendarDay(year: 2026, month: 1, day: 1)!
    var history: ClosedRange<CalendarDay> { first...first.adding(days: 199) }  // 200 days: 2026-01-01 to 2026-07-19

    func testTheDefaultRangeIsTheLast90Days() throws {
        let range = try ReportPlan.range(DayWindow(), history: history)
        XCTAssertEqual(range, first.adding(days: 110)...first.adding(days: 199))  // 199 − 89 = 110
        // A short history: all of it.
        XCTAssertEqual(
            try ReportPlan.range(DayWindow(), history: first...first.adding(days: 9)), first...first.adding(days: 9))
    }

    /// With scored mornings, the default reaches back over the last 90 of them and ends at the
    /// last one, so a sparse or empty tail does not leave the page blank; the page says so.
    func testTheDefaultRangeHoldsTheLast90ScoredMornings() throws {
        // Scored every day for the first 100 days (0-99), nothing in the last 100.
        let early = (0..<100).map { first.adding(days: $0) }
        let range = try ReportPlan.range(DayWindow(), history: history, scored: early)
        XCTAssertEqual(range, first.adding(days: 10)...first.adding(days: 99))  // 100 − 90 = 10
        XCTAssertEqual(
            ReportPlan.rangeNote(
                range, window: DayWindow(), history: history, scoredCount: 90, choosing: "pick others"),
            "Showing 2026-01-11 to 2026-04-10, the last 90 scored mornings; the history runs from 2026-01-01 to "
                + "2026-07-19 (pick others).")
        // Days 0-119 then a sparse tail (150 and 199): the 90th morning from the end is day 32.
        let sparse = (0..<120).map { first.adding(days: $0) } + [first.adding(days: 150), first.adding(days: 199)]
        XCTAssertEqual(
            try ReportPlan.range(DayWindow(), history: history, scored: sparse),
            first.adding(days: 32)...first.adding(days: 199))
        // Every day scored: the plain last 90 days, and nothing to say about them.
        let all = (0..<200).map { first.adding(days: $0) }
        let plain = try ReportPlan.range(DayWindow(), history: history, scored: all)
        XCTAssertEqual(plain, first.adding(days: 110)...first.adding(days: 199))
        XCTAssertNil(ReportPlan.rangeNote(plain, window: DayWindow(), history: history, scoredCount: 90, choosing: ""))
        // --to alone: the last 90 scored mornings up to it (here all 51 of days 0-50).
        XCTAssertEqual(
            try ReportPlan.range(DayWindow(to: first.adding(days: 50)), history: history, scored: early),
            first...first.adding(days: 50))
        XCTAssertNil(
            ReportPlan.rangeNote(
                first...first.adding(days: 50), window: DayWindow(to: first.adding(days: 50)), history: history,
                scoredCount: 51, choosing: ""))
    }

    func testAWindowIsClippedToTheHistory() throws {
        // --to alone: the 90 days ending there.
        XCTAssertEqual(
            try ReportPlan.range(DayWindow(to: first.adding(days: 100)), history: history),
            first.adding(days: 11)...first.adding(days: 100))
        // --from before the history: from its first day to its last.
        XCTAssertEqual(try ReportPlan.range(DayWindow(from: first.adding(days: -30)), history: history), history)
        XCTAssertThrowsError(try ReportPlan.range(DayWindow(from: first.adding(days: 200)), history: history))
        XCTAssertThrowsError(try ReportPlan.range(DayWindow(to: first.adding(days: -1)), history: history))
    }

    func testAnUntrainedModelIsCheckedWithTheFallbackLambda() throws {
        let reference = try RecoveryModel.reference()
        XCTAssertEqual(ReportPlan.check(reference, features: [.sleepHours], lambda: nil).lambda, 3)
        XCTAssertEqual(ReportPlan.check(reference, features: [.sleepHours], lambda: 10).lambda, 10)
        XCTAssertEqual(ReportPlan.check(reference, features: [.sleepHours], lambda: nil).features, [.sleepHours])
    }
}
