import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Oura's two exports, written by hand from the format sheet: the Trends CSV (the exact
/// 54-column header with its typo, trailing space and degree sign; CRLF; `None`; a day without
/// a night appended out of order) and the newer App Data zip (semicolons, JSON cells, tags).
final class OuraExportTests: FolderTestCase {
    static let header = OuraFixture.trendsHeader
    static let trends = OuraFixture.trends

    /// The newer export: a long sleep and a nap, daily scores, SpO2 in a JSON cell, and tags.
    func testTheAppDataZip() throws {
        let folder = "export/App Data"
        try write(
            "id;average_breath;average_hrv;awake_time;bedtime_end;bedtime_start;day;deep_sleep_duration;"
                + "light_sleep_duration;lowest_heart_rate;rem_sleep_duration;total_sleep_duration;type\r\n"
                + "a;14.5;48;1800;2024-06-24T06:51:02+02:00;2024-06-23T23:14:08+02:00;2024-06-24;5400;14400;47;"
                + "5400;25200;long_sleep\r\n"
                + "b;;;300;2024-06-24T15:30:00+02:00;2024-06-24T14:50:00+02:00;2024-06-24;0;2100;;0;2100;late_nap\r\n"
                + "c;;;0;2024-06-25T06:00:00+02:00;2024-06-24T23:00:00+02:00;2024-06-25;0;0;;0;0;deleted\r\n"
                + "d;15;50;600;2024-06-25T06:40:00+02:00;2024-06-24T23:10:00+02:00;2024-06-25;4800;15000;49;5000;24800;"
                + "long_sleep\r\n",
            "sleepmodel.csv", in: folder)
        try write(
            "id;contributors;day;score;temperature_deviation;temperature_trend_deviation;timestamp\n"
                + "r;\"{\"\"hrv_balance\"\": 80}\";2024-06-24;77;-0.2;0.1;2024-06-24T00:00:00+00:00\n",
            "dailyreadiness.csv", in: folder)
        try write(
            "id;contributors;day;score;timestamp\ns;{};2024-06-24;81;x\n", "dailysleep_2024-01-01_2024-12-31.csv",
            in: folder)
        // 06-25 is the day the export was made: its activity so far is no day's value.
        try write(
            "id;active_calories;day;score;steps\nt;512;2024-06-24;65;9100\nv;90;2024-06-25;20;1400\n",
            "dailyactivity.csv", in: folder)
        try write(
            "id;breathing_disturbance_index;day;spo2_percentage\nu;3;2024-06-24;\"{\"\"average\"\": 96.5}\"\n",
            "dailyspo2.csv", in: folder)
        try write(
            "id;comment;custom_name;end_day;end_time;start_day;start_time;tag_type_code\n"
                + "1;;;;;2024-06-20;;tag_generic_caffeine\n2;\"late; \"\"big\"\"\";;;;2024-06-23;;tag_generic_caffeine\n"
                + "3;;Sauna time;;;2024-06-21;;tag_generic_custom\n",
            "enhancedtag.csv", in: folder)
        try write("x", "subscriptions.csv", in: "export/Account")
        let files = [
            "sleepmodel.csv", "dailyreadiness.csv", "dailysleep_2024-01-01_2024-12-31.csv",
            "dailyactivity.csv", "dailyspo2.csv", "enhancedtag.csv",
        ]
        try ZipWriter.write(
            archive: path("oura.zip"), files: files.map { ("App Data/" + $0, path(folder + "/" + $0)) })
        XCTAssertEqual(try HistoryFormat.detect(path: path("oura.zip")), .oura)
        let (history, report) = try OuraExport.read(path: path("oura.zip"))
        let (fromFolder, _) = try OuraExport.read(path: path("export"))
        XCTAssertEqual(FeatureTable(history: history), FeatureTable(history: fromFolder))
        let table = FeatureTable(history: history)
        let r = try row(table, "2024-06-24")
        // 25,200 s asleep = 7 h; light 14,400, deep 5,400, REM 5,400 s.
        XCTAssertEqual(r[.sleepHours], 7)
        XCTAssertEqual(r[.deepShare], 5_400.0 / 25_200, accuracy: 1e-12)
        XCTAssertEqual(r[.hrvSDNN], 48)
        XCTAssertEqual(r[.restingHR], 47)
        XCTAssertEqual(r.respiratoryRate, 14.5)
        XCTAssertEqual(r.spo2, 96.5)
        XCTAssertEqual(r.wristTemperature, -0.2)
        XCTAssertEqual(r.deviceRecovery, 77)
        XCTAssertEqual(r.deviceSleep, 81)
        // The deleted sleep is dropped; the nap (35 min asleep) is a summary night of its own.
        XCTAssertEqual(history.sleep.count, 3)
        let next = try row(table, "2024-06-25")
        XCTAssertEqual(next.deviceStrain, 65)
        XCTAssertEqual(next[.steps], 9100)
        // The day's active calories (SPEC 21), over its whole local day, on the next row as steps are.
        XCTAssertEqual(history.activeEnergy.map(\.value), [512])
        XCTAssertEqual(history.stepsTotal.map(\.value), [9100])
        XCTAssertEqual(report.rejected[.dayNotOver], 3)  // 06-25's score, steps and calories
        XCTAssertEqual(next.activeKcal, 512)
        XCTAssertNil(r.activeKcal)
        XCTAssertEqual(next[.napMinutes], 35)
        // Tags: caffeine on 06-20 and 06-23, so 06-22 (its night recorded? no: only 06-23's
        // night, waking 06-24) stays unknown and 06-23 is 1; sauna on 06-21 only.
        let checkins = try XCTUnwrap(history.checkins)
        XCTAssertEqual(checkins.behaviours, ["caffeine", "sauna_time"])
        XCTAssertEqual(checkins.days.map(\.day.description), ["2024-06-20", "2024-06-21", "2024-06-23"])
        XCTAssertEqual(checkins.days.map(\.values), [[1, nil], [nil, 1], [1, nil]])
        XCTAssertTrue(report.layout?.hasPrefix("Oura export (App Data: sleepmodel") == true, "\(report.layout ?? "")")
    }
}
