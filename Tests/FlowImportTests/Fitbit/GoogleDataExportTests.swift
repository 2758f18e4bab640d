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

    static let sleepsHeader =
        "sleep_id,sleep_type,minutes_in_sleep_period,minutes_after_wake_up,minutes_to_fall_asleep,minutes_asleep,"
        + "minutes_awake,minutes_longest_awakening,minutes_to_persistent_sleep,start_utc_offset,sleep_start,"
        + "end_utc_offset,sleep_end,data_source,sleep_created,sleep_last_updated"
    static let stagesHeader =
        "sleep_id,sleep_stage_id,sleep_stage_type,start_utc_offset,sleep_stage_start,end_utc_offset,sleep_stage_end,"
        + "data_source,sleep_stage_created,sleep_stage_last_updated"

    /// Only the newer layout, with the headers real Takeouts write (`formats/google-takeout-
    /// newer.md`): a staged night of 23:00-07:00 at -07:00 whose sleep row carries the
    /// placeholder offset +00:00 (its stages carry the real one) and whose times end in a
    /// misleading `+0000`; an unstaged nap read as plain sleep; heart rate in UTC shown at PDT;
    /// minute steps; the day's resting heart rate from the single daily file; HRV samples, one
    /// written on the wall clock; Fitbit's Sleep Score and Daily Readiness as device scores.
    func testATakeoutWithOnlyTheNewerLayout() throws {
        try profile()
        try write(
            GoogleDataExportTests.sleepsHeader + "\n"
                + "7391,STAGES,480,0,0,420,60,0,0,+00:00,2025-08-13 23:00:00+0000,+00:00,2025-08-14 07:00:00+0000,"
                + "DERIVED,2025-08-14 12:02:11+0000,2025-08-14 12:02:11+0000\n"
                + "7392,CLASSIC,40,0,0,40,0,0,0,-07:00,2025-08-14 14:00:00+0000,-07:00,2025-08-14 14:40:00+0000,"
                + "DERIVED,2025-08-14 15:00:00+0000,2025-08-14 15:00:00+0000\n",
            "UserSleeps_2025-01-01.csv", in: GoogleDataExportTests.health)
        func stage(_ id: Int, _ type: String, _ from: String, _ to: String) -> String {
            "7391,\(id),\(type),-07:00,2025-08-\(from)+0000,-07:00,2025-08-\(to)+0000,DERIVED,,\n"
        }
        try write(
            GoogleDataExportTests.stagesHeader + "\n" + stage(1, "LIGHT", "13 23:00:00", "14 02:00:00")
                + stage(2, "DEEP", "14 02:00:00", "14 04:00:00") + stage(3, "REM", "14 04:00:00", "14 07:00:00"),
            "UserSleepStages_2025-01-01.csv", in: GoogleDataExportTests.health)
        try write(
            "sleep_id,sleep_score_id,data_source,score_utc_offset,score_time,overall_score,duration_score\n"
                + "7391,1,DERIVED,+00:00,2025-08-14 07:00:00+0000,83.25,-1\n",
            "UserSleepScores_2025-01-01.csv", in: GoogleDataExportTests.health)
        try write(
            "timestamp,beats per minute,data source\n2025-08-14T10:00:00Z,52,watch\n2025-08-14T10:00:05Z,53,watch\n",
            "heart_rate_2025-08-14.csv", in: GoogleDataExportTests.activity)
        try write(
            "timestamp,steps,data source\n2025-08-14T18:00:00Z,40,watch\n", "steps_2025-08-14.csv",
            in: GoogleDataExportTests.activity)
        try write(
            "timestamp,beats per minute,data source\n2025-08-14T00:00:00Z,51.250,watch\n",
            "daily_resting_heart_rate.csv", in: GoogleDataExportTests.activity)
        // 03:00 written on the wall clock is 10:00Z, inside the night (06:00-14:00Z); 12:00Z is
        // inside it read as UTC; 0.0 is no value.
        try write(
            "timestamp,root mean square of successive differences milliseconds,standard deviation milliseconds,"
                + "data source\n2025-08-14T03:00:00Z,40.5,0.0,watch\n2025-08-14T12:00:00Z,50.5,0.0,watch\n"
                + "2025-08-14T12:05:00Z,0.0,0.0,watch\n",
            "heart_rate_variability_2025-08-01.csv", in: GoogleDataExportTests.activity)
        try write(
            "timestamp,score,type,readiness level,sleep readiness,heart rate variability readiness,"
                + "resting heart rate readiness,data source\n2025-08-14,77,HIGH,TYPE_UNSPECIFIED,HIGH,MEDIUM,VERY_HIGH,watch\n",
            "daily_readiness.csv", in: GoogleDataExportTests.activity)
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.sleep.map(\.stage), [.core, .deep, .rem, .asleep])
        XCTAssertEqual(history.sleep.first?.start.offsetSeconds, -7 * 3600)
        // 23:00 at -07:00 is 06:00Z; the nap ends at 14:40 at -07:00, 21:40Z.
        XCTAssertEqual(history.sleep.first?.start.instant, try instant("2025-08-14T06:00:00Z"))
        XCTAssertEqual(history.sleep.last?.end.instant, try instant("2025-08-14T21:40:00Z"))
        XCTAssertEqual(history.heartRate.map(\.value), [52, 53])
        XCTAssertEqual(history.heartRate.map(\.start.instant).first, try instant("2025-08-14T10:00:00Z"))
        XCTAssertEqual(history.heartRate.map(\.start.offsetSeconds).first, -7 * 3600)
        XCTAssertEqual(history.steps.map(\.value), [40])
        XCTAssertEqual(history.restingHR.first?.start.localDay.description, "2025-08-14")
        XCTAssertEqual(history.restingHR.map(\.value), [51.25])
        XCTAssertEqual(
            history.hrvRMSSD.map(\.start.instant),
            [try instant("2025-08-14T10:00:00Z"), try instant("2025-08-14T12:00:00Z")])
        XCTAssertEqual(history.deviceSleep.map(\.value), [83.25])
        XCTAssertEqual(history.deviceSleep.first?.start.instant, try instant("2025-08-14T14:00:00Z"))
        XCTAssertEqual(history.deviceRecovery.map(\.value), [77])
        XCTAssertEqual(history.statedSex?.sex, .female)
        XCTAssertTrue(report.layout?.contains("Physical Activity_GoogleData") == true, report.layout ?? "")
        // The staged night is row 2025-08-14's main sleep: 8 h asleep, with stages; both HRV samples in it.
        let row = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2025-08-14" })
        XCTAssertEqual(row[.sleepHours], 8)
        XCTAssertEqual(row[.deepShare], 0.25)
        XCTAssertEqual(row[.hrvSDNN], (40.5 + 50.5) / 2)
        XCTAssertEqual(row.deviceSleep, 83.25)
        XCTAssertEqual(row.deviceRecovery, 77)
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
            "timestamp,full sleep stats - milli breaths per minute\n2025-08-14T00:00:00Z,15.25\n2025-08-14T00:00:00Z,-1.0\n",
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

    /// Fitbit's Sleep Score in both layouts: the older file is the one read, its `Z` time the
    /// wall clock of the sleep's end (07:12:30 in Los Angeles, -07:00 in August: 14:12:30Z).
    func testTheOlderSleepScoreIsReadOnTheWallClock() throws {
        try profile()
        try write(
            "[{\"logId\": 7, \"dateOfSleep\": \"2025-08-14\", \"startTime\": \"2025-08-13T23:00:00.000\", "
                + "\"endTime\": \"2025-08-14T07:12:30.000\", \"type\": \"classic\", \"mainSleep\": true, "
                + "\"levels\": {\"data\": [{\"dateTime\": \"2025-08-13T23:00:00.000\", \"level\": \"asleep\", \"seconds\": 29550}]}}]",
            "sleep-2025-08-13.json", in: "Takeout/Fitbit/Global Export Data")
        try write(
            "sleep_log_entry_id,timestamp,overall_score,composition_score,revitalization_score,duration_score,"
                + "deep_sleep_in_minutes,resting_heart_rate,restlessness\n7,2025-08-14T07:12:30Z,79,,,,60,55,0.07\n",
            "sleep_score.csv", in: "Takeout/Fitbit/Sleep Score")
        try write(
            "sleep_id,sleep_score_id,data_source,score_utc_offset,score_time,overall_score\n"
                + "9,1,DERIVED,-07:00,2025-08-14 07:12:30+0000,83.5\n",
            "UserSleepScores_2025-01-01.csv", in: GoogleDataExportTests.health)
        let (history, _) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.deviceSleep.map(\.value), [79])
        XCTAssertEqual(history.deviceSleep.first?.start.instant, try instant("2025-08-14T14:12:30Z"))
        let row = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2025-08-14" })
        XCTAssertEqual(row.deviceSleep, 79)
    }

    /// A sleep file without a column flow needs names the file and the column.
    func testAMissingColumnNamesTheFileAndColumn() throws {
        try profile()
        try write(
            "sleep_id,sleep_start\n1,2025-08-14 06:00:00+0000\n", "UserSleeps_2025.csv",
            in: GoogleDataExportTests.health)
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            XCTAssertTrue(
                "\(error)".contains("UserSleeps_2025.csv:1: the header has no column 'sleep_end'"), "\(error)")
        }
    }
}
