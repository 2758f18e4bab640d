import FlowRecords
import XCTest

@testable import FlowDatabase

/// An import's counts as the `imports` table keeps them: compact JSON objects in a fixed order.
final class ImportEntryTests: XCTestCase {
    func testCountsAsCompactJSON() {
        var report = ImportReport(file: "r.csv")
        report.accepted = [.restingHR: ["Watch": 2, "Ring": 1], .sleep: ["Watch": 5]]
        report.reject(.unknownKind, line: 3)
        report.reject(.negative, line: 4)
        report.reject(.negative, line: 5)
        let entry = ImportEntry(
            importedAt: "2026-03-01T08:00:00Z", file: "r.csv", size: 10, sha256: nil, report: report, flowVersion: "1")
        // Kinds in RecordKind order (sleep before resting_hr), reasons in their names' order.
        XCTAssertEqual(entry.acceptedByKind, "{\"sleep\":5,\"resting_hr\":3}")
        XCTAssertEqual(entry.rejectedByReason, "{\"negative value\":2,\"unknown kind\":1}")
        XCTAssertEqual(ImportEntry.object([]), "{}")
    }
}
