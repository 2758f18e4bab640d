import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Garmin's export written by hand from the format sheet: a staged night and an off-wrist one
/// in GMT, the daily summaries in both layouts (plain strings in the newer one, Java date
/// objects in the older one, in `DI-Connect-Aggregator/` and `DI-Connect-User/`), the 2005
/// placeholder, VO₂max, and FIT archives counted.
final class GarminExportTests: FolderTestCase {
    static let wellness = "DI_CONNECT/DI-Connect-Wellness"

    /// A day of the newer layout: local = GMT + 2 h (CEST), its own resting HR and steps, from
    /// local midnight to the next (or, for the day an export was made, to `until`, a local time
    /// of that day after 02:00).
    static func day(
        _ date: String, rhr: Int?, steps: Int?, active: Int? = nil, until: (hour: Int, minute: Int)? = nil
    ) -> String {
        let day = CalendarDay(iso: date)!
        func clock(_ h: Int, _ m: Int) -> String { (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m):00.0" }
        let end = until.map { "\(date)T" + clock($0.hour, $0.minute) } ?? "\(day.adding(days: 1))T00:00:00.0"
        let endGMT = until.map { "\(date)T" + clock($0.hour - 2, $0.minute) } ?? "\(date)T22:00:00.0"
        var fields = [
            "\"userProfilePK\":1", "\"calendarDate\":\"\(date)\"", "\"durationInMilliseconds\":86400000",
            "\"wellnessStartTimeGmt\":\"\(day.adding(days: -1))T22:00:00.0\"",
            "\"wellnessStartTimeLocal\":\"\(date)T00:00:00.0\"", "\"wellnessEndTimeGmt\":\"\(endGMT)\"",
            "\"wellnessEndTimeLocal\":\"\(end)\"", "\"restingHeartRate\":57",
        ]
        if let rhr { fields.append("\"currentDayRestingHeartRate\":\(rhr)") }
        if let steps { fields.append("\"totalSteps\":\(steps)") }
        if let active { fields.append("\"activeKilocalories\":\(active),\"totalKilocalories\":\(active + 1700)") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    func testTheOlderLayoutsDatesAndFolder() throws {
        let (history, _) = try GarminExport.read(path: try writeGarminExport(oldLayout: true))
        let table = FeatureTable(history: history)
        // The Java date objects give the same offset (+2 h) and the same rows.
        XCTAssertEqual(try row(table, "2024-06-23")[.sleepMidpoint], 3 + 39.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(try row(table, "2024-06-24")[.restingHR], 52)
        XCTAssertEqual(GarminTime.javaDate("Mar 9, 2019 12:00:00 AM"), CalendarDay(year: 2019, month: 3, day: 9))
        // 12 AM is midnight, 12 PM noon, 10:15 PM 22:15.
        let day = Double(CalendarDay(year: 2019, month: 3, day: 9)!.ordinal) * 86_400
        XCTAssertEqual(GarminTime.javaTime("Mar 9, 2019 12:00:00 AM"), day)
        XCTAssertEqual(GarminTime.javaTime("Mar 9, 2019 12:30:00 PM"), day + 12.5 * 3600)
        XCTAssertEqual(GarminTime.javaTime("Mar 9, 2019 10:15:00 PM"), day + 22.25 * 3600)
    }

    func testAFileThatIsNotAnArrayOfObjectsIsNamed() throws {
        try write("{\"calendarDate\":\"2024-06-23\"}", "UDSFile_2024-06-01_2024-09-09.json", in: "x/DI-Connect-User")
        XCTAssertThrowsError(try GarminExport.read(path: path("x"))) { error in
            XCTAssertEqual(
                "\(error)",
                path("x") + "/DI-Connect-User/UDSFile_2024-06-01_2024-09-09.json: expected a JSON array of objects")
        }
    }

    /// What the export holds and flow does not read, by folder (never by file name: Garmin's
    /// names carry the account's e-mail), FIT archives apart; the vendor note names only the
    /// scores present (a sleep score here, no training readiness).
    func testWhatIsNotReadIsListedByFolder() throws {
        let names = [
            "DI_CONNECT/DI-Connect-Wellness/2024-06-01_2024-09-09_1_sleepData.json",
            "DI_CONNECT/DI-Connect-Aggregator/UDSFile_2024-06-01_2024-09-09.json",
            "DI_CONNECT/DI-Connect-Aggregator/HydrationLogFile_2024-06-01_2024-09-09.json",
            "DI_CONNECT/DI-Connect-Fitness/pat@example.com_0_summarizedActivities.json",
            "DI_CONNECT/DI-Connect-Fitness/pat@example.com_personalRecord.json",
            "DI_CONNECT/DI-Connect-Metrics/MetricsMaxMetData_20240101_20240401_1.json",
            "DI_CONNECT/DI-Connect-Metrics/MetricsAcuteTrainingLoad_20240101_20240401_1.json",
            "DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip",
            "DI_CONNECT_IQ/settings.json",
        ]
        XCTAssertEqual(
            GarminExport.notRead(names),
            [
                "DI-Connect-Aggregator (1 file)", "DI-Connect-Fitness (2 files)", "DI-Connect-Metrics (1 file)",
                "DI_CONNECT_IQ (1 file)", "FIT files and their archives (1)",
            ])
        XCTAssertFalse(GarminExport.notRead(names).joined().contains("@"))
        let (_, report) = try GarminExport.read(path: try writeGarminExport(oldLayout: false))
        XCTAssertEqual(
            report.notes.filter { $0.hasPrefix("Garmin's own scores") },
            [
                "Garmin's own scores kept beside flow's, never mixed in: the sleep score as device_sleep"
            ])
    }
}

extension FolderTestCase {
    /// The export of the format sheet's example, written into the test's folder.
    func writeGarminExport(oldLayout: Bool = false) throws -> String {
        // The night of 06-22/23: 21:47-05:31 GMT = 23:47-07:31 CEST; deep 4,980 s, light 15,240,
        // REM 6,300, awake 1,320 (7.35 h asleep). The night of 06-23/24: off wrist, no stages.
        try write(
            "[{\"sleepStartTimestampGMT\":\"2024-06-22T21:47:00.0\",\"sleepEndTimestampGMT\":\"2024-06-23T05:31:00.0\","
                + "\"calendarDate\":\"2024-06-23\",\"sleepWindowConfirmationType\":\"ENHANCED_CONFIRMED_FINAL\","
                + "\"deepSleepSeconds\":4980,\"lightSleepSeconds\":15240,\"remSleepSeconds\":6300,"
                + "\"awakeSleepSeconds\":1320,\"unmeasurableSeconds\":0,\"averageRespiration\":14.000000953674316,"
                + "\"retro\":false,\"sleepScores\":{\"overallScore\":81,\"qualityScore\":78},"
                + "\"spo2SleepSummary\":{\"userProfilePk\":1,\"averageSPO2\":95.5,\"lowestSPO2\":89}},"
                + "{\"sleepStartTimestampGMT\":\"2024-06-23T21:00:00.0\",\"sleepEndTimestampGMT\":\"2024-06-24T05:00:00.0\","
                + "\"calendarDate\":\"2024-06-24\",\"sleepWindowConfirmationType\":\"OFF_WRIST\","
                + "\"deepSleepSeconds\":0,\"lightSleepSeconds\":0,\"awakeSleepSeconds\":0,\"retro\":false}]",
            "2024-06-01_2024-09-09_1_sleepData.json", in: GarminExportTests.wellness)
        if oldLayout {
            let old =
                "[{\"userProfilePK\":1,\"calendarDate\":{\"date\":\"Jun 23, 2024 12:00:00 AM\"},"
                + "\"wellnessStartTimeGmt\":{\"date\":\"Jun 22, 2024 10:00:00 PM\"},"
                + "\"wellnessStartTimeLocal\":{\"date\":\"Jun 23, 2024 12:00:00 AM\"},"
                + "\"currentDayRestingHeartRate\":52,\"totalSteps\":8100}]"
            try write(old, "UDSFile_2024-06-01_2024-09-09.json", in: "DI_CONNECT/DI-Connect-User")
        } else {
            try write(
                "[" + GarminExportTests.day("2024-06-23", rhr: 52, steps: 8100) + ","
                    + GarminExportTests.day("2024-06-24", rhr: 50, steps: 0) + "]",
                "UDSFile_2024-06-01_2024-09-09.json", in: "DI_CONNECT/DI-Connect-Aggregator")
        }
        try write(
            "[{\"userProfilePK\":1,\"calendarDate\":\"2005-12-31\",\"totalKilocalories\":1800.0}]",
            "UDSFile_2005-12-31_2006-04-10.json", in: "DI_CONNECT/DI-Connect-Aggregator")
        try write(
            "[{\"calendarDate\":\"2024-06-23\",\"vo2MaxValue\":48.0,\"sport\":\"RUNNING\"},"
                + "{\"calendarDate\":\"2024-06-23\",\"vo2MaxValue\":48.0,\"sport\":\"WALKING\"}]",
            "MetricsMaxMetData_20240601_20240909_1.json", in: "DI_CONNECT/DI-Connect-Metrics")
        try write("PK", "UploadedFiles_0-_Part1.zip", in: "DI_CONNECT/DI-Connect-Uploaded-Files")
        return path("DI_CONNECT")
    }

}
