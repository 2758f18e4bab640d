import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// A nightly summary's value at the middle of its date's longest sleep log; a date without one
/// rejected, a value that is no number counted.
final class NightlySummaryTests: FolderTestCase {
    func testValuesAtTheirNightsMiddle() throws {
        let file = try write(
            "timestamp,daily_respiratory_rate\n2025-08-14T00:00:00,15.2\n2025-08-20T00:00:00,14\n2025-08-14T00:00:00,x\n",
            "Daily Respiratory Rate Summary - 2025-08-(1).csv", in: "Takeout/Heart Rate Variability")
        var reader = try readerWithANight()
        try NightlySummary.respiratoryRate.read(file: file, into: &reader)
        let (history, report) = try reader.finish()
        XCTAssertEqual(history.respiratoryRate.map(\.value), [15.2])
        XCTAssertEqual(history.respiratoryRate.map(\.start.instant), [august14(3)])
        XCTAssertEqual(report.rejected[.noSleepLog], 1)
        XCTAssertEqual(report.rejected[.nonNumeric], 1)
        XCTAssertEqual(
            NightlySummary.respiratoryRate.files(try ExportFiles(path: path("Takeout")), root: "").map {
                path("Takeout/" + $0)
            },
            [file])
        XCTAssertEqual(NightlySummary.all.map(\.kind), [.hrvRMSSD, .respiratoryRate, .spo2])
    }
}
