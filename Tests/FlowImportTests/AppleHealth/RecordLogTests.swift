import FlowRecords
import XCTest

@testable import FlowImport

final class RecordLogTests: XCTestCase {
    private func time(_ hour: Int) -> Timestamp {
        Timestamp(
            instant: Double(CalendarDay(year: 2026, month: 3, day: 1)!.midnightLocalSeconds) + Double(hour * 3600),
            offsetSeconds: 0)
    }

    /// A log played into a collector that already knows "Watch": the log's own first source
    /// ("Ring", its 0) becomes the collector's 1 and its "Watch" the collector's 0; a record the
    /// collector already holds is a duplicate there; lines move down by the shift (log line 2 is
    /// line 102); a rejection keeps its reason.
    func testReplayMapsSourcesShiftsLinesAndMeetsTheValueRules() throws {
        var collector = RecordCollector(file: "export.xml")
        let watch = collector.source(named: "Watch")
        collector.add(.steps, start: time(8), end: time(9), value: 500, source: watch, line: 10)

        var log = RecordLog()
        let ring = log.source(named: "Ring")
        let logWatch = log.source(named: "Watch")
        XCTAssertEqual([ring, logWatch], [0, 1])
        log.add(.steps, start: time(10), end: time(11), value: 300, source: ring, line: 1)
        log.add(.steps, start: time(8), end: time(9), value: 500, source: logWatch, line: 2)
        log.reject(.unknownUnit, line: 3)
        log.replay(into: &collector, lineShift: 100)

        let (history, report) = try collector.finish()
        XCTAssertEqual(history.sources, ["Watch", "Ring"])
        XCTAssertEqual(history.steps.map(\.value), [500, 300])
        XCTAssertEqual(history.steps.map(\.source), [0, 1])
        XCTAssertEqual(report.rejected[.exactDuplicate], 1)
        XCTAssertEqual(report.rejected[.unknownUnit], 1)
        XCTAssertEqual(report.examples.map(\.line), [102, 103])
    }

    /// Notes are held apart (a log with notes is not joined), never played.
    func testNotesAreHeldApart() {
        var log = RecordLog()
        log.note("the export date (line 4) is not a time")
        XCTAssertEqual(log.notes.count, 1)
        XCTAssertTrue(log.events.isEmpty)
    }
}
