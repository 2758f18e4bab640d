import FlowRecords
import XCTest

@testable import FlowImport

/// A vendor's night by its totals, values at the night's middle or a day's midnight, a day's
/// step total, and a cell read as a number.
final class RecordCollectorSummaryTests: XCTestCase {
    func testSummaryNightsAndDatedValues() throws {
        var c = RecordCollector(file: "v.csv")
        let source = c.source(named: "Ring")
        // 23:00 to 07:00 at +02:00: 21:00Z to 05:00Z.
        let day = try XCTUnwrap(CalendarDay(iso: "2026-06-02"))
        let start = Timestamp(instant: Double(day.ordinal) * 86_400 - 3 * 3600, offsetSeconds: 7200)
        let end = Timestamp(instant: start.instant + 8 * 3600, offsetSeconds: 7200)
        c.addSummaryNight(
            start: start, end: end, minutes: [(.asleep, 450), (.deep, 80), (.rem, nil)], source: source, line: 2)
        c.addSummaryNight(start: end, end: start, minutes: [(.asleep, 1)], source: source, line: 3)
        c.addAtMidpoint(.hrvRMSSD, 41, start: start, end: end, source: source, line: 2)
        c.addAtMidpoint(.spo2, nil, start: start, end: end, source: source, line: 2)
        c.add(.restingHR, 55, onDay: day, offset: 7200, source: source, line: 2)
        // A day the file says was over (the unknown case is RecordCollector+DaySummaryTests').
        c.addDayTotal(.stepsTotal, 9000, day: day, offset: 7200, coverage: .whole, source: source, line: 2)
        XCTAssertEqual(c.number("12.5", line: 4), 12.5)
        XCTAssertNil(c.number("None", line: 4))
        XCTAssertNil(c.number("", line: 4))
        XCTAssertNil(c.number("n/a", line: 4))
        let (history, report) = try c.finish()
        XCTAssertEqual(history.sleep.map(\.stage), [.inBed])
        XCTAssertEqual(history.sleepTotals.map(\.stage), [.asleep, .deep])
        XCTAssertEqual(history.sleepTotals.map(\.minutes), [450, 80])
        // The middle of 21:00Z-05:00Z is 01:00Z on the 2nd.
        XCTAssertEqual(history.hrvRMSSD.first?.start.instant, Double(day.ordinal) * 86_400 + 3600)
        XCTAssertEqual(history.spo2.count, 0)
        // Local midnight of the 2nd at +02:00 is 22:00Z on the 1st; the steps span that whole day.
        XCTAssertEqual(history.restingHR.first?.start.instant, Double(day.ordinal) * 86_400 - 7200)
        XCTAssertEqual(history.stepsTotal.first.map { $0.end.instant - $0.start.instant }, 86_400)
        XCTAssertEqual(report.rejected, [.endBeforeStart: 1, .nonNumeric: 1])
    }
}
