import FlowRecords
import XCTest

@testable import FlowImport

/// A Fitbit reader holding one night, 2025-08-13 23:00 to 08-14 07:00 on the wall clock (+00:00):
/// its middle is 08-14 03:00.
func readerWithANight() throws -> FitbitReader {
    var reader = FitbitReader(file: "takeout")
    reader.sleep(
        try JSONValue.parse(
            #"{"logId": 1, "dateOfSleep": "2025-08-14", "startTime": "2025-08-13T23:00:00.000", "#
                + #""endTime": "2025-08-14T07:00:00.000", "levels": {"data": [{"dateTime": "2025-08-13T23:00:00.000", "#
                + #""level": "light", "seconds": 28800}]}}"#), index: 0)
    return reader
}

/// Seconds since 1970 of 2025-08-14 at `hours` on the wall clock read as UTC.
func august14(_ hours: Double) -> Double {
    Double(CalendarDay(year: 2025, month: 8, day: 14)!.ordinal) * 86_400 + hours * 3600
}

/// What `read` puts into a fresh Fitbit reader, finished.
func readTakeout(_ read: (inout FitbitReader) throws -> Void) throws -> (RecordHistory, ImportReport) {
    var reader = FitbitReader(file: "takeout")
    try read(&reader)
    return try reader.finish()
}
