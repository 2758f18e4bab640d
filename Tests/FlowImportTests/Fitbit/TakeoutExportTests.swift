import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Google Takeout Fitbit exports written by hand: heart rate and steps in UTC, sleep on the
/// wall clock, the zone in the profile, nightly HRV in a CSV beside them.
final class TakeoutExportTests: FolderTestCase {
    static let data = "Takeout/Fitbit/Global Export Data"

    /// A night on the wall clock of Los Angeles, 2025-08-13 23:00 to 2025-08-14 07:00 (PDT,
    /// -07:00), all light sleep, dated 2025-08-14.
    static let night = """
        [{"logId": 7, "dateOfSleep": "2025-08-14", "startTime": "2025-08-13T23:00:00.000", "endTime": "2025-08-14T07:00:00.000",
          "type": "stages", "mainSleep": true,
          "levels": {"data": [{"dateTime": "2025-08-13T23:00:00.000", "level": "light", "seconds": 28800}]}}]
        """

    private func profile(_ zone: String) throws {
        try write(
            "id,full_name,about_me,timezone,locale\nABC,Pat Doe,\"runs, swims\",\(zone),en_US\n", "Profile.csv",
            in: "Takeout/Fitbit/Your Profile")
    }

    /// The profile's `gender` states the sex Banister's weighting uses; a profile without the
    /// column states nothing.
    func testTheProfileStatesTheSex() throws {
        try write(
            "id,full_name,gender,timezone\nABC,Pat Doe,FEMALE,Europe/Oslo\n", "Profile.csv",
            in: "Takeout/Fitbit/Your Profile")
        try write(TakeoutExportTests.night, "sleep-2025-08-13.json", in: TakeoutExportTests.data)
        let (history, _) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.statedSex?.sex, .female)
        XCTAssertEqual(history.statedSex?.from, "Takeout/Fitbit/Your Profile/Profile.csv")
        try profile("Europe/Oslo")
        XCTAssertNil(try FitbitExport.read(path: folder.path).0.statedSex)
    }

    private func instant(_ iso: String) throws -> Double { try TimestampParser.parse(iso).get().instant }

    /// 09:30-09:34 UTC on August 14 is 02:30-02:34 in Los Angeles: inside the night, so the
    /// sleeping heart rate is their mean, (50 + 52 + 54 + 56 + 58) / 5 = 54. The samples at
    /// 02:30-02:34 UTC (19:30 local on the 13th, before the night) must not count: read as
    /// local time they would, and the mean would be (5·54 + 5·90) / 10 = 72.
    func testHeartRateIsUTCAndLandsInTheLocalNight() throws {
        try profile("America/Los_Angeles")
        try write(TakeoutExportTests.night, "sleep-2025-08-13.json", in: TakeoutExportTests.data)
        let samples =
            (0..<5).map {
                "{\"dateTime\": \"08/14/25 09:3\($0):00\", \"value\": {\"bpm\": \(50 + 2 * $0), \"confidence\": 2}}"
            }
            + (0..<5).map { "{\"dateTime\": \"08/14/25 02:3\($0):00\", \"value\": {\"bpm\": 90, \"confidence\": 2}}" }
        try write("[" + samples.joined(separator: ",") + "]", "heart_rate-2025-08-14.json", in: TakeoutExportTests.data)
        let (history, report) = try FitbitExport.read(path: folder.path)
        let first = try XCTUnwrap(history.heartRate.first { $0.value == 50 })
        XCTAssertEqual(first.start.instant, try instant("2025-08-14T09:30:00Z"))
        XCTAssertEqual(first.start.offsetSeconds, -7 * 3600)
        let row = try XCTUnwrap(
            FeatureTable(history: history).rows.first { $0.day == CalendarDay(year: 2025, month: 8, day: 14) })
        XCTAssertEqual(row[.sleepingHR], 54, accuracy: 1e-12)
        XCTAssertEqual(history.sleep.first?.start.instant, try instant("2025-08-14T06:00:00Z"))  // 23:00 PDT
        XCTAssertEqual(
            report.clock,
            "America/Los_Angeles, from Takeout/Fitbit/Your Profile/Profile.csv: no night gives evidence of its clock")
        XCTAssertTrue(report.layout?.contains("Google Takeout") == true)
        XCTAssertEqual(
            report.dates[.heartRate],
            CalendarDay(year: 2025, month: 8, day: 13)!...CalendarDay(year: 2025, month: 8, day: 14)!)
    }

    /// Clocks in Los Angeles go back at 09:00 UTC on 2025-11-02 (02:00 PDT becomes 01:00 PST):
    /// a sample a minute before is 01:59 at -07:00, one a minute after is 01:01 at -08:00.
    func testASampleAcrossTheNovemberChangeGetsTheOffsetOfItsSide() throws {
        try profile("America/Los_Angeles")
        try write(
            """
            [{"dateTime": "11/02/25 08:59:00", "value": {"bpm": 60, "confidence": 2}},
             {"dateTime": "11/02/25 09:01:00", "value": {"bpm": 61, "confidence": 2}}]
            """, "heart_rate-2025-11-02.json", in: TakeoutExportTests.data)
        let (history, _) = try FitbitExport.read(path: folder.path)
        let offsets = Dictionary(uniqueKeysWithValues: history.heartRate.map { ($0.value, $0.start.offsetSeconds) })
        XCTAssertEqual(offsets, [60: -7 * 3600, 61: -8 * 3600])
        let local = history.heartRate.map { $0.start.localSeconds.truncatingRemainder(dividingBy: 86_400) / 60 }
            .sorted()
        XCTAssertEqual(local, [61, 119])  // 01:01 and 01:59 on the clock
    }

    /// Steps are UTC too: 300 at 16:59 and 200 at 17:00 UTC on August 14 fall in the local
    /// hours 09 and 10, and 100 at 03:00 UTC on August 15 is 20:00 on the 14th. Row 08-15 (the
    /// steps of the 14th) holds all 600, with one active hour (09: 300 ≥ 250). Read as local
    /// time, the 100 would belong to the 15th and the row would hold 500.
    func testStepsAreUTCAndSplitOverLocalHours() throws {
        try profile("America/Los_Angeles")
        try write(
            """
            [{"dateTime": "08/14/25 16:59:00", "value": "300"}, {"dateTime": "08/14/25 17:00:00", "value": "200"},
             {"dateTime": "08/15/25 03:00:00", "value": "100"}]
            """, "steps-2025-08-14.json", in: TakeoutExportTests.data)
        // A sample on the 16th, so that the table runs past row 08-15.
        try write(
            "[{\"dateTime\": \"08/16/25 18:00:00\", \"value\": {\"bpm\": 60, \"confidence\": 2}}]",
            "heart_rate-2025-08-16.json",
            in: TakeoutExportTests.data)
        let (history, _) = try FitbitExport.read(path: folder.path)
        let row = try XCTUnwrap(
            FeatureTable(history: history).rows.first { $0.day == CalendarDay(year: 2025, month: 8, day: 15) })
        XCTAssertEqual(row[.steps], 600)
        XCTAssertEqual(row[.activeHours], 1)
    }

    /// Without a profile the zone must be given, and the error says so.
    func testWithoutAProfileTheZoneMustBeGiven() throws {
        try write(
            "[{\"dateTime\": \"08/14/25 09:30:00\", \"value\": {\"bpm\": 60, \"confidence\": 2}}]",
            "heart_rate-2025-08-14.json",
            in: TakeoutExportTests.data)
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            XCTAssertEqual((error as? ImportError)?.kind, .data)
            XCTAssertEqual((error as? ImportError)?.remedy, .zone)  // the command line names --tz
            XCTAssertTrue("\(error)".contains("Profile.csv"), "\(error)")
        }
        let (history, report) = try FitbitExport.read(path: folder.path, zone: "Europe/Oslo")
        XCTAssertEqual(history.heartRate.map(\.start.offsetSeconds), [2 * 3600])  // CEST in August
        XCTAssertEqual(report.clock, "Europe/Oslo, the zone given")
    }

    /// A resting-heart-rate file padded with `"date": null, "value": 0` placeholders: no
    /// rejection for them, one note counting them.
    func testRestingHeartRatePlaceholdersAreCountedOnce() throws {
        try profile("America/Los_Angeles")
        try write(
            """
            [{"dateTime": "08/14/25 00:00:00", "value": {"date": "08/14/25", "value": 55.5, "error": 6.8}},
             {"dateTime": "08/15/25 00:00:00", "value": {"date": null, "value": 0.0, "error": 0.0}},
             {"dateTime": "08/16/25 00:00:00", "value": {"date": null, "value": 0.0, "error": 0.0}}]
            """, "resting_heart_rate-2025-08-14.json", in: TakeoutExportTests.data)
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.restingHR.map(\.value), [55.5])
        XCTAssertEqual(history.restingHR.first?.start.localDay, CalendarDay(year: 2025, month: 8, day: 14))
        XCTAssertEqual(report.rejectedCount, 0)
        XCTAssertTrue(
            report.notes.contains { $0.hasPrefix("2 days with a resting heart rate of 0") }, "\(report.notes)")
    }

    /// The nightly RMSSD of 2025-08-14 goes to the middle of that date's night (03:00 local,
    /// 10:00 UTC); one for a date without a sleep log is rejected. With no SDNN anywhere the
    /// table's HRV is RMSSD: hrv_sdnn = 35.5 and, with fewer than 5 earlier readings, the ratio
    /// against the fixed 45 ms, ln(35.5 / 45).
    func testTheDailyHRVSummaryBecomesTheNightsRMSSD() throws {
        try profile("America/Los_Angeles")
        try write(TakeoutExportTests.night, "sleep-2025-08-13.json", in: TakeoutExportTests.data)
        try write(
            "timestamp,rmssd,nremhr,entropy\n2025-08-14T00:00:00,35.5,58.2,2.1\n2025-08-20T00:00:00,41,57,2\n",
            "Daily Heart Rate Variability Summary - 2025-08-(14).csv", in: "Takeout/Fitbit/Heart Rate Variability")
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.hrvRMSSD.map(\.value), [35.5])
        XCTAssertEqual(history.hrvRMSSD.first?.start.instant, try instant("2025-08-14T10:00:00Z"))
        XCTAssertEqual(report.rejected, [.noSleepLog: 1])
        let table = FeatureTable(history: history)
        XCTAssertEqual(table.hrv, .rmssd)
        XCTAssertTrue(table.csv().hasPrefix(FeatureSettings().commentLine + " hrv=rmssd sex=male\n"))
        let row = try XCTUnwrap(table.rows.first { $0.day == CalendarDay(year: 2025, month: 8, day: 14) })
        XCTAssertEqual(row[.hrvSDNN], 35.5)
        XCTAssertEqual(row[.hrvRatio], log(35.5 / 45), accuracy: 1e-12)
        XCTAssertFalse(row[.hrvMissing])
        XCTAssertTrue(row[.baselineMissing])
        XCTAssertEqual(row.hrvRMSSD, 35.5)
    }

    /// The vitals' nightly summaries (SPEC 18): respiratory rate and SpO2 at the middle of the
    /// date's longest sleep log (03:00 PDT, 10:00 UTC), the Computed Temperature at the middle of
    /// its own night (23:30 to 06:30 on the wall clock: 03:00 PDT); all three land in the night
    /// of row 2025-08-14.
    func testTheVitalsSummariesLandInTheNight() throws {
        try profile("America/Los_Angeles")
        try write(TakeoutExportTests.night, "sleep-2025-08-13.json", in: TakeoutExportTests.data)
        try write(
            "timestamp,daily_respiratory_rate\n2025-08-14T00:00:00,15.2\n",
            "Daily Respiratory Rate Summary - 2025-08-(1).csv", in: "Takeout/Fitbit/Heart Rate Variability")
        try write(
            "timestamp,average_value,lower_bound,upper_bound\n2025-08-14T00:00:00Z,96.4,94,99\n",
            "Daily SpO2 - 2025-08-01-2025-09-01.csv", in: "Takeout/Fitbit/Oxygen Saturation (SpO2)")
        try write(
            "type,sleep_start,sleep_end,temperature_samples,nightly_temperature,baseline_relative_sample_sum\n"
                + "SKIN,2025-08-13T23:30:00,2025-08-14T06:30:00,420,34.1,-2.3\n",
            "Computed Temperature - 2025-08-01.csv", in: "Takeout/Fitbit/Temperature")
        let (history, _) = try FitbitExport.read(path: folder.path)
        let middle = try instant("2025-08-14T10:00:00Z")
        XCTAssertEqual(history.respiratoryRate.map(\.value), [15.2])
        XCTAssertEqual(history.respiratoryRate.first?.start.instant, middle)
        XCTAssertEqual(history.spo2.map(\.value), [96.4])
        XCTAssertEqual(history.wristTemperature.map(\.value), [34.1])
        XCTAssertEqual(history.wristTemperature.first?.start.instant, middle)
        XCTAssertEqual(history.wristTemperature.first?.start.offsetSeconds, -7 * 3600)
        let row = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2025-08-14" })
        XCTAssertEqual(row.respiratoryRate, 15.2)
        XCTAssertEqual(row.spo2, 96.4)
        XCTAssertEqual(row.wristTemperature, 34.1)
    }

    /// The combined layout (PMData) is all local: no zone is asked for, times keep +00:00.
    func testTheCombinedLayoutNeedsNoZone() throws {
        try write(
            "[{\"dateTime\": \"2025-08-14 02:30:00\", \"value\": {\"bpm\": 60, \"confidence\": 2}}]", "heart_rate.json",
            in: "fitbit")
        let (history, report) = try FitbitExport.read(path: folder.path)
        XCTAssertEqual(history.heartRate.map(\.start.instant), [try instant("2025-08-14T02:30:00Z")])
        XCTAssertEqual(history.heartRate.map(\.start.offsetSeconds), [0])
        XCTAssertTrue(report.layout?.contains("one file per type") == true)
        XCTAssertTrue(report.clock?.hasPrefix("local wall-clock time") == true)
    }

    /// A profile naming a zone the tz database does not know, and a summary without an
    /// rmssd column, are errors naming the file and line (exit 65).
    func testAnUnknownProfileZoneAndABadSummaryHeaderAreErrors() throws {
        try write(
            "[{\"dateTime\": \"08/14/25 09:30:00\", \"value\": {\"bpm\": 60, \"confidence\": 2}}]",
            "heart_rate-2025-08-14.json",
            in: TakeoutExportTests.data)
        try profile("Pacific/Atlantis")
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            XCTAssertEqual((error as? InputError)?.kind, .data)
            XCTAssertTrue("\(error)".contains("Profile.csv:2") && "\(error)".contains("'Pacific/Atlantis'"), "\(error)")
        }
        try profile("America/Los_Angeles")
        try write(
            "day,value\n2025-08-14,35\n", "Daily Heart Rate Variability Summary - 2025-08-(1).csv",
            in: "Takeout/Fitbit/Heart Rate Variability")
        XCTAssertThrowsError(try FitbitExport.read(path: folder.path)) { error in
            XCTAssertEqual((error as? InputError)?.kind, .data)
            XCTAssertTrue("\(error)".contains("timestamp,rmssd"), "\(error)")
        }
    }
}
