import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowMorning

/// Last night and the evening in words.
final class MorningWordsTests: XCTestCase {
    /// The usual last night: 8.5 h asleep against a need of 8 + 0.16 = 8.16 h (8 h 10).
    func testLastNight() throws {
        let (m, _) = try lastMorning(morningRows())
        XCTAssertEqual(m.sleepSentence, "Last night: slept 8 h 30 of the 8 h 10 it needed.")
        var rows = morningRows()
        rows[40].provenance[Feature.sleepHours.index] = .median
        // Filled in with 8.5 h (the row's value stays): told as an estimate, never as slept; the
        // night before (03-40) was measured.
        XCTAssertEqual(
            try lastMorning(rows).0.sleepSentence,
            "Last night: no night measured; estimated 8 h 30 from your usual, against the 8 h 10 it needed. The last "
                + "measured night ended on 9 April.")
    }

    func testTheEvening() throws {
        let rows = morningRows()
        let (m, _) = try lastMorning(rows, today: rows[40].day.adding(days: 3))
        XCTAssertEqual(m.eveningWords, "this evening")
        var other = m
        other.checkin.evening = rows[40].day
        XCTAssertEqual(other.eveningWords, "the evening of 2026-04-10")
    }
}
