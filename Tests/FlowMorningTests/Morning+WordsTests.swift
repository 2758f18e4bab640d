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

/// Yesterday's activity in words, the quick stats and the low-activity card (SPEC 21).
final class MorningActivenessTests: XCTestCase {
    /// Every row 8,000 steps and 400 kcal; rows 39 and 40 (about 04-08 and 04-09) 1,600 steps and
    /// 80 kcal, then 1,200 and 100. Row 40: 50 · 1,200 / 8,000 = 7.5 and 50 · 100 / 400 = 12.5,
    /// Activeness 10; row 39: 10 and 10, also 10. Both far below usual, neither after an
    /// all-out day (every Strain is 40): a card.
    private func quietRows() -> [FeatureRow] {
        var rows = morningRows([39: [.steps: 1_600], 40: [.steps: 1_200]])
        for i in rows.indices {
            if i < 39 { rows[i].values[Feature.steps.index] = 8_000 }
            rows[i].activeKcal = i == 39 ? 80 : i == 40 ? 100 : 400
        }
        return rows
    }

    func testYesterdayInWordsAndTheQuickStats() throws {
        let (m, _) = try lastMorning(quietRows())
        XCTAssertEqual(
            m.activenessSentence,
            "Yesterday: 1,200 steps (usual 8,000) and 100 kcal active (usual 400): Activeness 10, far below usual.")
        XCTAssertEqual(m.quickStats, "Quick stats: yesterday 1,200 steps · 100 kcal active · last night 8 h 30 asleep")
        var withFitness = m
        withFitness.vo2max = (CalendarDay(iso: "2026-04-02")!, 44.12)
        XCTAssertTrue(withFitness.quickStats.hasSuffix(" · VO\u{2082}max 44.1 (2 April)"), withFitness.quickStats)
    }

    func testTwoQuietDaysRaiseACard() throws {
        let (m, _) = try lastMorning(quietRows())
        let card = try XCTUnwrap(m.cards.first { $0.rule == .lowActivity })
        XCTAssertEqual(card.value, 10, accuracy: 1e-12)
        XCTAssertEqual(card.days, 2)
        XCTAssertEqual(
            card.sentence,
            "Activeness 10, far below usual, two days running: 1,200 steps yesterday against your usual 8,000 (the "
                + "median of the 28 days before, 28 with steps).")
        // One quiet day is no card.
        var once = quietRows()
        once[39].values[Feature.steps.index] = 8_000
        once[39].activeKcal = 400
        XCTAssertFalse(try lastMorning(once).0.cards.contains { $0.rule == .lowActivity })
    }
}
