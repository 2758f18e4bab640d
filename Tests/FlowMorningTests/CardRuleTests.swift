import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import FlowVitals
import XCTest

@testable import FlowMorning

/// Each card's rule worked by hand on the hand-made person (MorningRows.swift): the usual
/// rows make none; each change below makes its card with the value, the usual and the days.
final class CardRuleTests: XCTestCase {
    func testAUsualMorningHasNoCard() throws {
        let (m, _) = try lastMorning(morningRows())
        XCTAssertEqual(m.cards, [])
    }

    /// The last row (2026-04-10) sleeps 2 h with no deep or REM sleep, 7 wake-ups, HRV 25 and a
    /// sleeping HR of 80. Its need is 8 + 0.16 (Strain 40) = 8.16 h; duration 100 · 2 / 8.16;
    /// stages 100 · 0.2 · min(1, 1 / 0.5) = 20; sleeping HRV 75 · 25 / 50 = 37.5; sleeping HR
    /// 75 · 55 / 80 = 51.5625; interruptions 100 − 105, kept at 0. Sleep = 0.3 · 24.51 + 0.3 · 20
    /// + 0.15 · 37.5 + 0.15 · 51.5625 = 26.71: Very low. Its usual: each of the 30 mornings before
    /// scored 0.3 · 100 + 0.3 · 100 + 0.15 · 75 + 0.15 · 75 + 0.1 · 70 = 89.5.
    /// The night left ½ · (8.16 − 2) = 3.08 h short, carried as 2 h: a debt card, one night short.
    func testAVeryLowSleepAndTheDebtItLeaves() throws {
        let rows = morningRows([
            40: [
                .sleepHours: 2, .inBedHours: 3, .deepShare: 0, .remShare: 0, .wakeCount: 7, .hrvSDNN: 25,
                .sleepingHR: 80,
            ]
        ])
        let (m, _) = try lastMorning(rows)
        let sleep = try XCTUnwrap(m.cards.first { $0.rule == .lowScore && $0.about == "sleep" })
        let expected = 0.3 * (100 * 2 / 8.16) + 0.3 * 20 + 0.15 * 37.5 + 0.15 * 51.5625
        XCTAssertEqual(sleep.value, expected, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(sleep.usual), 89.5, accuracy: 1e-9)
        XCTAssertEqual(sleep.days, 30)
        XCTAssertEqual(
            sleep.sentence, "Sleep 27, Very low: your usual 90 over the 30 mornings before (30 with a score).")
        let debt = try XCTUnwrap(m.cards.first { $0.rule == .sleepDebt })
        XCTAssertEqual(debt.value, 2)
        XCTAssertEqual(try XCTUnwrap(debt.usual), 8.16, accuracy: 1e-12)
        XCTAssertEqual(debt.days, 1)
        XCTAssertEqual(
            debt.sentence, "Sleep debt 2 h carried into tonight: last night slept 2 h of the 8 h 10 it needed.")
        // Cards come in the rules' order.
        XCTAssertEqual(
            m.cards.map(\.rule),
            m.cards.map(\.rule).sorted { CardRule.allCases.firstIndex(of: $0)! < CardRule.allCases.firstIndex(of: $1)! }
        )
    }

    /// Three short nights in a row (6 h against 8.16, then more): the debt card counts them.
    func testNightsInARowShortOfTheirNeed() throws {
        let rows = morningRows([38: [.sleepHours: 6], 39: [.sleepHours: 6], 40: [.sleepHours: 6]])
        let (m, scores) = try lastMorning(rows)
        let debt = try XCTUnwrap(m.cards.first { $0.rule == .sleepDebt })
        // Row 38 needs 8.16 and leaves 1.08; row 39 needs 9.24 and leaves 1.62; row 40 needs
        // 8.16 + 1.62 = 9.78 and leaves min(2, 1.89) = 1.89 h.
        XCTAssertEqual(scores[40].need.hours, 9.78, accuracy: 1e-9)
        XCTAssertEqual(debt.value, 1.89, accuracy: 1e-9)
        XCTAssertEqual(debt.days, 3)
        XCTAssertTrue(debt.sentence.hasSuffix("the last of 3 nights in a row short of their need."), debt.sentence)
    }

    /// The same three nights with the last one filled in (its 6 h an estimate): the card never
    /// tells the estimate as slept, and counts only the 2 measured nights before it.
    func testAnEstimatedNightIsNamedAsOne() throws {
        var rows = morningRows([38: [.sleepHours: 6], 39: [.sleepHours: 6], 40: [.sleepHours: 6]])
        rows[40].provenance[Feature.sleepHours.index] = .median
        let (m, _) = try lastMorning(rows)
        let debt = try XCTUnwrap(m.cards.first { $0.rule == .sleepDebt })
        XCTAssertEqual(debt.value, 1.89, accuracy: 1e-9)  // the need still reckons with the filled-in cell
        XCTAssertEqual(debt.days, 0)
        XCTAssertEqual(
            debt.sentence,
            "Sleep debt 1 h 53 carried into tonight: last night was not measured (estimated 6 h from your usual) "
                + "against the 9 h 47 it needed.")
        XCTAssertFalse(m.sleepSentence.contains("slept"), m.sleepSentence)
    }

    /// Yesterday's load of 250 zone-minutes against a capacity of 2.5 × 100 = 250: Strain 100, All out.
    func testAnAllOutDay() throws {
        let (m, _) = try lastMorning(morningRows([40: [.strainLoad: 250]]))
        let card = try XCTUnwrap(m.cards.first { $0.rule == .hardDay })
        XCTAssertEqual(card.value, 250)
        XCTAssertEqual(card.usual, 100)
        XCTAssertEqual(card.days, 14)
        XCTAssertEqual(
            card.sentence,
            "Strain 100, All out, yesterday: a load of 250 zone-minutes against your capacity of 250, made from your "
                + "usual day of 100 over the 14 days before (14 with a load).")
    }

    /// Resting and sleeping HR of 70 on the last two nights (usual 60 and 55, spread the floor of
    /// 1 bpm): each outside the range on the last night (z 10 and 15), and the body watch set.
    func testVitalsOutsideTheirRangeAndTheBodyWatch() throws {
        let (m, _) = try lastMorning(
            morningRows([39: [.restingHR: 70, .sleepingHR: 70], 40: [.restingHR: 70, .sleepingHR: 70]]))
        let vitals = m.cards.filter { $0.rule == .vitalOutside }
        XCTAssertEqual(vitals.map(\.about), ["resting_hr", "sleeping_hr"])
        XCTAssertEqual(vitals.map(\.value), [70, 70])
        XCTAssertEqual(vitals.map(\.usual), [60, 55])
        XCTAssertEqual(vitals.map(\.days), [28, 28])
        XCTAssertEqual(
            vitals[0].sentence,
            "Resting heart rate 70 bpm, outside your range: 10.0 of your spreads above your median of 60 bpm over the "
                + "28 nights before (28 with a value).")
        let watch = try XCTUnwrap(m.cards.first { $0.rule == .bodyWatch })
        XCTAssertEqual(watch.value, 2)
        XCTAssertTrue(watch.sentence.hasPrefix("Body watch: Your resting heart rate and sleeping heart rate have been"))
    }

    /// The last night is 2026-04-10: on 04-11 it is current, on 04-12 it is not ("no new night
    /// since 10 April", two days), with the library's last import named when there is one.
    func testStaleData() throws {
        let rows = morningRows()
        let last = rows.last!.day
        XCTAssertNil(try lastMorning(rows, today: last.adding(days: 1)).0.cards.first { $0.rule == .staleData })
        let (m, _) = try lastMorning(rows, today: last.adding(days: 2), lastImport: last.adding(days: -3))
        let card = try XCTUnwrap(m.cards.first { $0.rule == .staleData })
        XCTAssertEqual(card.value, 2)
        XCTAssertEqual(card.sentence, "No new night since 10 April: last import 7 April.")
        let (plain, _) = try lastMorning(rows, today: last.adding(days: 40))
        XCTAssertEqual(plain.cards.first?.sentence, "No new night since 10 April.")
        // An import of the next year: both dates carry their year, so they never read out of order.
        let nextYear = try XCTUnwrap(CalendarDay(iso: "2027-04-02"))
        let (late, _) = try lastMorning(rows, today: nextYear, lastImport: nextYear)
        XCTAssertEqual(late.cards.first?.sentence, "No new night since 10 April 2026: last import 2 April 2027.")
        // A morning chosen ten days before the last: the history's last night is still 10 April.
        let scores = ReferenceScores.scores(rows: rows)
        let earlier = try XCTUnwrap(
            Morning(
                day: last.adding(days: -10), today: last.adding(days: 40), rows: rows,
                results: FlowScorer(model: try RecoveryModel.reference()).score(rows: rows), scores: scores,
                vitals: Vitals.nights(FeatureTable(settings: FeatureSettings(), rows: rows)), freeDays: .weekend,
                insights: nil, checkins: nil, evening: last.adding(days: 40), lastImport: nil))
        XCTAssertEqual(earlier.cards.first { $0.rule == .staleData }?.sentence, "No new night since 10 April.")
    }

    func testEveryRuleIsWordedForTheHelp() {
        for rule in CardRule.allCases { XCTAssertFalse(rule.rule.isEmpty, rule.rawValue) }
    }
}

/// The breathing card: the 30-night pattern of SPEC 22 as of the morning, in its own sentence.
final class CardRuleBreathingTests: XCTestCase {
    func testThePatternRaisesItsCardAndNothingElseDoes() throws {
        var rows = morningRows()
        // The last 15 rows measured: 10 at 7.0 dips an hour, 5 at 1.0.
        for i in 26...40 {
            rows[i].oxygen = OxygenNight(
                validMinutes: 420, nadir: 86, t90: 1.5, spacingSeconds: 60, odi3: i >= 31 ? 7.0 : 1.0)
        }
        let (m, _) = try lastMorning(rows)
        let card = try XCTUnwrap(m.cards.first { $0.rule == .breathing })
        XCTAssertEqual(card.value, 10)
        XCTAssertEqual(card.days, 15)
        XCTAssertTrue(
            card.sentence.hasPrefix("Breathing: on 10 of your last 30 nights your oxygen fell by 3 % or more about 7.0")
        )
        // One elevated night fewer: no pattern, and no card at all.
        rows[31].oxygen?.odi3 = 4.9
        XCTAssertFalse(try lastMorning(rows).0.cards.contains { $0.rule == .breathing })
    }
}
