import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// How Samsung Health's tables become records: the stages as one night, each table on its row, the
/// HRV sidecar (moved here from the export suite, unchanged).
final class SamsungReaderTests: FolderTestCase {
    func testTheStagesFormOneNightAndTheTablesLandOnTheirRows() throws {
        let (history, report, table) = try readDetected(try writeSamsungExport(), as: .samsung)
        let row = try XCTUnwrap(table.rows.first { $0.day == CalendarDay(iso: "2025-01-05") })
        // 8 h of stages with 10 minutes awake: 7 h 50 min asleep; deep 1.5 h, REM 1.5 h.
        XCTAssertEqual(row[.sleepHours], 7 + 50.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(row[.deepShare], 1.5 / (7 + 50.0 / 60), accuracy: 1e-12)
        XCTAssertEqual(row[.wakeCount], 1)
        // UTC 22:00-06:00 at UTC+0100: midpoint 03:00 local.
        XCTAssertEqual(row[.sleepMidpoint], 3)
        XCTAssertEqual(row.deviceSleep, 82)
        // The hourly summary (03:00-04:00) is left out: point readings only.
        XCTAssertEqual(history.heartRate.map(\.value), [52, 61])
        // The session without stages (12:00-13:00 UTC) is plain sleep, a nap of the next row.
        XCTAssertEqual(history.sleep.filter { $0.stage == .asleep }.count, 1)
        // The all-sources steps of 01-05 on row 01-06; those of 01-06, the export's last day of
        // summaries with nothing after it (its last reading 09:00), are a day not over.
        XCTAssertEqual(history.stepsTotal.map(\.value), [9000])
        XCTAssertEqual(report.rejected[.dayNotOver], 1)
        let next = try XCTUnwrap(table.rows.first { $0.day == CalendarDay(iso: "2025-01-06") })
        XCTAssertEqual(next[.steps], 9000)
        XCTAssertTrue(report.notes.contains { $0.hasPrefix("1 HRV windows whose side-car file") }, "\(report.notes)")
        XCTAssertEqual(report.notRead, ["badge (1 file)"])
        XCTAssertEqual(history.sources, ["Samsung Health"])
    }

    func testAnHRVSidecarIsReadWhenPresent() throws {
        let folder = try writeSamsungExport()
        // Bins of epoch-ms times: 2025-01-05 03:00 UTC is 1,736,046,000,000.
        try write(
            "[{\"start_time\":1736046000000,\"end_time\":1736046300000,\"sdnn\":60.1,\"rmssd\":41.5}]",
            "u1.binning_data.json", in: SamsungHealthExportTests.folder + "/jsons/com.samsung.health.hrv/u")
        let (history, report) = try SamsungHealthExport.read(path: folder)
        XCTAssertEqual(history.hrvRMSSD.map(\.value), [41.5])
        XCTAssertEqual(history.hrvRMSSD.first?.start.instant, 1_736_046_000)
        XCTAssertFalse(report.notes.contains { $0.contains("side-car") })
    }
}
