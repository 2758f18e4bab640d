import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowInference

/// A scored day read as it is shown: the rounded Flow, its state and phase; an unscored day
/// with its reason in words.
final class DayFlowTests: XCTestCase {
    private let day = CalendarDay(year: 2026, month: 4, day: 2)!

    func testTheFlowAsShown() {
        // 49.5 rounds half away from zero to 50: Steady, not Adjusting; 24.49 rounds to 24: Rebuilding.
        XCTAssertEqual(scoredMorning(day, flow: 49.5, baselineDays: 6).roundedFlow, 50)
        XCTAssertEqual(scoredMorning(day, flow: 49.5, baselineDays: 6).state, .steady)
        XCTAssertEqual(scoredMorning(day, flow: 49.49, baselineDays: 6).state, .adjusting)
        XCTAssertEqual(scoredMorning(day, flow: 24.49, baselineDays: 6).state, .rebuilding)
        XCTAssertEqual(scoredMorning(day, flow: 74.5, baselineDays: 6).state, .flowing)
        // Fewer than 7 scorable days before: calibrating; 7 to 13 provisional; then full.
        XCTAssertEqual(scoredMorning(day, flow: 60, baselineDays: 6).phase, .calibrating)
        XCTAssertEqual(scoredMorning(day, flow: 60, baselineDays: 7).phase, .provisional)
        XCTAssertEqual(scoredMorning(day, flow: 60, baselineDays: 14).phase, .full)
    }

    func testAResultScoredOrNot() {
        let scored = DayResult.scored(scoredMorning(day, flow: 60, baselineDays: 20))
        XCTAssertEqual(scored.day, day)
        XCTAssertEqual(scored.score?.flow, 60)
        XCTAssertNil(scored.reason)
        let unscored = DayResult.unscored(day, .noNightData)
        XCTAssertNil(unscored.score)
        XCTAssertEqual(unscored.reason?.explanation, "nothing was measured last night")
        XCTAssertEqual(UnscoredReason.noRecentLevel.rawValue, "no recent level: give --labels")
    }
}
