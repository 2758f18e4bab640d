import FlowFeatures
import FlowRecords
import FlowScores
import XCTest

@testable import FlowTonight

/// Tonight's three levels, the usual bedtime and the plan, worked by hand (SPEC 20.1).
final class TonightLevelsTests: XCTestCase {
    /// The rows of `TonightTests`: work-day mornings 06-29 (mid 2.5, in bed 8), 06-30 (3, 8) and
    /// 07-01 (2, 8.5) went to bed at 2.5 − 4 = −1.5, 3 − 4 = −1 and 2 − 4.25 = −2.25: the usual
    /// bedtime is their median, −1.5 (22:30), so the earliest keepable is −2.5 (21:30). The
    /// free Saturday (4 − 4.5 = −0.5) is another kind of morning and does not count.
    private func thursday(slept: Double = 7) -> Tonight {
        let rows = juneNights()
        var needs = plainNeeds(rows)
        needs[needs.count - 1] = NightNeed(
            day: rows.last!.day, base: 8, debt: 0.5, strain: 0.1, napCredit: 0, sleepHours: slept)
        return Tonight(rows: rows, needs: needs, at: rows.count - 1, freeDays: .weekend)
    }

    /// Need 8.96 h, usual wake 6.5, awake in bed 0.5:
    /// full  8.96 h:  bedtime 6.5 − 8.96 − 0.5 = −2.96, below −2.5: not keepable;
    /// most  7.616 h: bedtime −1.616 (lights out −1.116): keepable, and so the plan;
    /// least 6.272 h: bedtime −0.272: keepable.
    func testTheFullestKeepableLevelIsThePlan() throws {
        let t = thursday()
        XCTAssertEqual(try XCTUnwrap(t.usualBedtime), -1.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.earliest), -2.5, accuracy: 1e-12)
        let levels = t.levels
        XCTAssertEqual(levels.map(\.level), [.full, .most, .least])
        XCTAssertEqual(levels.map(\.share), [1, 0.85, 0.7])
        for (level, (sleep, bed)) in zip(levels, [(8.96, -2.96), (7.616, -1.616), (6.272, -0.272)]) {
            XCTAssertEqual(level.sleepHours, sleep, accuracy: 1e-12)
            XCTAssertEqual(level.bedtime, bed, accuracy: 1e-12)
            XCTAssertEqual(level.lightsOut, bed + 0.5, accuracy: 1e-12)
        }
        XCTAssertEqual(levels.map(\.keepable), [false, true, true])
        let plan = try XCTUnwrap(t.plan)
        XCTAssertEqual(plan.level, .most)
        XCTAssertEqual(plan.bedtime, -1.616, accuracy: 1e-12)
        // The full level stays the bedtime SPEC 20 has always given.
        XCTAssertEqual(try XCTUnwrap(t.bedtime), levels[0].bedtime, accuracy: 1e-12)
    }

    /// Last night slept 8 of its 8.6: tonight carries 0.3 and needs 8.46; the full bedtime
    /// 6.5 − 8.46 − 0.5 = −2.46 is after −2.5: the full level is kept.
    func testTheFullNeedWhenItCanBeKept() throws {
        let t = thursday(slept: 8)
        XCTAssertEqual(t.levels.map(\.keepable), [true, true, true])
        XCTAssertEqual(try XCTUnwrap(t.plan).level, .full)
        XCTAssertNil(t.fullLevelSentence)
    }

    /// A bedtime exactly an hour before the usual one is kept (the slack): need h with
    /// 6.5 − h − 0.5 = −2.5 is h = 8.5, the debt 0.34 over 8 + 0.16.
    func testAnHourBeforeTheUsualBedtimeIsStillKept() throws {
        var exact = thursday()
        exact.need = NightNeed(day: exact.need.day, base: 8, debt: 0.34, strain: 0.16, napCredit: 0, sleepHours: nil)
        XCTAssertEqual(exact.levels[0].bedtime, -2.5, accuracy: 1e-12)
        XCTAssertEqual(exact.levels[0].keepable, true)
        XCTAssertEqual(try XCTUnwrap(exact.plan).level, .full)
    }

    /// A late sleeper with a large need, no level keepable. Three work mornings with mid-sleep
    /// 4.5 and 7 h in bed (bed at 1.0, up at 8.0), 6.5 h asleep (awake 0.5). Base 9 h, debt 2:
    /// need 9 + 0.16 + 2 = 11.16. Earliest 1.0 − 1 = 0.0. Least: 7.812 h, bedtime 8 − 7.812 −
    /// 0.5 = −0.312, before 0.0: none is kept, so the plan is bed at 0.0 (00:00) for 8 − 0 −
    /// 0.5 = 7.5 h, 7.5 / 11.16 = 67.2 % of the need.
    func testTheEarliestKeepableTimeWhenNoLevelIsKept() throws {
        let rows = nightRows(
            from: "2026-06-29", to: "2026-07-02",
            ["2026-06-29": (4.5, 7, 6.5), "2026-06-30": (4.5, 7, 6.5), "2026-07-01": (4.5, 7, 6.5)])
        var needs = plainNeeds(rows, base: 9)
        needs[needs.count - 1] = NightNeed(
            day: rows.last!.day, base: 9, debt: 0, strain: 0, napCredit: 0, sleepHours: 4)  // ½ · 5 → capped at 2
        let t = Tonight(rows: rows, needs: needs, at: rows.count - 1, freeDays: .weekend)
        XCTAssertEqual(t.need.hours, 11.16, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.usualBedtime), 1.0, accuracy: 1e-12)
        XCTAssertEqual(t.levels.map(\.keepable), [false, false, false])
        XCTAssertEqual(t.levels[2].bedtime, -0.312, accuracy: 1e-12)
        let plan = try XCTUnwrap(t.plan)
        XCTAssertEqual(plan.level, .earliest)
        XCTAssertEqual(plan.bedtime, 0.0, accuracy: 1e-12)
        XCTAssertEqual(plan.lightsOut, 0.5, accuracy: 1e-12)
        XCTAssertEqual(plan.sleepHours, 7.5, accuracy: 1e-12)
        XCTAssertEqual(plan.share, 7.5 / 11.16, accuracy: 1e-12)
        // 7.5 / 11.16 = 0.672 → 67 %; need 11 h 10; bed 00:00, 30 min awake in bed, up 08:00.
        XCTAssertEqual(
            t.sentence,
            "Tonight: in bed by 00:00. With the 30 min you usually spend awake in bed over a night, that leaves 7 h 30 "
                + "of sleep, 67 % of the 11 h 10 you need, before you usually wake at 08:00 (work day).")
        // The full level: 8 − 11.16 − 0.5 = −3.66 h (−219.6 min → −220, 20:20); usual bedtime 01:00.
        XCTAssertEqual(
            t.fullLevelSentence,
            "The whole need would mean bed at 20:20, more than an hour ahead of your usual 01:00, when sleep comes "
                + "hardest; half of what tonight misses is added to tomorrow's need.")
    }

    /// No measured in-bed time: no usual wake or bedtime, so no level and no plan; the text says why.
    func testWithoutInBedTimesThereIsNoPlan() {
        let rows = nightRows(
            from: "2026-06-29", to: "2026-07-02",
            ["2026-06-29": (3, nil, 7), "2026-06-30": (3, nil, 7), "2026-07-01": (3, nil, 7)])
        let t = Tonight(rows: rows, needs: plainNeeds(rows), at: rows.count - 1, freeDays: .weekend)
        XCTAssertNil(t.usualBedtime)
        XCTAssertNil(t.earliest)
        XCTAssertEqual(t.levels, [])
        XCTAssertNil(t.plan)
        XCTAssertEqual(
            t.sentence,
            "Tonight: sleep 8 h 10; no bedtime yet: fewer than 3 work-day mornings in the last 28 (have 0).")
    }

    /// The plan's words for the `most` level: need 8.96 (8 h 58), 85 % is 7.616 h (7 h 37);
    /// bedtime −1.616 h (−96.96 min → −95, 22:25), lights out −1.116 h (−66.96 → −65, 22:55),
    /// up at 06:30. The full level: −2.96 h (−177.6 → −180, 21:00) against the usual 22:30.
    func testThePlanInWords() {
        let t = thursday()
        XCTAssertEqual(
            t.sentence,
            "Tonight: in bed by 22:25. With the 30 min you usually spend awake in bed over a night, that leaves 7 h 37 "
                + "of sleep, 85 % of the 8 h 58 you need, before you usually wake at 06:30 (work day).")
        XCTAssertEqual(
            t.fullLevelSentence,
            "The whole need would mean bed at 21:00, more than an hour ahead of your usual 22:30, when sleep comes "
                + "hardest; half of what tonight misses is added to tomorrow's need.")
    }
}
