import XCTest

@testable import FlowRecords

final class HealthRecordsTests: XCTestCase {
    private func at(_ t: Double, _ offset: Int32) -> Timestamp { Timestamp(instant: t, offsetSeconds: offset) }

    /// The offset most records carry, counted over every kind: here 3 at UTC-5 (one sleep
    /// record, two step records) against 2 heart-rate samples at UTC+1.
    func testTheTypicalOffsetIsTheMostCommon() {
        var h = RecordHistory()
        h.sleep.append(SleepSegment(start: at(0, -18_000), end: at(3_600, -18_000), stage: .asleep, source: 0))
        h.steps.append(Measurement(start: at(100, -18_000), end: at(200, -18_000), value: 10, source: 0))
        h.steps.append(Measurement(start: at(300, -18_000), end: at(400, -18_000), value: 10, source: 0))
        _ = h.heartRate.insert(Measurement(start: at(500, 3_600), end: at(500, 3_600), value: 60, source: 0))
        _ = h.heartRate.insert(Measurement(start: at(600, 3_600), end: at(600, 3_600), value: 61, source: 0))
        XCTAssertEqual(h.typicalOffsetSeconds, -18_000)
        // A third heart-rate sample at +1 makes a tie (3 and 3): the offset furthest west wins.
        _ = h.heartRate.insert(Measurement(start: at(700, 3_600), end: at(700, 3_600), value: 62, source: 0))
        XCTAssertEqual(h.typicalOffsetSeconds, -18_000)
        _ = h.heartRate.insert(Measurement(start: at(800, 3_600), end: at(800, 3_600), value: 63, source: 0))
        XCTAssertEqual(h.typicalOffsetSeconds, 3_600)
        XCTAssertEqual(RecordHistory().typicalOffsetSeconds, 0)
    }

    /// Runs of offsets that come back (a trip away and home) are counted as one offset each.
    func testOffsetsThatComeBackAreCountedTogether() {
        var h = RecordHistory()
        for (k, offset) in [0, 0, 7_200, 7_200, 7_200, 0, 0].enumerated() {
            let t = Double(k) * 60
            h.steps.append(
                Measurement(start: at(t, Int32(offset)), end: at(t + 30, Int32(offset)), value: 1, source: 0))
        }
        XCTAssertEqual(h.typicalOffsetSeconds, 0)  // 4 against 3
    }

    /// The days run from the local date of the earliest start to that of the latest end; of
    /// records starting (or ending) at one instant, the earliest (latest) local date counts.
    func testTheDayRangeTakesTheEarliestStartAndLatestEnd() {
        XCTAssertNil(RecordHistory().dayRange)
        var h = RecordHistory()
        // 2026-03-01 00:30 UTC (day 20513) is still 2026-02-28 at UTC-5, and 2026-03-01 at +1.
        let t = 20513.0 * 86_400 + 1800
        h.steps.append(Measurement(start: at(t, 3_600), end: at(t + 60, 3_600), value: 1, source: 0))
        h.steps.append(Measurement(start: at(t, -18_000), end: at(t + 60, -18_000), value: 1, source: 0))
        // Ends at 23:30 UTC on 2026-03-02: 2026-03-03 at +1, 2026-03-02 at UTC-5.
        let end = 20514.0 * 86_400 + 84_600
        h.activeEnergy.append(Measurement(start: at(end - 60, -18_000), end: at(end, -18_000), value: 2, source: 0))
        h.activeEnergy.append(Measurement(start: at(end - 60, 3_600), end: at(end, 3_600), value: 2, source: 0))
        XCTAssertEqual(
            h.dayRange, CalendarDay(year: 2026, month: 2, day: 28)!...CalendarDay(year: 2026, month: 3, day: 3)!)
        // Without the record at UTC-5 that starts first, the range begins on 2026-03-01.
        h.steps.removeLast()
        XCTAssertEqual(h.dayRange?.lowerBound, CalendarDay(year: 2026, month: 3, day: 1))
    }
}
