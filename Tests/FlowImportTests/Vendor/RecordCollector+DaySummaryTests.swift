import FlowRecords
import XCTest

@testable import FlowImport

/// A vendor's summary of a day the export was written on is only part of that day: kept when
/// the file says the day was over, left out and counted when it says it was not, and, where it
/// cannot say, left out for the last day of summaries unless something else ends after it.
final class RecordCollectorDaySummaryTests: XCTestCase {
    /// 2026-06-0d at 00:00 local, +02:00.
    private func midnight(_ d: Int) throws -> Timestamp {
        let day = try XCTUnwrap(CalendarDay(iso: "2026-06-0\(d)"))
        return Timestamp(instant: Double(day.ordinal) * 86_400 - 7200, offsetSeconds: 7200)
    }

    private func day(_ d: Int) throws -> CalendarDay { try XCTUnwrap(CalendarDay(iso: "2026-06-0\(d)")) }

    /// Steps of 06-01 and 06-02 and the night of 06-01/02 (23:00-07:00): nothing ends after
    /// 06-02's end (06-03 00:00), so 06-02 is the day the file was written on; 06-01 is kept.
    func testTheLastDayIsNotOverUnlessSomethingEndsAfterIt() throws {
        var c = RecordCollector(file: "v.csv")
        let s = c.source(named: "Ring")
        c.addDayTotal(.stepsTotal, 8000, day: try day(1), offset: 7200, source: s, line: 2)
        c.addDayTotal(.stepsTotal, 2100, day: try day(2), offset: 7200, source: s, line: 3)
        c.addDayValue(.deviceStrain, 40, onDay: try day(2), offset: 7200, source: s, line: 3)
        let bed = Timestamp(instant: try midnight(2).instant - 3600, offsetSeconds: 7200)
        c.addSummaryNight(
            start: bed, end: Timestamp(instant: bed.instant + 8 * 3600, offsetSeconds: 7200),
            minutes: [(.asleep, 420)], source: s, line: 3)
        let (history, report) = try c.finish()
        XCTAssertEqual(history.stepsTotal.map(\.value), [8000])
        XCTAssertEqual(history.stepsTotal.first?.start, try midnight(1))
        XCTAssertTrue(history.deviceStrain.isEmpty)
        XCTAssertEqual(report.rejected, [.dayNotOver: 2])
        XCTAssertEqual(report.examples.map(\.line), [3, 3])
        XCTAssertEqual(RejectionReason.dayNotOver.rawValue, "day not over when exported")
    }

    /// The same file with the night of 06-02/03, which ends at 07:00 on the 3rd, after 06-02's
    /// end: 06-02 was over, and both days are kept.
    func testANightEndingTheNextMorningShowsTheDayWasOver() throws {
        var c = RecordCollector(file: "v.csv")
        let s = c.source(named: "Ring")
        c.addDayTotal(.stepsTotal, 8000, day: try day(1), offset: 7200, source: s, line: 2)
        c.addDayTotal(.stepsTotal, 9100, day: try day(2), offset: 7200, source: s, line: 3)
        let bed = Timestamp(instant: try midnight(3).instant - 3600, offsetSeconds: 7200)
        c.addSummaryNight(
            start: bed, end: Timestamp(instant: bed.instant + 8 * 3600, offsetSeconds: 7200),
            minutes: [(.asleep, 420)], source: s, line: 4)
        let (history, report) = try c.finish()
        XCTAssertEqual(history.stepsTotal.map(\.value), [8000, 9100])
        XCTAssertNil(report.rejected[.dayNotOver])
    }

    /// A record that ends exactly at the day's end does not show it was over (it must end after);
    /// a file that says a day was whole or partial decides for that day, whatever else it holds.
    func testWhatTheFileSaysDecides() throws {
        var c = RecordCollector(file: "v.csv")
        let s = c.source(named: "Ring")
        c.addDayValue(.restingHR, 51, onDay: try day(1), offset: 7200, coverage: .whole, source: s, line: 2)
        c.addDayValue(.restingHR, 39, onDay: try day(2), offset: 7200, coverage: .partial, source: s, line: 3)
        c.addDayTotal(.stepsTotal, 700, day: try day(3), offset: 7200, source: s, line: 4)
        // A bad value is rejected for what it is, whether or not its day was over.
        c.addDayTotal(.activeEnergy, -40, day: try day(3), offset: 7200, source: s, line: 4)
        let end = try midnight(4)
        c.add(.heartRate, start: end, end: end, value: 60, source: s, line: 5)
        let (history, report) = try c.finish()
        XCTAssertEqual(history.restingHR.map(\.value), [51])
        XCTAssertTrue(history.stepsTotal.isEmpty)
        XCTAssertEqual(report.rejected, [.dayNotOver: 2, .negative: 1])
    }
}
