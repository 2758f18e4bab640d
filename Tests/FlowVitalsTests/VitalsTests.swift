import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowVitals

/// Ranges over a table's rows and the body watch, by hand.
final class VitalsTests: XCTestCase {
    /// 28 ordinary nights (resting HR alternating 54/56, respiratory rate 14/14.4, wrist
    /// temperature 36.2), then the nights under test. Their ranges: resting HR median 55, MAD 1,
    /// spread 1.4826; respiratory rate median 14.2, MAD 0.2, spread max(0.29652, 0.3) = 0.3;
    /// wrist temperature median 36.2, MAD 0, spread the floor 0.1.
    private func table(_ tail: [(rhr: Double, resp: Double, temp: Double)]) -> FeatureTable {
        let usual = (0..<28).map { k in (rhr: k % 2 == 0 ? 54.0 : 56, resp: k % 2 == 0 ? 14.0 : 14.4, temp: 36.2) }
        let rows = (usual + tail).enumerated().map { k, v -> FeatureRow in
            var r = row(k, [.restingHR: v.rhr])
            (r.respiratoryRate, r.wristTemperature) = (v.resp, v.temp)
            return r
        }
        return FeatureTable(settings: FeatureSettings(), rows: rows)
    }

    func testTheRangeOfTheTwentyEightNightsBefore() throws {
        let night = try XCTUnwrap(Vitals.nights(table([(58, 14.2, 36.2)])).last)
        let rhr = night.readings[0]
        XCTAssertEqual(rhr.range?.median, 55)
        XCTAssertEqual(rhr.range?.spread ?? 0, 1.4826, accuracy: 1e-12)
        XCTAssertEqual(rhr.z ?? 0, 3 / 1.4826, accuracy: 1e-12)
        let resp = night.readings[3]
        XCTAssertEqual(resp.range?.median ?? 0, 14.2, accuracy: 1e-12)
        XCTAssertEqual(resp.range?.spread, 0.3)
        XCTAssertEqual(night.readings[5].range?.spread, 0.1)
        // No SpO2 was measured: no value and no range.
        XCTAssertNil(night.readings[4].value)
        XCTAssertNil(night.readings[4].range)
        // Day 14 has 14 nights before it, day 13 only 13.
        let all = Vitals.nights(table([]))
        XCTAssertNotNil(all[14].readings[0].range)
        XCTAssertNil(all[13].readings[0].range)
    }

    /// Two vitals outside on two nights running set the body watch on the second; one night
    /// alone does not, nor do two nights with one vital outside each.
    func testTheBodyWatchNeedsTwoNightsRunning() throws {
        // Resting HR 62 (z 7 / 1.4826 = 4.7) and wrist temperature 36.5 (z 3) are outside;
        // respiratory 14.3 (z 0.33) is not. On the second hot night the first one is in the
        // window: resting HR median 56, MAD 1 (z 4.0); temperature median 36.2, MAD 0 (z 3).
        let hot = (rhr: 62.0, resp: 14.3, temp: 36.5)
        let calm = (rhr: 55.0, resp: 14.2, temp: 36.2)
        let once = Vitals.nights(table([hot, calm, hot]))
        XCTAssertEqual(once[28].outside, [.restingHR, .wristTemperature])
        XCTAssertTrue(once.allSatisfy { $0.watch == nil })
        let twice = Vitals.nights(table([hot, hot]))
        XCTAssertNil(twice[28].watch)
        let watch = try XCTUnwrap(twice[29].watch)
        XCTAssertEqual(watch.signs, [.restingHR, .wristTemperature])
        XCTAssertTrue(watch.sentence.hasPrefix("Your resting heart rate and wrist temperature have been outside"))
        XCTAssertTrue(watch.sentence.contains("not a diagnosis"))
        let single = Vitals.nights(table([(58, 14.2, 36.2), (58, 14.2, 36.2)]))
        XCTAssertTrue(single.allSatisfy { $0.watch == nil })
    }

    /// A ring gives its skin temperature as a deviation from its own baseline (SPEC 19): from
    /// the records on, the same nights written as deviations give the same z as the absolute
    /// temperatures they differ from by a constant (median and spread move with the values).
    func testADeviationSeriesGivesTheZOfTheAbsoluteSeries() throws {
        func history(_ kind: RecordKind, shift: Double) -> RecordHistory {
            var h = RecordHistory()
            let ring = h.source(named: "Ring")
            for k in 0..<34 {
                let wake = Double(CalendarDay(year: 2026, month: 1, day: 2)!.ordinal + k) * 86_400 + 7 * 3600
                let start = Timestamp(instant: wake - 8 * 3600, offsetSeconds: 0)
                let end = Timestamp(instant: wake, offsetSeconds: 0)
                h.sleep.append(SleepSegment(start: start, end: end, stage: .asleep, source: ring))
                // A wobble of ±0.1 °C and a warm last night.
                let temperature = k == 33 ? 0.6 : (k % 3 == 0 ? 0.1 : k % 3 == 1 ? -0.1 : 0)
                let middle = Timestamp(instant: wake - 4 * 3600, offsetSeconds: 0)
                let m = Measurement(start: middle, end: middle, value: temperature + shift, source: ring)
                if kind == .wristTemperature { h.wristTemperature.append(m) } else { h.wristTemperatureDelta.append(m) }
            }
            return h
        }
        let absolute = Vitals.nights(FeatureTable(history: history(.wristTemperature, shift: 33.4)))
        let deviation = Vitals.nights(FeatureTable(history: history(.wristTemperatureDelta, shift: 0)))
        let zA = absolute.map { $0.readings[5].z }
        let zD = deviation.map { $0.readings[5].z }
        XCTAssertEqual(zA.count, zD.count)
        // The last night: median 0 (33.4), MAD 0.1, spread 0.14826; z = 0.6 / 0.14826.
        XCTAssertEqual(zD.last??.description, (0.6 / (1.4826 * 0.1)).description)
        for (a, d) in zip(zA, zD) {
            XCTAssertEqual(a == nil, d == nil)
            if let a, let d { XCTAssertEqual(a, d, accuracy: 1e-9) }
        }
    }

    /// In the days before an expected period resting HR, sleeping HR, HRV and wrist temperature
    /// are outside only from 3 spreads; respiratory rate keeps 2 (SPEC 18.1). Rows run from
    /// 1 January; a start logged on 10 January makes the 29th row (29 January) cycle day 20 of
    /// 28 (k = 9), in the window. Resting HR 59 is z = 4 / 1.4826 = 2.70: under 3, higher
    /// than usual but within the window's threshold; 60 is z = 3.37, outside. Respiratory
    /// rate 14.9 is z = 0.7 / 0.3 = 2.33, outside with either.
    func testTheWindowRaisesTheThresholdOfFourVitals() throws {
        var t = table([(59, 14.9, 36.2)])
        t.periodStarts = PeriodStarts(days: [CalendarDay(year: 2026, month: 1, day: 10)!])
        let night = try XCTUnwrap(Vitals.nights(t).last)
        XCTAssertEqual(night.day, CalendarDay(year: 2026, month: 1, day: 29))
        XCTAssertEqual(night.cycle?.day, 20)
        XCTAssertEqual(night.cycle?.window, true)
        XCTAssertEqual(night.readings.map(\.threshold), [3, 3, 3, 2, 2, 3])
        XCTAssertEqual(night.outside, [.respiratoryRate])
        XCTAssertTrue(night.readings[0].isWithinCycle)
        XCTAssertFalse(night.readings[3].isWithinCycle)
        // 60 bpm: z = 5 / 1.4826 = 3.37, outside even here.
        var hotter = table([(60, 14.2, 36.2)])
        hotter.periodStarts = t.periodStarts
        XCTAssertEqual(Vitals.nights(hotter).last?.outside, [.restingHR])
        // Without a logged start every vital keeps 2 and nothing of the cycle is known.
        let off = try XCTUnwrap(Vitals.nights(table([(59, 14.9, 36.2)])).last)
        XCTAssertNil(off.cycle)
        XCTAssertEqual(off.readings.map(\.threshold), [2, 2, 2, 2, 2, 2])
        XCTAssertEqual(off.outside, [.restingHR, .respiratoryRate])
    }

    /// The body watch counts outside as the window sets it, and its reasons then name the days
    /// before a period: two nights of resting HR 62 (z ≥ 4) and wrist temperature 36.6 (z 4).
    func testTheBodyWatchInTheWindowNamesTheDaysBeforeAPeriod() throws {
        var t = table([(62, 14.2, 36.6), (62, 14.2, 36.6)])
        t.periodStarts = PeriodStarts(days: [CalendarDay(year: 2026, month: 1, day: 10)!])
        let watch = try XCTUnwrap(Vitals.nights(t).last?.watch)
        XCTAssertTrue(watch.beforePeriod)
        XCTAssertTrue(watch.sentence.contains("a late night, the days before a period, or fighting"), watch.sentence)
        let plain = try XCTUnwrap(Vitals.nights(table([(62, 14.2, 36.6), (62, 14.2, 36.6)])).last?.watch)
        XCTAssertFalse(plain.sentence.contains("period"))
    }
}
