import FlowRecords
import XCTest

/// Drinks in the categories insights compare, and the behaviours flow knows.
final class CheckinTableTests: XCTestCase {
    func testAlcoholCategories() {
        // 0 → 0; 1-2 → 1; 3-4 → 3; 5 or more → 5 (fractions fall in the category below the next bound).
        XCTAssertEqual([0, 1, 2, 2.5, 3, 4.9, 5, 12].map(CheckinTable.alcoholCategory), [0, 1, 1, 1, 3, 3, 5, 5])
        XCTAssertEqual(CheckinTable.knownBehaviours.first, "alcohol")
        XCTAssertEqual(CheckinTable.knownBehaviours.count, 1 + CheckinTable.yesNoBehaviours.count)
        XCTAssertFalse(CheckinTable.knownBehaviours.contains(CheckinTable.stressColumn))
    }
}
