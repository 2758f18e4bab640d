import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// The entries a Health Auto Export file may hold badly: each rejected and counted by reason,
/// or the file refused with its byte; never a guess.
final class HealthAutoExportReaderTests: FolderTestCase {
    private func read(_ metrics: String) throws -> (RecordHistory, ImportReport) {
        try HealthAutoExport.read(path: try write(#"{"data": {"metrics": ["# + metrics + "]}}", "m.json"), files: nil)
    }

    private let good = #"{"date": "2026-07-12 00:00:00 +0200", "qty": 48}"#

    func testBadEntriesAreCountedByReason() throws {
        let (history, report) = try read(
            #"{"name": "resting_heart_rate", "units": "count/min", "data": ["# + good + ","
                + #"{"date": "2026-07-13 00:00:00 +0200", "qty": "48"},"#  // a string qty
                + #"{"date": "2026-07-14 00:00:00", "qty": 50},"#  // no offset
                + #"{"date": "2026-07-15", "qty": 50},"#  // no time
                + #"{"qty": 50}]}"#)  // no date
        XCTAssertEqual(history.restingHR.count, 1)
        XCTAssertEqual(
            report.rejected, [.nonNumeric: 1, .noOffset: 1, .unparseableTime: 1, .missingAttribute: 1])
        XCTAssertTrue(report.text.contains("first rejected: entry 2 (non-numeric value)"), report.text)
    }

    /// `cycleTracking` beside the metrics (cycle sheet §9): its layout is not known, so it is
    /// named as not read, and no cycle record comes of it.
    func testCycleTrackingIsNamedNotRead() throws {
        let file = try write(
            #"{"data": {"metrics": [{"name": "resting_heart_rate", "units": "count/min", "data": ["# + good
                + #"]}], "cycleTracking": [{"date": "2026-07-10 00:00:00 +0200", "flow": "light"}]}}"#, "c.json")
        let (history, report) = try HealthAutoExport.read(path: file, files: nil)
        XCTAssertTrue(history.menstrualFlow.isEmpty)
        XCTAssertEqual(report.notRead, ["cycleTracking (cycle entries of a layout flow does not know yet)"])
    }

    /// A night that ends before it starts is one rejection; an unaggregated segment is not read.
    func testBadNights() throws {
        let backwards = HealthAutoExportFixture.night.replacingOccurrences(
            of: #""sleepEnd": "2026-07-12 06:41:00 +0200""#, with: #""sleepEnd": "2026-07-11 06:41:00 +0200""#)
        let (history, report) = try read(
            #"{"name": "resting_heart_rate", "units": "count/min", "data": ["# + good + "]},"
                + #"{"name": "sleep_analysis", "units": "hr", "data": ["# + backwards + ","
                + #"{"startDate": "2026-07-12 01:00:00 +0200", "endDate": "2026-07-12 02:00:00 +0200", "value": "Core"}]}"#
        )
        XCTAssertTrue(history.sleep.isEmpty)
        XCTAssertEqual(report.rejected, [.endBeforeStart: 1])
        XCTAssertEqual(report.notRead, ["sleep_analysis (unaggregated segments) (1 entry)"])
    }

    /// Units flow does not convert are counted, never guessed; pounds and degrees F are converted.
    func testUnits() throws {
        let (history, report) = try read(
            #"{"name": "weight_body_mass", "units": "oz", "data": [{"date": "2026-07-12 07:00:00 +0200", "qty": 2700}]},"#
                + #"{"name": "resting_heart_rate", "units": "count/min", "data": ["# + good + "]},"
                + #"{"name": "apple_sleeping_wrist_temperature", "units": "degF", "data": [{"date": "2026-07-12 03:00:00 +0200", "qty": 95}]}"#
        )
        XCTAssertEqual(report.rejected, [.unknownUnit: 1])
        XCTAssertEqual(history.wristTemperature.first?.value ?? 0, (95 - 32) * 5 / 9, accuracy: 1e-12)
    }

    /// `active_energy` in kcal or, as the phone may be set, kJ (÷ 4.184); a unit of another kind refused.
    func testActiveEnergyInKilocaloriesOrKilojoules() throws {
        let (history, report) = try read(
            #"{"name": "active_energy", "units": "kcal", "data": [{"date": "2026-07-12 09:00:00 +0200", "qty": 35.5}]},"#
                + #"{"name": "active_energy", "units": "kJ", "data": [{"date": "2026-07-12 10:00:00 +0200", "qty": 418.4}]},"#
                + #"{"name": "active_energy", "units": "count", "data": [{"date": "2026-07-12 11:00:00 +0200", "qty": 3}]}"#
        )
        XCTAssertEqual(history.activeEnergy.count, 2)
        XCTAssertEqual(history.activeEnergy[0].value, 35.5)
        XCTAssertEqual(history.activeEnergy[1].value, 418.4 / 4.184, accuracy: 1e-9)  // 100 kcal
        XCTAssertEqual(report.rejected, [.unknownUnit: 1])
        XCTAssertEqual(report.accepted[.activeEnergy], ["Health Auto Export": 2])
    }

    /// Entries before their metric's name wait for it.
    func testANameAfterItsData() throws {
        let (history, _) = try read(#"{"data": ["# + good + #"], "units": "count/min", "name": "resting_heart_rate"}"#)
        XCTAssertEqual(history.restingHR.map(\.value), [48])
    }

    /// A cut file, an empty `data` and a document of another shape are refused with their file.
    func testBadFiles() throws {
        let cut = try write(String(HealthAutoExportFixture.day1.prefix(300)), "cut.json")
        XCTAssertThrowsError(try HealthAutoExport.read(path: cut, files: nil)) {
            XCTAssertTrue(
                "\($0)".contains("cut.json: invalid JSON at byte 300: unexpected end (the file is truncated)"), "\($0)")
        }
        let empty = try write(#"{"data": {}}"#, "empty.json")
        XCTAssertThrowsError(try HealthAutoExport.read(path: empty, files: nil)) {
            XCTAssertTrue("\($0)".contains("no usable record"), "\($0)")
        }
        let other = try write(#"{"sleep": [], "readiness": {}}"#, "other.json")
        XCTAssertThrowsError(try HealthAutoExport.read(path: other, files: nil)) {
            XCTAssertTrue("\($0)".contains("holds no \"data\" object, nor \"metrics\" or \"workouts\""), "\($0)")
        }
        let unwrappedEmpty = try write(#"{"metrics": []}"#, "unwrapped-empty.json")
        XCTAssertThrowsError(try HealthAutoExport.read(path: unwrappedEmpty, files: nil)) {
            XCTAssertTrue("\($0)".contains("no usable record"), "\($0)")
        }
    }
}
