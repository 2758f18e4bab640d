import FlowFeatures
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowImport

/// How Garmin's files become records: a staged night, the days and the rows they land on (moved
/// here from the export suite, unchanged).
final class GarminReaderTests: FolderTestCase {
    func testAStagedNightTheDaysAndTheirRows() throws {
        let (history, report, table) = try readDetected(try writeGarminExport(), as: .garmin)
        let night = try row(table, "2024-06-23")
        // 4,980 + 15,240 + 6,300 s asleep = 7.35 h; a span of 7 h 44 min; deep 4,980 / 26,520.
        XCTAssertEqual(night[.sleepHours], 26_520.0 / 3600, accuracy: 1e-12)
        XCTAssertEqual(night[.inBedHours], (7 * 60 + 44) / 60.0, accuracy: 1e-12)
        XCTAssertEqual(night[.deepShare], 4_980.0 / 26_520, accuracy: 1e-12)
        // The GMT times on CEST: 23:47 to 07:31, midpoint 03:39.
        XCTAssertEqual(night[.sleepMidpoint], 3 + 39.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(night.respiratoryRate, 14)
        XCTAssertEqual(night.spo2, 95.5)
        XCTAssertEqual(night.deviceSleep, 81)
        // The day's own resting HR (52, not the 7-day 57) and steps of 06-23 land on 06-24's row.
        let next = try row(table, "2024-06-24")
        XCTAssertEqual(next[.restingHR], 52)
        XCTAssertEqual(next[.steps], 8100)
        // The off-wrist night is plain sleep of 8 h, without stages.
        XCTAssertEqual(next[.sleepHours], 8)
        XCTAssertTrue(next[.stagesMissing])
        // A step total of 0 is no record; the 2005 placeholder gives nothing, and is noted.
        XCTAssertEqual(history.stepsTotal.map(\.value), [8100])
        XCTAssertEqual(history.restingHR.map(\.value), [52, 50])
        XCTAssertEqual(history.vo2max.map(\.value), [48])
        XCTAssertTrue(report.notes.contains("1 daily summaries without a resting HR or steps"), "\(report.notes)")
        XCTAssertEqual(report.notRead, ["FIT files and their archives (1)"])
    }
}

/// Garmin's daily `activeKilocalories` (its energy of activity, not the total burn) as the day's
/// active energy, over the whole local day (SPEC 21).
final class GarminReaderActiveEnergyTests: FolderTestCase {
    func testTheDaysActiveKilocalories() throws {
        _ = try writeGarminExport()
        try write(
            "[" + GarminExportTests.day("2024-06-23", rhr: 52, steps: 8100, active: 640) + ","
                + GarminExportTests.day("2024-06-24", rhr: 50, steps: 0, active: 0) + "]",
            "UDSFile_2024-06-01_2024-09-09.json", in: "DI_CONNECT/DI-Connect-Aggregator")
        let (history, _, table) = try readDetected(path("DI_CONNECT"), as: .garmin)
        // 640 kcal on 06-23 (its total of 2,340 left alone), and 0 on the quiet 06-24 kept as 0.
        XCTAssertEqual(history.activeEnergy.map(\.value), [640, 0])
        let first = try XCTUnwrap(history.activeEnergy.first)
        XCTAssertEqual(first.end.instant - first.start.instant, 86_400)
        XCTAssertEqual(first.start.localDay, CalendarDay(iso: "2024-06-23"))
        XCTAssertEqual(try row(table, "2024-06-24").activeKcal, 640)
    }
}

/// The daily summary of the day an export was made runs to `wellnessEndTimeLocal`: the format
/// sheet's real export ended its last day at 13:53, with 4,486 steps against a usual 13,611 and
/// a resting HR of 39 from a few hours. Such a day is no day's value.
final class GarminReaderExportDayTests: FolderTestCase {
    func testASummaryEndingBeforeMidnightIsADayNotOver() throws {
        _ = try writeGarminExport()
        try write(
            "[" + GarminExportTests.day("2024-06-23", rhr: 52, steps: 8100, active: 640) + ","
                + GarminExportTests.day("2024-06-24", rhr: 39, steps: 4486, active: 210, until: (13, 53)) + "]",
            "UDSFile_2024-06-01_2024-09-09.json", in: "DI_CONNECT/DI-Connect-Aggregator")
        let (history, report, table) = try readDetected(path("DI_CONNECT"), as: .garmin)
        XCTAssertEqual(history.restingHR.map(\.value), [52])
        XCTAssertEqual(history.stepsTotal.map(\.value), [8100])
        XCTAssertEqual(history.activeEnergy.map(\.value), [640])
        // Its resting HR, steps and energy: three values left out, and counted.
        XCTAssertEqual(report.rejected[.dayNotOver], 3)
        XCTAssertTrue(report.text.contains("  day not over when exported: 3\n"), report.text)
        // No row is about 06-24: the table ends with the morning of 06-24 (its last night).
        XCTAssertEqual(table.rows.last?.day, CalendarDay(iso: "2024-06-24"))
        // The same day summarised to midnight (a later export) is a day.
        try write(
            "[" + GarminExportTests.day("2024-06-24", rhr: 49, steps: 13_611) + "]",
            "UDSFile_2024-06-01_2024-09-09.json", in: "DI_CONNECT/DI-Connect-Aggregator")
        let (later, laterReport, _) = try readDetected(path("DI_CONNECT"), as: .garmin)
        XCTAssertEqual(later.stepsTotal.map(\.value), [13_611])
        XCTAssertNil(laterReport.rejected[.dayNotOver])
    }
}
