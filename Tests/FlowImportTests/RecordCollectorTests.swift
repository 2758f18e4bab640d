import FlowFeatures
import FlowImport
import FlowRecords
import XCTest

final class RecordCollectorTests: XCTestCase {
    func testAnExactDuplicateIsCountedNotSummed() throws {
        let (h, report) = try RecordsCSV.parse(
            [
                RecordsCSV.header,
                "steps,2026-03-01T10:00:00+00:00,2026-03-01T10:10:00+00:00,300.0,Watch",
                "steps,2026-03-01T10:00:00+00:00,2026-03-01T10:10:00+00:00,300.0,Watch",
                "steps,2026-03-01 10:00:00 +0000,2026-03-01 10:10:00 +0000,300.0,Watch",  // the same, spelt otherwise
                "steps,2026-03-01T10:00:00+00:00,2026-03-01T10:10:00+00:00,300.0,Phone",  // another source: kept
                "heart_rate,2026-03-02T09:00:00+00:00,2026-03-02T09:00:00+00:00,60.0,Watch",
            ].joined(separator: "\n"))
        XCTAssertEqual(report.rejected[.exactDuplicate], 2)
        XCTAssertEqual(h.steps.count, 2)
        let row = try XCTUnwrap(
            FeatureTable(history: h).rows.first { $0.day == CalendarDay(year: 2026, month: 3, day: 2) })
        XCTAssertEqual(row[.steps], 300)
    }
}
