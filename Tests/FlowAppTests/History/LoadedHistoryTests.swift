import FlowApp
import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

/// A loaded history takes its check-ins and resting-HR fact from its records (a library's fast
/// path sets them from its facts instead), and names the day of its last import.
final class LoadedHistoryTests: XCTestCase {
    func testFactsFromTheRecordsAndTheLastImportsDay() throws {
        var records = history(["resting_hr,2026-03-02T00:00:00+01:00,2026-03-02T00:00:00+01:00,50,Ring"])
        records.nightlyRestingHRSources = ["Ring"]
        let evening = try XCTUnwrap(CalendarDay(iso: "2026-03-01"))
        records.checkins = CheckinTable(answers: [(evening, "alcohol", 1)])
        var loaded = LoadedHistory(
            name: "ring.csv", table: FeatureTable(settings: FeatureSettings(), rows: []), records: records)
        XCTAssertEqual(loaded.checkins, records.checkins)
        XCTAssertTrue(loaded.restingHRIsNightly)
        XCTAssertNil(loaded.lastImportDay)
        loaded.lastImport = "2026-07-01T05:30:00+00:00"
        XCTAssertEqual(loaded.lastImportDay, CalendarDay(iso: "2026-07-01"))
        let table = LoadedHistory(name: "t.csv", table: FeatureTable(settings: FeatureSettings(), rows: []))
        XCTAssertNil(table.checkins)
        XCTAssertFalse(table.restingHRIsNightly)
    }
}
