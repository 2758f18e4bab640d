import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowFeatures

#if canImport(Glibc)
    import Glibc
#endif

/// SPEC 17 by hand: rest 60 bpm (no resting readings: the fixed reference), max 190, so the
/// heart-rate reserve is 130 bpm.
final class TrainingLoadTests: XCTestCase {
    let k7 = 1 - exp(-1.0 / 7), k42 = 1 - exp(-1.0 / 42)
    func male(_ x: Double) -> Double { x * 0.64 * exp(1.92 * x) }
    func female(_ x: Double) -> Double { x * 0.86 * exp(1.67 * x) }

    /// A pair at 125 bpm is at x = 65/130 = 0.5; at 95 bpm x = 35/130 < 0.30 adds nothing; a
    /// 3-minute pair still counts one minute of load.
    func testAPairsTRIMPForBothSexes() {
        let at125 = TrainingLoad.pairTRIMP(from: (0, 125), to: (60, 125), rest: 60, max: 190, sex: .male)
        XCTAssertEqual(at125, male(0.5), accuracy: 1e-12)  // 0.5 · 0.64 · e^0.96 ≈ 0.8358
        XCTAssertEqual(
            TrainingLoad.pairTRIMP(from: (0, 125), to: (60, 125), rest: 60, max: 190, sex: .female), female(0.5),
            accuracy: 1e-12)
        XCTAssertEqual(TrainingLoad.pairTRIMP(from: (0, 95), to: (60, 95), rest: 60, max: 190, sex: .male), 0)
        XCTAssertEqual(TrainingLoad.pairTRIMP(from: (0, 125), to: (180, 125), rest: 60, max: 190, sex: .male), at125)
    }

    /// 2026-03-01 (UTC): 95 bpm every minute for 600 minutes (600 worn minutes, no load), then
    /// 125 bpm 3 minutes later (mean 110: x = 50/130, 1 minute of load, 3 of coverage), 125 a
    /// minute later (x = 0.5), and 125 sixteen minutes later (x = 0.5 and a minute of load, but
    /// no coverage). A second day with one sample fewer of the 95s is worn 599 minutes: missing.
    func testADaysTRIMPAndCoverage() throws {
        func hr(_ day: String, _ minute: Int, _ bpm: Int) -> String {
            let t = String(format: "%02d:%02d:00", minute / 60, minute % 60)
            return "heart_rate,2026-03-\(day)T\(t)Z,2026-03-\(day)T\(t)Z,\(bpm),Watch"
        }
        var lines = (0...600).map { hr("01", $0, 95) } + [hr("01", 603, 125), hr("01", 604, 125), hr("01", 620, 125)]
        lines += (0...599).map { hr("02", $0, 95) }
        lines.append("steps,2026-03-03T10:00:00Z,2026-03-03T10:15:00Z,100,Phone")
        let h = history(lines)
        let days = TrainingLoad.days(history: h, table: FeatureTable(history: h), sex: .male)
        let byDay = Dictionary(uniqueKeysWithValues: days.map { ($0.day.description, $0) })
        let march2 = try XCTUnwrap(byDay["2026-03-02"])  // carries 03-01
        XCTAssertEqual(march2.coverageMinutes, 600 + 3 + 1, accuracy: 1e-9)
        XCTAssertEqual(march2.trimp ?? -1, male(50.0 / 130) + 2 * male(0.5), accuracy: 1e-9)
        let march3 = try XCTUnwrap(byDay["2026-03-03"])  // carries 03-02: 599 minutes
        XCTAssertEqual(march3.coverageMinutes, 599, accuracy: 1e-9)
        XCTAssertNil(march3.trimp)
    }

    /// Loads 100, 0, 50: ATL 100·k, then ·(1 − k), then + (50 − ATL)·k, with k = 1 − e^(−1/7);
    /// CTL the same with 42; form = CTL − ATL.
    func testFatigueFitnessAndForm() {
        let rows = (1...3).map { CalendarDay(ordinal: 20000 + $0) }
        let days = TrainingLoad.series(rows: rows, trimp: [100, 0, 50], coverage: [600, 600, 600], sessions: nil)
        var atl = 100 * k7
        var ctl = 100 * k42
        atl *= 1 - k7
        ctl *= 1 - k42
        atl += (50 - atl) * k7
        ctl += (50 - ctl) * k42
        XCTAssertEqual(days[2].atl, atl, accuracy: 1e-12)
        XCTAssertEqual(days[2].ctl, ctl, accuracy: 1e-12)
        XCTAssertEqual(days[2].form, ctl - atl, accuracy: 1e-12)
        XCTAssertEqual(days[0].atl, 100 * k7, accuracy: 1e-12)
    }

    /// The ratio needs 21 worn days of the 28: with 20 it is missing, with 21 it is the acute
    /// average over the chronic one (both starting at the first day's load).
    func testTheAcuteChronicRatioNeeds21WornDays() {
        let rows = (1...28).map { CalendarDay(ordinal: 20000 + $0) }
        func run(worn: Int) -> LoadDay {
            let coverage = (0..<28).map { $0 < 28 - worn ? 0.0 : 600 }
            return TrainingLoad.series(
                rows: rows, trimp: Array(repeating: 50, count: 28), coverage: coverage, sessions: nil)[27]
        }
        XCTAssertNil(run(worn: 20).acwr)
        var acute = 0.0
        var chronic = 0.0
        for k in 0..<28 {
            let l = k < 7 ? 0.0 : 50  // 21 worn days at the end
            acute = k == 0 ? l : 0.25 * l + 0.75 * acute
            chronic = k == 0 ? l : (2.0 / 29) * l + (27.0 / 29) * chronic
        }
        XCTAssertEqual(run(worn: 21).acwr ?? 0, acute / chronic, accuracy: 1e-9)
    }

    /// A week of loads 10, 20, 30, 40, 50 and two unworn days (0): mean 150/7, sample sd over
    /// the seven; with only four worn days there is no monotony.
    func testMonotonyOfAWeek() {
        let rows = (1...7).map { CalendarDay(ordinal: 20000 + $0) }
        let loads: [Double] = [10, 20, 30, 40, 50, 0, 0]
        let day = TrainingLoad.series(
            rows: rows, trimp: loads, coverage: [600, 600, 600, 600, 600, 0, 0], sessions: nil)[6]
        let mean = 150.0 / 7
        let sd = (loads.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 6).squareRoot()
        XCTAssertEqual(day.monotony ?? 0, mean / sd, accuracy: 1e-12)
        XCTAssertEqual(day.weeklyStrain ?? 0, 150 * mean / sd, accuracy: 1e-9)
        let four = TrainingLoad.series(
            rows: rows, trimp: loads, coverage: [600, 600, 600, 600, 0, 0, 0], sessions: nil)[6]
        XCTAssertNil(four.monotony)
    }

    /// Two sessions on one day add up; a day inside the file's span without one is 0; a day
    /// outside it is unknown. Row D carries D−1's sessions.
    func testSessionLoads() {
        let d = CalendarDay(ordinal: 20000)
        let loads = SessionLoads(sessions: [(d, 5, 60), (d, 7, 30), (d.adding(days: 2), 4, 45)])
        XCTAssertEqual(loads.load(on: d), 5 * 60 + 7 * 30)
        XCTAssertEqual(loads.load(on: d.adding(days: 1)), 0)
        XCTAssertNil(loads.load(on: d.adding(days: 3)))
        let rows = [d.adding(days: 1), d.adding(days: 2)]
        let days = TrainingLoad.series(rows: rows, trimp: [0, 0], coverage: [0, 0], sessions: loads)
        XCTAssertEqual(days.map(\.sessionLoad), [510, 0])
    }

    /// Uth: 15.3 · 190 / 60 = 48.45 ml/kg/min; no estimate without a resting rate below max.
    func testUthsEstimate() throws {
        XCTAssertEqual(try XCTUnwrap(TrainingLoad.uthVO2max(maxHR: 190, restingHR: 60)), 48.45, accuracy: 1e-12)
        XCTAssertNil(TrainingLoad.uthVO2max(maxHR: 190, restingHR: 0))
        XCTAssertNil(TrainingLoad.uthVO2max(maxHR: 50, restingHR: 60))
    }

    /// The export's own VO₂max beside each row: the latest record dated before D, whatever
    /// order the records came in; none before the first.
    func testTheLatestRecordedVO2maxBeforeEachDay() {
        let d = CalendarDay(ordinal: 20000)
        func at(_ day: CalendarDay, _ hour: Int, _ v: Double) -> FlowRecords.Measurement {
            let t = Timestamp(instant: Double(day.ordinal * 86_400 + hour * 3600), offsetSeconds: 0)
            return FlowRecords.Measurement(start: t, end: t, value: v, source: 0)
        }
        // Two on d (the later at 18:00 wins), one on d+2, read out of order.
        let records = [at(d.adding(days: 2), 9, 47), at(d, 18, 45.5), at(d, 7, 44)]
        let days = (0..<4).map {
            LoadDay(day: d.adding(days: $0), trimp: nil, coverageMinutes: 0, atl: 0, ctl: 0, form: 0, daysWorn: 0)
        }
        let out = TrainingLoad.addingRecordedVO2max(days, records: records)
        XCTAssertEqual(out.map(\.vo2maxRecorded), [nil, 45.5, 45.5, 47])
    }

    /// No estimate from the fixed 60 bpm: without five resting readings of the person's own in
    /// the 14 days before, there is none; with them, 15.3 · 190 / their median.
    func testVO2maxNeedsTheirOwnRestingReference() throws {
        var lines = (1...6).map { d in "resting_hr,2026-03-0\(d)T08:00:00Z,2026-03-0\(d)T08:00:00Z,\(50 + d),Watch" }
        lines.append("steps,2026-03-09T10:00:00Z,2026-03-09T10:15:00Z,100,Phone")
        let h = history(lines)
        let days = TrainingLoad.days(history: h, table: FeatureTable(history: h), sex: .male)
        XCTAssertNil(days.first?.vo2maxEstimate)
        // Row 2026-03-07 carries March 6; its reference is the median of rows 02-21…03-06, whose
        // resting cells hold the readings dated a day earlier: March 1-5, 51…55, median 53.
        let march7 = try XCTUnwrap(days.first { $0.day == CalendarDay(year: 2026, month: 3, day: 7) })
        XCTAssertEqual(march7.vo2maxEstimate ?? 0, 15.3 * 190 / 53, accuracy: 1e-9)
        // Row 2026-03-06's reference holds only four readings (March 1-4): no estimate yet.
        XCTAssertNil(days.first { $0.day == CalendarDay(year: 2026, month: 3, day: 6) }?.vo2maxEstimate)
    }
}
