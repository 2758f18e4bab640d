import XCTest

@testable import FlowTonight

/// The chronotype in words: the band, the clock time, the jetlag's side and the nights behind it.
final class ChronotypeWordsTests: XCTestCase {
    func testMeasuredAndNot() {
        var c = Chronotype(rows: nightRows(from: "2026-07-02", to: "2026-07-02", [:]), at: 0, freeDays: .weekend)
        XCTAssertEqual(
            c.sentence,
            "Chronotype: not yet measured: needs 4 free-day and 8 work-day mornings in the last 90 days (have 0 and 0)."
        )
        (c.freeMornings, c.workMornings) = (25, 61)
        // MSF 3.2, MSW 4: free days' mid-sleep 48 min earlier than work days' (a negative jetlag).
        c.measured = Chronotype.Measures(msf: 3.2, msw: 4, sdFree: 7, sdWork: 7, freeWeekdays: 2)
        XCTAssertEqual(
            c.sentence,
            "Chronotype: moderately early. On free days the middle of your sleep, catch-up sleep taken out, is about "
                + "03:10; on work days it falls 48 min later (your social jetlag). From 25 free-day and 61 work-day "
                + "mornings of the last 90 days; the bands are surveyed people's, whose middle of sleep is about 04:00 "
                + "on average.")
    }
}
