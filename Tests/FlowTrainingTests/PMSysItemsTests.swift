import FlowInference
import FlowTraining
import XCTest

/// PMSys's ratings and their ranges; a measurement or an unknown item is no target.
final class PMSysItemsTests: XCTestCase {
    func testEachRatingsScale() {
        let readiness = PMSysItems.scale(of: "readiness")
        XCTAssertEqual(readiness?.lo, 0)
        XCTAssertEqual(readiness?.hi, 10)
        for item in ["fatigue", "mood", "sleep_quality", "soreness", "stress"] {
            XCTAssertEqual(PMSysItems.scale(of: item)?.lo, 1, item)
            XCTAssertEqual(PMSysItems.scale(of: item)?.hi, 5, item)
            XCTAssertEqual(PMSysItems.scale(of: item)?.direction, .higherIsBetter, item)
        }
        XCTAssertNil(PMSysItems.scale(of: "sleep_duration_h"))
        XCTAssertTrue(PMSysItems.notRatings.contains("sleep_duration_h"))
        XCTAssertNil(PMSysItems.scale(of: "happiness"))
    }
}
