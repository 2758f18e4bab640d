import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowScores

/// What a score reads of a row: observed cells only, and the sleep of nights before the table as 7 h.
final class DayInputsTests: XCTestCase {
    func testObservedCellsAndEarlierSleep() {
        let rows = scoreRows(3, usual: usualDay, changes: [1: [.restingHR: nil], 2: [.sleepHours: 6.5]])
        let d = DayInputs(rows: rows, i: 2, need: 8, columns: ObservedColumns(rows))
        XCTAssertEqual(d.observed(.sleepHours), 6.5)
        XCTAssertEqual(d.finalSleepHours(back: 0), 6.5)
        XCTAssertEqual(d.finalSleepHours(back: 2), 8)
        // Three rows back is before the table: the chain's baseline, 7 h.
        XCTAssertEqual(d.finalSleepHours(back: 3), 7)
        // Row 1's resting HR was filled in: not in the baseline column.
        XCTAssertEqual(d.columns.restingHR, [60, nil, 60])
        XCTAssertEqual(d.columns.daytimeHR, [nil, nil, nil])
    }
}
