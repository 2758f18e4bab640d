import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// The variants `formats/health-auto-export.md` lists as seen in the wild, each a file written
/// by hand: read as the same records as the app's own form; a time without an offset stays
/// rejected and counted.
final class HealthAutoExportVariantsTests: FolderTestCase {
    /// The records a file gives, as (kind, instant, value, source) in a fixed order.
    private func records(_ text: String, _ name: String) throws -> [String] {
        let file = try write(text, name)
        let opened = try OpenedHistory(path: file)
        XCTAssertEqual(try HistoryFormat.detect(opened).name, "Health Auto Export", name)
        let (history, report) = try HistoryFormat.detect(opened).records(opened)
        XCTAssertEqual(report.rejectedCount, 0, name)
        XCTAssertEqual(report.notRead, ["workouts (1)"], name)
        func line(_ kind: String, _ m: FlowRecords.Measurement) -> String {
            "\(kind) \(m.start.iso8601) \(m.value) \(history.sources[m.source])"
        }
        return history.heartRate.map { line("heart_rate", $0) } + history.restingHR.map { line("resting_hr", $0) }
            + history.hrvSDNN.map { line("hrv_sdnn", $0) }
    }

    /// The app's own form: heart rate 57.5 (its period's Avg) at 07:00, resting HR 47 at 06:00,
    /// HRV 61.5 ms at 03:10, all at +02:00 on 2026-06-20 from the watch.
    func testEachVariantReadsAsTheAppsOwnForm() throws {
        let expected = [
            "heart_rate 2026-06-20T07:00:00+02:00 57.5 Apple Watch",
            "resting_hr 2026-06-20T06:00:00+02:00 47.0 Apple Watch",
            "hrv_sdnn 2026-06-20T03:10:00+02:00 61.5 Apple Watch",
        ]
        XCTAssertEqual(try records(HealthAutoExportFixture.canonical, "canonical.json"), expected)
        XCTAssertEqual(try records(HealthAutoExportFixture.bpm, "bpm.json"), expected)
        XCTAssertEqual(try records(HealthAutoExportFixture.olderHRVName, "sdnn.json"), expected)
        XCTAssertEqual(try records(HealthAutoExportFixture.unwrapped, "unwrapped.json"), expected)
        XCTAssertEqual(try records(HealthAutoExportFixture.isoTimes, "iso.json"), expected)
    }

    /// `bpm` is a heart rate's unit only; a time without an offset, ISO or not, is rejected and
    /// counted, never read on a guessed clock.
    func testWhatStaysBadInput() throws {
        let metrics =
            #"{"data": {"metrics": ["#
            + #"{"name": "resting_heart_rate", "units": "bpm", "data": ["#
            + #"{"date": "2026-06-20T06:00:00+02:00", "qty": 47}, {"date": "2026-06-21T06:00:00", "qty": 48},"#
            + #"{"date": "2026-06-22 06:00:00", "qty": 49}]},"#
            + #"{"name": "blood_oxygen_saturation", "units": "bpm", "data": [{"date": "2026-06-20T03:00:00+02:00", "qty": 97}]}"#
            + "]}}"
        let (history, report) = try HealthAutoExport.read(path: try write(metrics, "bad.json"), files: nil)
        XCTAssertEqual(history.restingHR.map(\.value), [47])
        XCTAssertEqual(report.rejected, [.noOffset: 2, .unknownUnit: 1])
    }
}
