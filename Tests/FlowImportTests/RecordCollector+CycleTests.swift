import FlowRecords
import XCTest

@testable import FlowImport

/// The day a logged sample stands for, the export's last day, and the report's line.
final class RecordCollectorCycleTests: XCTestCase {
    private func t(_ iso: String) -> Timestamp { try! TimestampParser.parse(iso).get() }

    func testTheDaysASampleStandsFor() {
        // 23:00 to 23:00 the next day (24 h) is the day of its midpoint, 2 March 23:00 + 12 h.
        XCTAssertEqual(
            RecordCollector.loggedDays(start: t("2026-03-01T23:00:00+01:00"), end: t("2026-03-02T23:00:00+01:00")),
            [CalendarDay(iso: "2026-03-02")!])
        // 19 hours: the day it starts.
        XCTAssertEqual(
            RecordCollector.loggedDays(start: t("2026-03-01T23:00:00+01:00"), end: t("2026-03-02T18:00:00+01:00")),
            [CalendarDay(iso: "2026-03-01")!])
        // Three days and a bit: every day it covers, its end's midnight excluded.
        XCTAssertEqual(
            RecordCollector.loggedDays(start: t("2026-03-01T00:00:00+01:00"), end: t("2026-03-04T00:00:00+01:00"))?
                .map(\.description),
            ["2026-03-01", "2026-03-02", "2026-03-03"])
        XCTAssertNil(
            RecordCollector.loggedDays(start: t("2026-03-01T00:00:00+01:00"), end: t("2026-04-02T00:00:00+01:00")))
        XCTAssertEqual(
            RecordCollector.midnight(CalendarDay(iso: "2026-03-02")!, 3600).iso8601,
            "2026-03-02T00:00:00+01:00")
    }

    /// Days after the last day a measurement starts on are left out by reason; a logged start
    /// 200 days on is kept; the line counts starts and what they came from.
    func testAfterTheExportAndTheLine() throws {
        var c = RecordCollector(file: "r.csv")
        let s = c.source(named: "Phone")
        c.add(
            .restingHR, start: t("2026-09-01T08:00:00+02:00"), end: t("2026-09-01T08:00:00+02:00"), value: 55,
            source: s, line: 2)
        for (k, day) in ["2026-01-05", "2026-01-06", "2026-02-02", "2026-09-02"].enumerated() {
            c.addCycleDay(
                .menstrualFlow, day: CalendarDay(iso: day)!, offsetSeconds: 3600, value: 1, source: s, line: 3 + k)
        }
        c.addCycleDay(
            .periodStart, day: CalendarDay(iso: "2026-08-21")!, offsetSeconds: 7200, value: 1, source: s, line: 9)
        let (h, report) = try c.finish()
        XCTAssertEqual(h.menstrualFlow.count, 3)
        XCTAssertEqual(report.rejected, [.afterExportDate: 1])
        XCTAssertEqual(report.examples.first?.line, 6)
        XCTAssertEqual(report.accepted[.menstrualFlow], ["Phone": 3])
        XCTAssertEqual(
            report.cycle, "3 period starts, 2026-01-05 to 2026-08-21, from 3 bleeding days and 1 logged start")
    }
}
