import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowGarden

/// The garden of a history as of a day: every row's three marks, days after the last row
/// stepped through as unrecorded, nothing before the first row.
final class GardenHistoryTests: XCTestCase {
    func testMarksAndTheDayGrownTo() throws {
        let rows = (0..<3).map { row($0) }
        let marks = Garden.marks(rows: rows, results: [])
        XCTAssertEqual(marks.map(\.0), rows.map(\.day))
        // Without a score the recovery pillar has nothing to judge on any day.
        XCTAssertTrue(marks.allSatisfy { $0.1.recovery == .unrecorded })
        let later = rows[2].day.adding(days: 5)
        XCTAssertEqual(Garden.grow(rows: rows, results: [], asOf: later).asOf, later)
        // As of a day before the first row: nothing was stepped through.
        XCTAssertNil(Garden.grow(rows: rows, results: [], asOf: rows[0].day.adding(days: -1)).asOf)
        XCTAssertEqual(Garden.grow(rows: [], results: [], asOf: later).events, [])
    }
}
