import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTestSupport
import FlowTonight
import XCTest

@testable import FlowCommandLine
@testable import FlowMorning
@testable import FlowScores
@testable import FlowVitals

/// How `flow today` prints the parts: the vitals, a card's object, the line.
final class TodayTextTests: XCTestCase {
    /// The morning the parts are about.
    private let day = CalendarDay(year: 2026, month: 6, day: 29)!

    func testVitals() throws {
        let within = VitalsNight(
            day: day,
            readings: [
                VitalReading(sign: .restingHR, value: 58, range: VitalRange(median: 57, spread: 1.5, nights: 20)),
                VitalReading(sign: .spo2, value: nil, range: nil),
            ], watch: nil)
        XCTAssertEqual(TodayText.vitals(within), "Vitals within your range: resting heart rate.")
        var outside = within
        outside.readings[0].value = 61  // (61 − 57) / 1.5 = 2.7 spreads above
        XCTAssertEqual(
            TodayText.vitals(outside),
            "Vitals outside your range: resting heart rate 61 bpm, +2.7 of your spread above your 28-night median "
                + "57 bpm (outside your range).")
        let none = VitalsNight(day: day, readings: [VitalReading(sign: .hrv, value: nil, range: nil)], watch: nil)
        XCTAssertTrue(TodayText.vitals(none).hasPrefix("Vitals: none measured against a range yet"))
    }

    /// On a morning in the days before a period (SPEC 18.1) the sentence comes first, once;
    /// 2.7 spreads is then within the threshold of 3 and said so, with its value and range.
    /// Day 20 of 28 from a start on 10 June (k = 9).
    func testVitalsInTheDaysBeforeAPeriod() throws {
        var night = VitalsNight(
            day: day,
            readings: [
                VitalReading(sign: .restingHR, value: 61, range: VitalRange(median: 57, spread: 1.5, nights: 20)),
                // HRV in the log scale the range is kept in: ln 40 against ln 45, a spread of 0.1.
                VitalReading(sign: .hrv, value: log(40), range: VitalRange(median: log(45), spread: 0.1, nights: 20)),
            ], watch: nil)
        night.readings[0].threshold = 3
        night.readings[1].threshold = 3
        night.cycle = CycleDay(morning: day, starts: PeriodStarts(days: [CalendarDay(year: 2026, month: 6, day: 10)!]))
        XCTAssertEqual(
            TodayText.vitals(night),
            "By your logged periods this is day 20 of a cycle of about 28 days: in the days before a period resting "
                + "heart rate and skin temperature often run higher and HRV lower, so flow calls them outside your "
                + "range only from 3 spreads until your next period.\n"
                + "Vitals: resting heart rate 61 bpm, +2.7 of your spread above your 28-night median 57 bpm (higher "
                + "than usual for you, within what the days before a period often bring). Within your range: HRV.")
        // 62 bpm is (62 − 57) / 1.5 = 3.3 spreads: outside, and more than the days before a period explain.
        night.readings[0].value = 62
        XCTAssertTrue(
            TodayText.vitals(night).hasSuffix(
                "Vitals outside your range: resting heart rate 62 bpm, +3.3 of your spread above your 28-night median "
                    + "57 bpm (outside your range: more than the days before a period usually explain)."))
        // HRV 36 ms is ln(36 / 45) / 0.1 = −2.2 spreads: lower than usual, within.
        night.readings[1].value = log(36)
        XCTAssertTrue(
            TodayText.vitals(night).contains(
                "HRV 36 ms, \u{2212}2.2 of your spread below your 28-night median 45 ms (lower than usual for you, "
                    + "within what the days before a period often bring)"), TodayText.vitals(night))
    }

    func testACardsObject() {
        let card = Card(
            rule: .sleepDebt, about: "sleep_debt", value: 1.5, unit: "h", usual: 8.5, days: 2, sentence: "Sleep debt.")
        guard case .object(let pairs) = TodayText.card(card) else { return XCTFail("not an object") }
        XCTAssertEqual(pairs.map(\.0), ["rule", "about", "value", "unit", "usual", "days", "sentence"])
        XCTAssertEqual(TodayText.card(card)["rule"], .string("sleep_debt"))
        XCTAssertEqual(TodayText.card(card)["usual"], .number(8.5))
    }

    /// Hand-made rows of 7, 7.5 and 8 h: the line has the Flow, the night against its need and
    /// the bedtime, and stays under 80 characters.
    func testTheLine() throws {
        let rows = (0..<40).map { row($0, [.sleepHours: 7 + Double($0 % 3) * 0.5]) }
        let h = try ScoredHistory(
            name: "h.csv", table: FeatureTable(settings: FeatureSettings(), rows: rows),
            model: RecoveryModel.reference(), modelFile: nil)
        let m = try h.morning(.init(date: nil, today: h.days.upperBound))
        let s = try XCTUnwrap(m.flow.score)
        let need = NumberFormat.hoursMinutes(m.scores.need.hours)
        let bed = ClockTime.text(try XCTUnwrap(m.tonight.plan).bedtime)  // the plan's, the level that can be kept
        XCTAssertEqual(
            TodayText.line(m), "Flow \(s.roundedFlow) \(s.state.rawValue) · slept 7 h of \(need) · bed \(bed)\n")
    }
}
