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
            stress: score(.stress, nil), activeness: score(.activeness, nil),
            ayurvedicTiming: score(.ayurvedicTiming, nil),
            need: NightNeed(day: day, base: 8, debt: 0, strain: 0, napCredit: 0, sleepHours: 7), hrvDaysLast30: 20)
        XCTAssertEqual(
            d.tiersSentence,
            "Sleep 81 Good · Recovery 72 Good · yesterday Strain 100 All out, Stress: no daytime heart rate or HRV measured."
        )
    }

    /// A score not given says why in words: what was not measured, or that no usual exists yet.
    func testWhyAScoreIsNotGiven() {
        func stress(_ missing: [(String, String)]) -> Score {
            Score(
                kind: .stress, value: nil, unclamped: nil, components: [],
                missing: missing.map { (name: $0.0, why: $0.1) }, baselineDays: [])
        }
        XCTAssertEqual(stress([("daytime_hrv", "no HRV sample on D-1")]).notGivenWords, "no daytime HRV measured")
        XCTAssertEqual(
            stress([("daytime_hr", "fewer than 12 heart-rate samples")]).notGivenWords, "no daytime heart rate measured"
        )
        XCTAssertEqual(
            stress([
                ("daytime_hr", "no daytime_hr baseline: 3 of 7"), ("daytime_hrv", "no daytime_hrv baseline: 3 of 7"),
            ])
            .notGivenWords, "no usual daytime heart rate and HRV yet")
        XCTAssertEqual(score(.sleep, nil).notGivenWords, "no night measured")
        XCTAssertNil(score(.sleep, 80).notGivenWords)
    }
}
