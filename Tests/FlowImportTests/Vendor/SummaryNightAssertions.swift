import FlowFeatures
import FlowImport
import FlowRecords
import XCTest

/// The row of `iso` in a vendor reader's table, failing the test when it is missing.
func row(_ table: FeatureTable, _ iso: String, file: StaticString = #filePath, line: UInt = #line) throws -> FeatureRow
{
    try XCTUnwrap(table.rows.first { $0.day == CalendarDay(iso: iso) }, "no row \(iso)", file: file, line: line)
}

/// Checks a summary night's five sleep features from its totals, all in one unit (seconds or
/// minutes): hours asleep and in bed, efficiency asleep / in bed, and the deep and REM shares
/// of the time asleep.
func assertSummaryNight(
    _ r: FeatureRow, asleep: Double, inBed: Double, deep: Double, rem: Double, perHour: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(r[.sleepHours], asleep / perHour, accuracy: 1e-12, "sleep_hours", file: file, line: line)
    XCTAssertEqual(r[.inBedHours], inBed / perHour, accuracy: 1e-12, "in_bed_hours", file: file, line: line)
    XCTAssertEqual(r[.sleepEfficiency], asleep / inBed, accuracy: 1e-12, "sleep_efficiency", file: file, line: line)
    XCTAssertEqual(r[.deepShare], deep / asleep, accuracy: 1e-12, "deep_share", file: file, line: line)
    XCTAssertEqual(r[.remShare], rem / asleep, accuracy: 1e-12, "rem_share", file: file, line: line)
}

/// An export told as `source` by its content, read as `--history` reads it, with its table.
func readDetected(
    _ path: String, as source: HistoryFormat, file: StaticString = #filePath, line: UInt = #line
) throws
    -> (RecordHistory, ImportReport, FeatureTable)
{
    XCTAssertEqual(try HistoryFormat.detect(path: path), source, file: file, line: line)
    let (history, report) = try source.records(OpenedHistory(path: path))
    return (history, report, FeatureTable(history: history))
}
