import FlowDatabase
import FlowFeatures
import FlowRecords
import FlowTraining
import XCTest

@testable import FlowApp

/// A rolling origin's day kept as the cohort database's row: each number in its own column.
final class CohortPersonTests: XCTestCase {
    func testAPredictionKeepsEachBaselineApart() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2026-03-05"))
        let row = FeatureRow(
            day: day, values: Array(repeating: 0, count: 19), provenance: Array(repeating: .observed, count: 19),
            flags: Array(repeating: false, count: 9))
        let rolling = RollingPrediction(
            day: LabelledDay(row: row, label: 4), predicted: 3.5, meanBaseline: 3, persistence: 2, recent: 2.5)
        let p = CohortPrediction("p01", "stress", rolling)
        XCTAssertEqual(
            p,
            CohortPrediction(
                person: "p01", target: "stress", day: day, label: 4, predicted: 3.5, mean: 3, persistence: 2,
                recent: 2.5))
        let cells = DatabaseTableCells.of(p)
        XCTAssertEqual(cells["date"], .text("2026-03-05"))
        XCTAssertEqual(cells["mean"], .real(3))
        XCTAssertEqual(cells["persistence"], .real(2))
        XCTAssertEqual(cells["recent"], .real(2.5))
    }
}

/// A prediction's cells by column name, as the cohort database writes them.
private enum DatabaseTableCells {
    static func of(_ p: CohortPrediction) -> [String: FlowDatabase.SQLValue] {
        let table = FlowDatabase.DatabaseTable(
            name: "predictions", columns: CohortTables.predictionColumns, key: [], rows: [p])
        return Dictionary(uniqueKeysWithValues: zip(table.columns.map(\.name), table.rows[0]))
    }
}
