import XCTest

@testable import FlowRecords

/// Starts from logged bleeding days and explicit starts (SPEC 18.1), worked out by hand.
final class PeriodStartsTests: XCTestCase {
    private func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }

    /// An instant at a local date's 00:00 (UTC+1), as the readers write a logged day.
    private func logged(_ iso: String, _ value: Double = 1, source: Int = 0) -> FlowRecords.Measurement {
        let d = day(iso)
        let t = Timestamp(instant: Double(d.ordinal) * 86_400 - 3600, offsetSeconds: 3600)
        return FlowRecords.Measurement(start: t, end: t, value: value, source: source)
    }

    /// A run of bleeding days is one period; the next is a start only after 7 days without
    /// bleeding: 4 January then 12 January leaves 5-11 January (7 days) empty, a new start;
    /// 12 then 18 January leaves 13-17 (5 days) empty, the same period.
    func testBleedingDaysMergeByTheSevenDayRule() {
        var h = RecordHistory()
        h.menstrualFlow = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-12", "2026-01-18"].map {
            logged($0, 2)
        }
        XCTAssertEqual(PeriodStarts(history: h).days, [day("2026-01-01"), day("2026-01-12")])
        // 11 January after 4 January: 5-10 January is 6 days without, not enough.
        h.menstrualFlow = ["2026-01-01", "2026-01-04", "2026-01-11"].map { logged($0) }
        XCTAssertEqual(PeriodStarts(history: h).days, [day("2026-01-01")])
    }

    /// Two sources logging the same period give one start: a Takeout's start on 1 February
    /// and a phone's bleeding days from 31 January. An explicit start 7 days or more after
    /// the last start is a start even inside a run of bleeding days.
    func testTwoSourcesOfOnePeriodAndAnExplicitStart() {
        var h = RecordHistory()
        h.periodStart = [logged("2026-02-01", source: 1)]
        h.menstrualFlow = ["2026-01-31", "2026-02-01", "2026-02-02"].map { logged($0, 0) }
        XCTAssertEqual(PeriodStarts(history: h).days, [day("2026-01-31")])
        // Bleeding logged every day from 1 to 12 March, and a start logged on 10 March.
        h.menstrualFlow = (1...12).map { logged(String(format: "2026-03-%02d", $0)) }
        h.periodStart = [logged("2026-03-08"), logged("2026-03-10")]
        // 8 March is 7 days after 1 March: a start; 10 March is 2 days after 8 March: not one.
        XCTAssertEqual(PeriodStarts(history: h).days, [day("2026-03-01"), day("2026-03-08")])
    }

    /// A start inside a logged pregnancy, lactation or hormonal contraception is left out and
    /// counted apart; one on the day after the interval's last day is used.
    func testAStartInsideAPauseIsLeftOut() {
        var h = RecordHistory()
        h.menstrualFlow = ["2026-01-01", "2026-02-10", "2026-03-20"].map { logged($0) }
        let from = logged("2026-02-01")
        let to = logged("2026-03-19")
        h.cyclePause = [FlowRecords.Measurement(start: from.start, end: to.start, value: 3, source: 0)]
        let starts = PeriodStarts(history: h)
        XCTAssertEqual(starts.days, [day("2026-01-01"), day("2026-03-20")])
        XCTAssertEqual(starts.paused, [day("2026-02-10")])
    }

    /// Nothing logged: no start, and nothing said.
    func testNothingLoggedIsEmpty() {
        XCTAssertTrue(PeriodStarts(history: RecordHistory()).isEmpty)
    }
}
