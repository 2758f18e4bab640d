import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// Samsung's `activity.day_summary`: each day's `calorie` (its active calories) as the day's
/// active energy; a day the export holds twice counts once, its larger row.
final class SamsungReaderActiveEnergyTests: FolderTestCase {
    func testTheDaySummarysCalories() throws {
        let root = try writeSamsungExport()
        // 2025-01-04 00:00 UTC is 1,735,948,800,000 ms; the 5th a day later. The 4th written twice.
        try samsungTable(
            "shealth.activity.day_summary", "step_count,calorie,active_time,day_time",
            ["8000,310.5,3600000,1735948800000", "8100,322.0,3700000,1735948800000", "9000,401,4000000,1736035200000"])
        let (history, report) = try SamsungHealthExport.read(path: root)
        XCTAssertEqual(history.activeEnergy.map(\.value), [322, 401])
        // The export's steps of the 6th are the day it was made on (its calories absent here).
        XCTAssertEqual(report.rejected[.dayNotOver], 1)
        // Each over its whole local day (UTC+0100, as the export's rows), so the 5th's lands on the 6th's row.
        let fifth = try XCTUnwrap(history.activeEnergy.last)
        XCTAssertEqual(fifth.start.localDay, CalendarDay(iso: "2025-01-05"))
        XCTAssertEqual(fifth.end.instant - fifth.start.instant, 86_400)
        XCTAssertEqual(
            FeatureTable(history: history).rows.first { $0.day.description == "2025-01-05" }?.activeKcal, 322)
    }
}
