import FlowRecords
import XCTest

@testable import FlowImport

/// Fitbit entries as records, fed to the reader as parsed JSON values (no file): minute steps
/// with their value as a string, a resting HR of 0 as no estimate, a repeated sleep log read
/// once, and a nightly value placed at its night's middle or rejected without a night.
final class FitbitReaderTests: XCTestCase {
    private func json(_ text: String) throws -> JSONValue { try JSONValue.parse(text) }

    func testEntriesBecomeRecords() throws {
        var reader = FitbitReader(file: "fitbit")
        reader.steps(try json(#"{"dateTime": "2026-03-01 09:04:00", "value": "12"}"#), index: 0)
        reader.steps(try json(#"{"dateTime": "2026-03-01 09:05:00", "value": "a lot"}"#), index: 1)
        reader.restingHR(try json(#"{"dateTime": "2026-03-01 00:00:00", "value": {"value": 0}}"#), index: 0)
        reader.restingHR(try json(#"{"dateTime": "2026-03-02 00:00:00", "value": {"value": 51.5}}"#), index: 1)
        let log = #"""
            {"logId": 7, "dateOfSleep": "2026-03-02", "startTime": "2026-03-01T23:00:00.000",
             "endTime": "2026-03-02T07:00:00.000",
             "levels": {"data": [{"dateTime": "2026-03-01T23:00:00.000", "level": "light", "seconds": 28800}]}}
            """#
        reader.sleep(try json(log), index: 0)
        reader.sleep(try json(log), index: 1)  // the same log again: read once
        reader.nightly(.respiratoryRate, 14.5, day: try XCTUnwrap(CalendarDay(iso: "2026-03-02")), index: 0)
        reader.nightly(.respiratoryRate, 15, day: try XCTUnwrap(CalendarDay(iso: "2026-03-05")), index: 1)
        let (history, report) = try reader.finish()
        // One minute of 12 steps, 09:04 to 09:05 on the wall clock (+00:00).
        XCTAssertEqual(history.steps.map(\.value), [12])
        XCTAssertEqual(history.steps.first.map { $0.end.instant - $0.start.instant }, 60)
        XCTAssertEqual(history.restingHR.map(\.value), [51.5])
        XCTAssertEqual(history.sleep.count, 1)
        XCTAssertEqual(history.sleep.first?.stage, .core)
        // The night 23:00-07:00: its middle is 03:00 on 03-02.
        let three = Double(CalendarDay(iso: "2026-03-02")!.ordinal) * 86_400 + 3 * 3600
        XCTAssertEqual(history.respiratoryRate.map(\.start.instant), [three])
        XCTAssertEqual(report.rejected[.nonNumeric], 1)
        XCTAssertEqual(report.rejected[.noSleepLog], 1)
        // The resting HR of 0 is no estimate: neither a record nor a rejection.
        XCTAssertNil(report.rejected[.missingAttribute])
        XCTAssertEqual(FitbitReader.number(.string("61.5")), 61.5)
        XCTAssertEqual(FitbitReader.number(.number(62)), 62)
        XCTAssertNil(FitbitReader.number(.string("0x3E")))
    }
}
