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
    /// min → −120, 22:00); lights out −1.5767 h (−94.6 min → −95, 22:25); wake 06:55.
    func testWithABedtime() {
        let t = plan(usualWake: 6 + 55.0 / 60, debt: 1.0 / 3)
        XCTAssertEqual(
            t.sentence,
            "Tonight: bed at 22:00 and lights out at 22:25 leave room for all 8 h 30 you need before you usually wake "
                + "at 06:55 (work day).")
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
