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
