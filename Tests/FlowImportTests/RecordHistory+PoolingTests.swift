import FlowRecords
import XCTest

@testable import FlowImport

/// Two histories of one person pooled: sources kept by name, a record in both kept once and
/// counted.
final class RecordHistoryPoolingTests: XCTestCase {
    private let header = RecordsCSV.header

    func testOverlappingIdenticalRecordsCountOnce() throws {
        let ring = [
            header, "resting_hr,2026-03-01T00:00:00+01:00,2026-03-01T00:00:00+01:00,52,Ring",
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T11:00:00+01:00,900,Phone",
        ].joined(separator: "\n")
        let watch = [
            header, "steps,2026-03-01T10:00:00+01:00,2026-03-01T11:00:00+01:00,900,Phone",
            "steps,2026-03-01T10:00:00+01:00,2026-03-01T11:00:00+01:00,950,Watch",
            "heart_rate,2026-03-01T03:00:00+01:00,2026-03-01T03:00:00+01:00,50,Watch",
        ].joined(separator: "\n")
        let (a, _) = try RecordsCSV.parse(ring)
        let (b, _) = try RecordsCSV.parse(watch)
        let (pooled, report) = try RecordHistory.pooled([a, b], file: "ring + watch")
        // 2 + 3 records, the phone's steps in both: 4 kept, 1 counted as a duplicate.
        XCTAssertEqual(pooled.count, 4)
        XCTAssertEqual(report.rejected, [.exactDuplicate: 1])
        XCTAssertEqual(pooled.sources, ["Ring", "Phone", "Watch"])
        XCTAssertEqual(report.accepted[.steps], ["Phone": 1, "Watch": 1])
        XCTAssertEqual(pooled.steps.map { pooled.sources[$0.source] }, ["Phone", "Watch"])
    }
}
