import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// Oura's Trends CSV: the night the format sheet shows, and a re-saved file without the trailing
/// space (moved here from the export suite, unchanged).
final class OuraTrendsTests: FolderTestCase {
    func testTheTrendsNightTheSheetShows() throws {
        let file = try write(OuraExportTests.trends, "oura_2021_trends.csv")
        XCTAssertEqual(try HistoryFormat.detect(path: file), .oura)
        let (history, report) = try OuraExport.read(path: file)
        let table = FeatureTable(history: history)
        let r = try row(table, "2021-03-05")
        // 27,480 s asleep = 458 min; a span of 23:02:10-07:25:40 = 30,210 s; REM 6,300 and deep 4,140 s.
        assertSummaryNight(r, asleep: 27_480, inBed: 30_210, deep: 4_140, rem: 6_300, perHour: 3600)
        // Midpoint: 23:02:10 + 15,105 s = 03:13:55.
        XCTAssertEqual(r[.sleepMidpoint], 3 + 13.0 / 60 + 55.0 / 3600, accuracy: 1e-12)
        XCTAssertEqual(r[.hrvSDNN], 44)
        XCTAssertEqual(r[.restingHR], 51)
        XCTAssertEqual(r.respiratoryRate, 14.875)
        // The temperature is a deviation from the ring's baseline.
        XCTAssertEqual(r.wristTemperature, -0.12)
        XCTAssertEqual(history.wristTemperatureDelta.map(\.value), [-0.12, 0.31])
        XCTAssertTrue(history.wristTemperature.isEmpty)
        XCTAssertEqual(r.deviceRecovery, 79)
        XCTAssertEqual(r.deviceSleep, 82)
        // 03-04's activity (score 70, 5,000 steps) lands on 03-05; 03-05's (88, 8,123) on 03-06.
        XCTAssertEqual(r.deviceStrain, 70)
        XCTAssertEqual(r[.steps], 5000)
        XCTAssertFalse(r[.stepsMissing])
        XCTAssertFalse(r.isObserved(.activeHours))
        let next = try row(table, "2021-03-06")
        // Activity Burn, the day's active kilocalories: 300 on 03-04 and 412 on 03-05, each on the
        // next row; 03-06's cell is empty, no record.
        XCTAssertEqual(history.activeEnergy.map(\.value), [300, 412])
        XCTAssertEqual(r.activeKcal, 300)
        XCTAssertEqual(next.activeKcal, 412)
        XCTAssertEqual(next.deviceStrain, 88)
        XCTAssertEqual(next[.steps], 8123)
        // None is no value: no readiness or sleep score on 03-06, and nothing rejected for it.
        XCTAssertNil(next.deviceRecovery)
        XCTAssertNil(next.deviceSleep)
        XCTAssertEqual(next[.sleepHours], 24_000.0 / 3600, accuracy: 1e-12)
        XCTAssertEqual(report.rejectedCount, 0)
        XCTAssertEqual(history.sources, ["Oura"])
    }

    func testAReSavedFileWithoutTheTrailingSpaceStillReads() throws {
        let trimmed = OuraExportTests.trends.replacingOccurrences(of: "Total Bedtime ,", with: "Total Bedtime,")
        let (history, _) = try OuraExport.read(path: try write(trimmed, "t.csv"))
        XCTAssertEqual(history.sleep.count, 2)
        let missing = OuraExportTests.trends.replacingOccurrences(of: "Lowest Resting Heart Rate,", with: "")
        XCTAssertThrowsError(try OuraExport.read(path: try write(missing, "m.csv"))) { error in
            XCTAssertTrue("\(error)".hasSuffix("m.csv:1: the header has no column 'Lowest Resting Heart Rate'"))
        }
    }
}

/// The Trends CSV says nothing of when it was written: its last day of activity is the day it
/// was downloaded on, a day not over, unless a night ends after it.
final class OuraTrendsExportDayTests: FolderTestCase {
    func testTheLastDaysActivityIsNotADay() throws {
        // 03-07: the download day, activity so far only (score 12, 120 kcal, 2,100 steps).
        let partial =
            "2021-03-07,,,,,,,,,,,,,,,,,,,,,,,,,,,12,40,40,40,40,40,120,1900,2100,1500,,,,,,,1.2,0,,,,,,,,,"
        let file = try write(OuraFixture.trends + partial + "\r\n", "trends.csv")
        let (history, report) = try OuraExport.read(path: file)
        // The rows in date order: 03-04's and 03-05's activity.
        XCTAssertEqual(history.stepsTotal.map(\.value), [5000, 8123])
        XCTAssertEqual(history.activeEnergy.map(\.value), [300, 412])
        XCTAssertEqual(history.deviceStrain.map(\.value), [70, 88])
        XCTAssertEqual(report.rejected, [.dayNotOver: 3])
        // Without that row, 03-06 is the last day: it holds no activity, and nothing is left out.
        XCTAssertNil(try OuraExport.read(path: try write(OuraFixture.trends, "t.csv")).1.rejected[.dayNotOver])
    }
}
