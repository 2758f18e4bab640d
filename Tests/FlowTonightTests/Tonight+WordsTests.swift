import FlowRecords
import FlowScores
import XCTest

@testable import FlowTonight

/// Tonight's plan in words: the clock times, the need and its parts.
final class TonightWordsTests: XCTestCase {
    private func plan(usualWake: Double?, debt: Double) -> Tonight {
        let rows = nightRows(from: "2026-07-02", to: "2026-07-02", [:])
        var t = Tonight(rows: rows, needs: plainNeeds(rows), at: 0, freeDays: .weekend)
        t.need.debt = debt
        t.usualWake = usualWake
        t.awakeInBed = 0.4
        return t
    }

    /// Need 8 + 0.16 + 1/3 = 8.49 h (8 h 30); bedtime 6.9167 − 8.4933 − 0.4 = −1.9767 h (−118.6
    /// min → −120, 22:00); 0.4 h awake in bed is 24 min, spread over the night (no time of falling
    /// asleep is told); wake 06:55. Until three nights measure it, the 24 min is flow's allowance.
    func testWithABedtime() {
        var t = plan(usualWake: 6 + 55.0 / 60, debt: 1.0 / 3)
        t.awakeInBedNights = 3
        XCTAssertEqual(
            t.sentence,
            "Tonight: in bed by 22:00. With the 24 min you usually spend awake in bed over a night, that leaves all "
                + "8 h 30 you need before you usually wake at 06:55 (work day).")
        XCTAssertFalse(t.sentence.contains("lights out"))
        t.awakeInBedNights = 2
        XCTAssertEqual(
            t.sentence,
            "Tonight: in bed by 22:00. Allowing 24 min awake in bed over a night (until three of your nights measure "
                + "your own), that leaves all 8 h 30 you need before you usually wake at 06:55 (work day).")
        XCTAssertEqual(t.needSentence, "Need 8 h 30: 8 h base, 20 min carried from last night, 10 min for a usual day.")
    }

    func testWithoutABedtime() {
        let t = plan(usualWake: nil, debt: 0)
        XCTAssertEqual(
            t.sentence,
            "Tonight: sleep 8 h 10; no bedtime yet: fewer than 3 work-day mornings in the last 28 (have 0).")
        XCTAssertEqual(t.needSentence, "Need 8 h 10: 8 h base, no debt from last night, 10 min for a usual day.")
    }
}
