import XCTest

@testable import FlowDatabase

/// The export's derived tables, declared once: their names as docs/database.md orders them,
/// each a plain SQL name, each with a phrase for the help that names no option.
final class DerivedTableTests: XCTestCase {
    func testTheTablesInTheirOrder() {
        XCTAssertEqual(
            DerivedTable.allCases.map(\.rawValue),
            [
                "settings", "days", "scores", "sleep_need", "flow", "drivers", "labels", "checkins", "insights", "load",
                "vitals", "cycle", "breathing",
            ])
    }

    func testEachNameIsPlainAndEachPhraseSaysWhatItHolds() {
        for table in DerivedTable.allCases {
            XCTAssertTrue(table.rawValue.allSatisfy { $0.isLowercase || $0 == "_" }, table.rawValue)
            XCTAssertFalse(table.holds.isEmpty)
            XCTAssertFalse(table.holds.contains("--"), "a library names no option: \(table.holds)")
            XCTAssertLessThanOrEqual(table.holds.count, 150, "a phrase, not a paragraph")
        }
    }
}
