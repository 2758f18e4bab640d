import FlowRecords
import XCTest

@testable import FlowScores

/// The four scores in a morning's words: rounded half away from zero, with their tiers.
final class DayScoresWordsTests: XCTestCase {
    private func score(_ kind: ScoreKind, _ value: Double?) -> Score {
        Score(kind: kind, value: value, unclamped: value, components: [], missing: [], baselineDays: [])
    }

    func testTheTiersSentence() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2026-06-29"))
        let d = DayScores(
            day: day, sleep: score(.sleep, 80.6), recovery: score(.recovery, 72.4), strain: score(.strain, 100),
            stress: score(.stress, nil), ayurvedicTiming: score(.ayurvedicTiming, nil),
            need: NightNeed(day: day, base: 8, debt: 0, strain: 0, napCredit: 0, sleepHours: 7), hrvDaysLast30: 20)
        XCTAssertEqual(d.tiersSentence, "Sleep 81 Good · Recovery 72 Good · yesterday Strain 100 All out, Stress –.")
    }
}
