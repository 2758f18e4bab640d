import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Small Fitbit exports written by hand for these tests.
final class FitbitExportTests: FolderTestCase {
    /// A stages night 23:00-07:00 on March 1-2: light 23:00-02:00, deep 02:00-03:00, wake
    /// 03:00-03:10, rem 03:10-07:00; a short wake of 2 minutes at 01:00 inside the light sleep.
    /// Asleep: 3 h + 1 h + 3 h 50 min - 2 min = 7 h 48 min = 468 minutes.
    static let stagesNight = """
        {"logId": 1, "dateOfSleep": "2026-03-02", "startTime": "2026-03-01 23:00:00", "endTime": "2026-03-02T07:00:00.000",
         "minutesAsleep": 468, "type": "stages", "mainSleep": true,
         "levels": {"data": [
            {"dateTime": "2026-03-01T23:00:00.000", "level": "light", "seconds": 10800},
            {"dateTime": "2026-03-02T02:00:00.000", "level": "deep", "seconds": 3600},
            {"dateTime": "2026-03-02T03:00:00.000", "level": "wake", "seconds": 600},
            {"dateTime": "2026-03-02T03:10:00.000", "level": "rem", "seconds": 13800}],
          "shortData": [{"dateTime": "2026-03-02T01:00:00.000", "level": "wake", "seconds": 120}]}}
        """

    func testTheCombinedLayoutWithShortWakesRestlessAndZeroRestingHR() throws {
        // A classic nap log on March 2 (asleep 14:00-15:00, restless 15:00-15:10: awake), and
        // the same stages log repeated (read once).
        let classic = """
            {"logId": 2, "dateOfSleep": "2026-03-02", "type": "classic", "mainSleep": false, "levels": {"data": [
              {"dateTime": "2026-03-02T14:00:00.000", "level": "asleep", "seconds": 3600},
              {"dateTime": "2026-03-02T15:00:00.000", "level": "restless", "seconds": 600}]}}
            """
        try write(
            "[\(FitbitExportTests.stagesNight), \(classic), \(FitbitExportTests.stagesNight)]", "sleep.json",
            in: "fitbit")
        try write(
            """
            [{"dateTime": "2026-03-01 10:00:00", "value": "300"}, {"dateTime": "2026-03-01 10:01:00", "value": "0"},
             {"dateTime": "2026-03-01 23:59:00", "value": "12"}, {"dateTime": "2026-03-02 09:00:00", "value": "ten"},
             {"dateTime": "2026-03-03 12:00:00", "value": "5"}]
            """, "steps.json", in: "fitbit")
        try write(
            """
            [{"dateTime": "2026-03-01 00:00:00", "value": {"date": "03/01/26", "value": 52.5, "error": 6.7}},
             {"dateTime": "2026-03-02 00:00:00", "value": {"date": "03/02/26", "value": 0, "error": 0}}]
            """, "resting_heart_rate.json", in: "fitbit")
        try write(
            """
            [{"dateTime": "2026-03-02 01:30:00", "value": {"bpm": 50, "confidence": 2}},
             {"dateTime": "2026-03-02 01:31:00", "value": {"bpm": 52, "confidence": 3}}]
            """, "heart_rate.json", in: "fitbit")
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(report.rejected, [.nonNumeric: 1])
        XCTAssertEqual(history.restingHR.map(\.value), [52.5])  // the 0 is "no estimate"
        XCTAssertEqual(history.heartRate.map(\.value), [50, 52])
        XCTAssertTrue(report.notes.contains { $0.contains("repeated with the same logId") }, "\(report.notes)")
        let table = FeatureTable(history: history)
        let march2 = try XCTUnwrap(table.rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: 2) })
        XCTAssertEqual(march2[.sleepHours] * 60, 468, accuracy: 1e-9)  // Fitbit's own minutesAsleep
        XCTAssertEqual(march2[.wakeCount], 1)  // the 10-minute wake; the 2-minute spell is under 3
        XCTAssertEqual(march2[.steps], 312)
        XCTAssertEqual(march2[.restingHR], 52.5)
        XCTAssertTrue(
            try XCTUnwrap(table.rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: 3) })[.rhrMissing])
        let march3 = try XCTUnwrap(table.rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: 3) })
        XCTAssertEqual(march3[.napMinutes], 60)  // restless counts as awake
    }

    /// A night Fitbit split in two logs 20 minutes apart is one episode.
    func testANightSplitInTwoLogsIsOneNight() throws {
        let first = """
            {"logId": 3, "type": "stages", "levels": {"data": [{"dateTime": "2026-03-01T23:00:00.000", "level": "light", "seconds": 10800}]}}
            """
        let second = """
            {"logId": 4, "type": "stages", "levels": {"data": [{"dateTime": "2026-03-02T02:20:00.000", "level": "deep", "seconds": 14400}]}}
            """
        try write("[\(first), \(second)]", "sleep.json")
        let table = FeatureTable(history: try FitbitExport.read(path: folder.path).0)
        let row = try XCTUnwrap(table.rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: 2) })
        XCTAssertEqual(row[.sleepHours], 7, accuracy: 1e-9)
        XCTAssertEqual(row[.wakeCount], 1)
    }

    func testBadFoldersAndFiles() throws {
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            guard case ImportError.unrecognised = error else { return XCTFail("\(error)") }
            XCTAssertEqual((error as? ImportError)?.kind, .data)
        }
        try write("[{\"dateTime\": \"2026-03-01 10:00:00\", \"value\": \"3", "steps.json")
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            guard case ImportError.badJSON(let file, let problem) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(file.hasSuffix("steps.json"))
            XCTAssertTrue(problem.contains("truncated"), problem)
        }
        try write("{\"steps\": []}", "steps.json")
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            XCTAssertTrue("\(error)".contains("does not hold a JSON array"), "\(error)")
        }
        try write("[]", "steps.json")
        try write(
            """
            [{"logId": 9, "type": "stages", "levels": {"data": [{"dateTime": "2026-03-01T23:00:00.000", "level": "dreaming", "seconds": 60},
              {"dateTime": "2026-03-01T23:01:00.000", "level": "light", "seconds": 7200}]}}]
            """, "sleep.json")
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(report.rejected, [.unknownStage: 1])
        XCTAssertEqual(history.sleep.count, 1)
    }

    /// PMData (skipped when absent): flow's sleep hours agree with Fitbit's minutesAsleep
    /// within 5 % on at least 90 % of main "stages" nights.
    func testSleepHoursAgreeWithFitbitOnRealNights() throws {
        let pmdata = try TestPaths.shared("data/pmdata")
        var nights = 0
        var agree = 0
        for person in ["p01", "p05", "p10"] {
            let folder = pmdata.appendingPathComponent(person)
            let table = FeatureTable(history: try FitbitExport.read(path: folder.path).0)
            let byDay = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.day.description, $0) })
            let logs = try FitbitExport.jsonArray(folder.appendingPathComponent("fitbit/sleep.json").path)
            for log in logs where log["type"]?.string == "stages" && log["mainSleep"] == .bool(true) {
                guard let date = log["dateOfSleep"]?.string, let minutes = log["minutesAsleep"]?.number else {
                    continue
                }
                nights += 1
                if let row = byDay[date], !row[.sleepMissing], abs(row[.sleepHours] * 60 - minutes) <= 0.05 * minutes {
                    agree += 1
                }
            }
        }
        XCTAssertGreaterThan(nights, 300)
        XCTAssertGreaterThanOrEqual(Double(agree) / Double(nights), 0.9, "\(agree) of \(nights)")
    }

    /// One entry longer than 16 MiB is refused with its byte offset, before it takes more memory.
    func testAnEndlessEntryIsRefused() throws {
        let endless =
            "[{\"dateTime\": \"2026-03-01 10:00:00\", \"value\": \"" + String(repeating: "9", count: (16 << 20) + 10)
            + "\"}]"
        try write(endless, "steps.json")
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            XCTAssertTrue(
                "\(error)".contains("invalid JSON at byte 1: an entry longer than 16 MiB starts here"), "\(error)")
        }
    }
}
