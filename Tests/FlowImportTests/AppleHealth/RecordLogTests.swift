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
        var replay = RecordLog.Replay(lineShift: 100)
        replay.play(log.events, into: &collector)

        let (history, report) = try collector.finish()
        XCTAssertEqual(history.sources, ["Watch", "Ring"])
        XCTAssertEqual(history.steps.map(\.value), [500, 300])
        XCTAssertEqual(history.steps.map(\.source), [0, 1])
        XCTAssertEqual(report.rejected[.exactDuplicate], 1)
        XCTAssertEqual(report.rejected[.unknownUnit], 1)
        XCTAssertEqual(report.examples.map(\.line), [102, 103])
    }

    /// Two batches taken from a log and played one after the other give what one replay gives:
    /// the source named in the first batch is still known in the second, and a note naming a
    /// line is made with the shifted line (log line 4 is line 54).
    func testBatchesPlayAsOneLogAndNotesNameShiftedLines() throws {
        var log = RecordLog()
        let ring = log.source(named: "Ring")
        log.add(.steps, start: time(10), end: time(11), value: 300, source: ring, line: 1)
        let first = log.takeEvents()
        XCTAssertTrue(log.events.isEmpty)
        log.add(.steps, start: time(12), end: time(13), value: 200, source: ring, line: 3)
        log.note(line: 4) { "the export date (line \($0)) is not a time" }
        let second = log.takeEvents()

        var collector = RecordCollector(file: "export.xml")
        _ = collector.source(named: "Watch")
        var replay = RecordLog.Replay(lineShift: 50)
        replay.play(first, into: &collector)
        replay.play(second, into: &collector)
        let (history, report) = try collector.finish()
        XCTAssertEqual(history.sources, ["Watch", "Ring"])
        XCTAssertEqual(history.steps.map(\.source), [1, 1])
        XCTAssertEqual(history.steps.map(\.value), [300, 200])
        XCTAssertEqual(report.notes, ["the export date (line 54) is not a time"])
    }
}
