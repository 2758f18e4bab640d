import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowScores

/// What a score reads of a row: observed cells only.
final class DayInputsTests: XCTestCase {
    func testObservedCellsAndEarlierSleep() {
        let rows = scoreRows(3, usual: usualDay, changes: [1: [.restingHR: nil], 2: [.sleepHours: 6.5]])
        let d = DayInputs(rows: rows, i: 2, columns: ObservedColumns(rows))
        XCTAssertEqual(d.observed(.sleepHours), 6.5)
        // Row 1's resting HR was filled in: not in the baseline column.
        XCTAssertEqual(d.columns.restingHR, [60, nil, 60])
        XCTAssertEqual(d.columns.daytimeHR, [nil, nil, nil])
    }
}
