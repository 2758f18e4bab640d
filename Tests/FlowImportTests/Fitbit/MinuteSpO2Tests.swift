import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Takeout's Minute SpO2 files (SPEC 22): UTC readings a minute, the invalid minute (50) and a
/// value above 100 rejected by reason, a file with another header named and skipped.
final class MinuteSpO2Tests: FolderTestCase {
    /// A Takeout of the person in Los Angeles with one staged night, 2025-08-13/14.
    private func fixture() throws {
        try write(
            "id,full_name,timezone\nABC,Pat Doe,America/Los_Angeles\n", "Profile.csv", in: "Takeout/Fitbit/Your Profile"
        )
        try write(TakeoutExportTests.night, "sleep-2025-08-13.json", in: TakeoutExportTests.data)
    }

    /// The night runs 23:00-07:00 PDT (06:00-14:00 UTC). 300 minutes from 06:10Z read 96, but a
    /// dip to 92 at 07:00Z and 07:01Z, two invalid minutes (50, 42) and one 100.5: 297 readings kept.
    func testTheMinutesOfANight() throws {
        try fixture()
        var lines = ["timestamp,value"]
        let start = try XCTUnwrap(try? TimestampParser.parse("2025-08-14T06:10:00Z").get()).instant
        for k in 0..<300 {
            let at = Timestamp(instant: start + Double(k) * 60, offsetSeconds: 0)
            let value = k == 50 || k == 51 ? "92" : k == 100 ? "50" : k == 101 ? "42" : k == 200 ? "100.5" : "96"
            lines.append(at.iso8601.replacing("+00:00", with: "Z") + "," + value)
        }
        try write(lines.joined(separator: "\n") + "\n", "Minute SpO2 - 2025-08-14.csv", in: MinuteSpO2Tests.folder)
        try write(
            "time,spo2\n2025-08-15T06:00:00Z,95\n2025-08-15T06:01:00Z,94\n", "Minute SpO2 - 2025-08-15.csv",
            in: MinuteSpO2Tests.folder)
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.spo2Minute.count, 297)
        XCTAssertEqual(report.rejected[.invalidMinute], 2)
        XCTAssertEqual(report.rejected[.spo2MinuteAbove100], 1)
        XCTAssertTrue(
            report.notes.contains {
                $0.hasSuffix(
                    "Minute SpO2 - 2025-08-15.csv: the header is 'time,spo2', not 'timestamp,value': skipped (2 rows)")
            }, "\(report.notes)")
        // The night of 2025-08-14: 297 readings a minute; one dip (92 ≤ 96 − 3, then 92, then
        // back to 96): 1 / (297 / 60) dips an hour; lowest 92; none below 90.
        let row = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2025-08-14" })
        let oxygen = try XCTUnwrap(row.oxygen)
        XCTAssertEqual(oxygen.validMinutes, 297)
        XCTAssertEqual(oxygen.nadir, 92)
        XCTAssertEqual(oxygen.t90, 0)
        XCTAssertEqual(oxygen.spacingSeconds, 60)
        XCTAssertEqual(try XCTUnwrap(oxygen.odi3), 60.0 / 297, accuracy: 1e-12)
    }

    static let folder = "Takeout/Fitbit/Oxygen Saturation (SpO2)"
}
