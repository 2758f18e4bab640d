import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Google's newer Takeout layout written by hand: UTC time series, sleeps with their offsets,
/// one layout per kind beside the older one, and the folders flow did not read.
final class GoogleDataExportTests: FolderTestCase {
    static let activity = "Takeout/Fitbit/Physical Activity_GoogleData"
    static let health = "Takeout/Fitbit/Health Fitness Data_GoogleData"

    private func profile() throws {
        try write(
            "id,full_name,timezone,gender\nABC,Pat Doe,America/Los_Angeles,FEMALE\n", "Profile.csv",
            in: "Takeout/Fitbit/Your Profile")
    }

    private func instant(_ iso: String) throws -> Double { try TimestampParser.parse(iso).get().instant }

    /// Only the newer layout: a staged night (23:00-07:00 PDT written in UTC with its -07:00
    /// offsets), an unstaged nap read as plain sleep, heart rate in UTC shown at PDT, minute
    /// steps, and the day's resting heart rate on its date.
    func testATakeoutWithOnlyTheNewerLayout() throws {
        try profile()
        try write(
            "sleep_id,sleep_type,sleep_start,sleep_end,start_utc_offset,end_utc_offset\n"
                + "1,CLASSIC,2025-08-14T06:00:00Z,2025-08-14T14:00:00Z,-07:00,-07:00\n"
                + "2,CLASSIC,2025-08-14T21:00:00Z,2025-08-14T21:40:00Z,-07:00,-07:00\n",
            "UserSleeps_2025.csv", in: GoogleDataExportTests.health)
        try write(
            "sleep_id,sleep_stage_type,start_time,end_time,start_utc_offset,end_utc_offset\n"
                + "1,LIGHT,2025-08-14T06:00:00Z,2025-08-14T09:00:00Z,-07:00,-07:00\n"
                + "1,DEEP,2025-08-14T09:00:00Z,2025-08-14T11:00:00Z,-07:00,-07:00\n"
                + "1,REM,2025-08-14T11:00:00Z,2025-08-14T14:00:00Z,-07:00,-07:00\n",
            "UserSleepStages_2025.csv", in: GoogleDataExportTests.health)
        try write(
            "timestamp,beats per minute,data source\n2025-08-14T10:00:00Z,52,watch\n2025-08-14T10:00:05Z,53,watch\n",
            "heart_rate_2025-08-14.csv", in: GoogleDataExportTests.activity)
        try write(
            "timestamp,steps\n2025-08-14T18:00:00Z,40\n", "steps_2025-08-14.csv", in: GoogleDataExportTests.activity)
        try write(
            "timestamp,beats per minute\n2025-08-14T00:00:00Z,51\n", "daily_resting_heart_rate_2025-08-14.csv",
            in: GoogleDataExportTests.activity)
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.sleep.map(\.stage), [.core, .deep, .rem, .asleep])
        XCTAssertEqual(history.sleep.first?.start.offsetSeconds, -7 * 3600)
        XCTAssertEqual(history.sleep.last?.end.instant, try instant("2025-08-14T21:40:00Z"))
        XCTAssertEqual(history.heartRate.map(\.value), [52, 53])
        XCTAssertEqual(history.heartRate.map(\.start.instant).first, try instant("2025-08-14T10:00:00Z"))
        XCTAssertEqual(history.heartRate.map(\.start.offsetSeconds).first, -7 * 3600)
        XCTAssertEqual(history.steps.map(\.value), [40])
        XCTAssertEqual(history.restingHR.first?.start.localDay.description, "2025-08-14")
        XCTAssertEqual(history.statedSex?.sex, .female)
        XCTAssertTrue(report.layout?.contains("Physical Activity_GoogleData") == true, report.layout ?? "")
        // The staged night is row 2025-08-14's main sleep: 8 h asleep, with stages.
        let row = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2025-08-14" })
        XCTAssertEqual(row[.sleepHours], 8)
        XCTAssertEqual(row[.deepShare], 0.25)
    }

    /// Both layouts: heart rate is in both, so only the older one's is read (each sample once);
    /// respiratory rate is only in the newer one, so it is read from there. The folders that gave
    /// nothing are listed with their file counts, in name order.
    func testBothLayoutsCountEachSampleOnceAndTheRestIsNamed() throws {
        try profile()
        try write(
            "[{\"dateTime\": \"08/14/25 10:00:00\", \"value\": {\"bpm\": 52, \"confidence\": 2}}]",
            "heart_rate-2025-08-14.json", in: "Takeout/Fitbit/Global Export Data")
        try write(
            "[{\"logId\": 7, \"dateOfSleep\": \"2025-08-14\", \"startTime\": \"2025-08-13T23:00:00.000\", "
                + "\"endTime\": \"2025-08-14T07:00:00.000\", \"type\": \"stages\", \"mainSleep\": true, "
                + "\"levels\": {\"data\": [{\"dateTime\": \"2025-08-13T23:00:00.000\", \"level\": \"light\", \"seconds\": 28800}]}}]",
            "sleep-2025-08-13.json", in: "Takeout/Fitbit/Global Export Data")
        try write(
            "timestamp,beats per minute\n2025-08-14T10:00:00Z,52\n", "heart_rate_2025-08-14.csv",
            in: GoogleDataExportTests.activity)
        try write(
            "timestamp,full sleep stats - milli breaths per minute\n2025-08-14T00:00:00Z,15250\n",
            "respiratory_rate_sleep_summary_2025-08-14.csv", in: GoogleDataExportTests.activity)
        try write("x\n", "Stress Score.csv", in: "Takeout/Fitbit/Stress Score")
        try write("x\n", "a.csv", in: "Takeout/Fitbit/Daily Readiness")
        try write("x\n", "b.csv", in: "Takeout/Fitbit/Daily Readiness/More")
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.heartRate.count, 1)
        XCTAssertEqual(history.respiratoryRate.map(\.value), [15.25])
        XCTAssertEqual(history.respiratoryRate.first?.start.instant, try instant("2025-08-14T10:00:00Z"))
        XCTAssertEqual(report.notRead, ["Daily Readiness (2 files)", "Stress Score (1 file)"])
        XCTAssertTrue(report.text.hasSuffix("not read: Daily Readiness (2 files), Stress Score (1 file)\n"))
        XCTAssertTrue(report.layout?.contains("for respiratory_rate") == true, report.layout ?? "")
    }

    /// A sleep file without a column flow needs names the file and the column.
    func testAMissingColumnNamesTheFileAndColumn() throws {
        try profile()
        try write(
            "sleep_id,sleep_start\n1,2025-08-14T06:00:00Z\n", "UserSleeps_2025.csv", in: GoogleDataExportTests.health)
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            XCTAssertTrue(
                "\(error)".contains("UserSleeps_2025.csv:1: the header has no column 'sleep_end'"), "\(error)")
        }
    }
}
