import FlowFeatures
import FlowInference
import FlowTestSupport
import XCTest

/// Which quantity a personal model compares each feature on.
final class BaseQuantityTests: XCTestCase {
    func testTheRelativeFeaturesAreComparedOnWhatTheyAreRelativeTo() {
        XCTAssertEqual(BaseQuantity(.rhrDelta), .restingHR)
        XCTAssertEqual(BaseQuantity(.rhrDelta).cell, .restingHR)
        XCTAssertEqual(BaseQuantity(.hrvRatio).cell, .hrvSDNN)
        XCTAssertEqual(BaseQuantity(.sleepHours), .itself(.sleepHours))
    }

    /// ln 54.6 ms read back as 54.6 ms; a filled-in cell has no value.
    func testValuesAreReadOnlyFromMeasuredCells() {
        let row = scoredRow(0, [.hrvSDNN: 54.6, .restingHR: 52], estimated: [.restingHR])
        XCTAssertEqual(BaseQuantity.logHRV.value(row) ?? 0, log(54.6), accuracy: 1e-12)
        XCTAssertEqual(BaseQuantity.logHRV.shown(log(54.6)), 54.6, accuracy: 1e-12)
        XCTAssertNil(BaseQuantity.restingHR.value(row))
        XCTAssertEqual(BaseQuantity.restingHR.shown(52), 52)
    }
}
