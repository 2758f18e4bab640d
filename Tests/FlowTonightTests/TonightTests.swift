import FlowFeatures
import FlowRecords
import FlowScores
import XCTest

@testable import FlowTonight

/// Tonight's plan worked by hand, as of Thursday 2026-07-02 (Friday's morning is a work day).
final class TonightTests: XCTestCase {
    /// Rows 2026-06-04 … 2026-07-02. Work-day mornings with a wake time (mid-sleep + in bed / 2):
    /// Mon 06-29 2.5 + 4 = 6.5, Tue 06-30 3 + 4 = 7, Wed 07-01 2 + 4.25 = 6.25: median 6.5. Thu
    /// 06-04 (5.0) lies 28 days back, outside the window. Sat 06-27 wakes at 8.5 (a free day).
    /// Awake in bed (in bed − asleep): 0.5, 0.25, 0.5, 0.5 (Sat), 0.5 (Thu 07-02, no mid-sleep
    /// measured): median 0.5.
    let rows = juneNights()

    /// The last night needed 8 + 0.1 + 0.5 = 8.6 h and slept 7: tonight carries ½ · 1.6 = 0.8
    /// and needs 8 + 0.16 + 0.8 = 8.96 h. Bedtime 6.5 − 8.96 − 0.5 = −2.96 h (−177.6 min, shown
    /// 21:00); lights out −2.46 h (−147.6 min, shown 21:30).
    func testABedtimeFromTheUsualWorkDayWake() throws {
        var needs = plainNeeds(rows)
        needs[needs.count - 1] = NightNeed(
            day: rows.last!.day, base: 8, debt: 0.5, strain: 0.1, napCredit: 0, sleepHours: 7)
        let t = Tonight(rows: rows, needs: needs, at: rows.count - 1, freeDays: .weekend)
        XCTAssertEqual(t.need.day, CalendarDay(iso: "2026-07-03"))
        XCTAssertEqual(t.morning, .work)
        XCTAssertEqual(t.need.debt, 0.8, accuracy: 1e-12)
        XCTAssertEqual(t.need.hours, 8.96, accuracy: 1e-12)
        XCTAssertEqual(t.wakeMornings, 3)
        XCTAssertEqual(try XCTUnwrap(t.usualWake), 6.5, accuracy: 1e-12)
        XCTAssertEqual(t.awakeInBedNights, 5)
        XCTAssertEqual(t.awakeInBed, 0.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.bedtime), -2.96, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.lightsOut), -2.46, accuracy: 1e-12)
        XCTAssertNil(t.reason)
    }

    /// With Friday free, only Saturday 06-27 is a free morning with a wake time: no bedtime,
    /// and the reason counts what there was; the need stands.
    func testTooFewMorningsOfTheKindGiveTheNeedAndWhyNoBedtime() {
        let t = Tonight(
            rows: rows, needs: plainNeeds(rows), at: rows.count - 1, freeDays: FreeDays(weekdays: [.friday, .saturday]))
        XCTAssertEqual(t.morning, .free)
        XCTAssertEqual(t.wakeMornings, 1)
        XCTAssertNil(t.usualWake)
        XCTAssertNil(t.bedtime)
        XCTAssertNil(t.lightsOut)
        XCTAssertEqual(t.need.hours, 8.16, accuracy: 1e-12)  // no debt after a night slept as needed
        XCTAssertEqual(t.reason, "fewer than 3 free-day mornings in the last 28 (have 1)")
    }

    /// Fewer than 3 nights measuring both time in bed and asleep: 15 minutes are assumed.
    func testTimeAwakeInBedAssumedWhenTooFewNightsMeasureIt() {
        let few = nightRows(
            from: "2026-06-29", to: "2026-07-02",
            ["2026-06-29": (2.5, 8, nil), "2026-06-30": (3, 8, 7), "2026-07-01": (2, 8.5, nil)])
        let t = Tonight(rows: few, needs: plainNeeds(few), at: few.count - 1, freeDays: .weekend)
        XCTAssertEqual(t.awakeInBedNights, 1)
        XCTAssertEqual(t.awakeInBed, Tonight.assumedAwakeInBed)
        XCTAssertEqual(try XCTUnwrap(t.usualWake), 6.5, accuracy: 1e-12)  // 6.5, 7, 6.25
        XCTAssertEqual(try XCTUnwrap(t.bedtime), 6.5 - 8.16 - 0.25, accuracy: 1e-12)
    }

    /// A history of one night with nothing measured: a need, no bedtime, no crash.
    func testOneNightWithNothingMeasured() {
        let one = nightRows(from: "2026-07-02", to: "2026-07-02", [:])
        let t = Tonight(rows: one, needs: plainNeeds(one), at: 0, freeDays: .weekend)
        XCTAssertEqual(t.wakeMornings, 0)
        XCTAssertNil(t.bedtime)
        XCTAssertEqual(t.reason, "fewer than 3 work-day mornings in the last 28 (have 0)")
    }

    /// The window is the 28 days ending with the morning, by date: row 06-05 is in, 06-04 out.
    func testTheWindowIsTwentyEightDaysByDate() {
        let last = Tonight.lastRows(rows, endingAt: rows.count - 1, days: 28)
        XCTAssertEqual(last.count, 28)
        XCTAssertEqual(last.first?.day, CalendarDay(iso: "2026-06-05"))
        XCTAssertEqual(Tonight.lastRows(rows, endingAt: 3, days: 28).count, 4)
    }
}
