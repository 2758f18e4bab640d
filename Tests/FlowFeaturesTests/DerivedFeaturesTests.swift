import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

final class DerivedFeaturesTests: XCTestCase {
    func testPersonalReferencesNeedFiveObservedDaysInTheWindow() throws {
        // Resting HR dated March 1-5 (rows 2-6): 50, 52, 54, 56, 58; HRV the same days at noon.
        var lines: [String] = []
        for (k, v) in [50.0, 52, 54, 56, 58, 70].enumerated() {
            lines.append(record("resting_hr", "0\(k + 1)T19:00", nil, v))
            lines.append(record("hrv_sdnn", "0\(k + 1)T12:00", nil, v))
        }
        lines.append(record("steps", "07T10:00", nil, 10))
        let t = table(lines)
        let sixth = try XCTUnwrap(t.row(6))  // window rows 1-5 hold 4 observed cells
        XCTAssertTrue(sixth[.baselineMissing])
        XCTAssertEqual(sixth[.rhrDelta], 58 - 60)
        let seventh = try XCTUnwrap(t.row(7))  // rows 2-6 hold 5: median 54
        XCTAssertFalse(seventh[.baselineMissing])
        XCTAssertEqual(seventh[.restingHR], 70)
        XCTAssertEqual(seventh[.rhrDelta], 70 - 54)
        XCTAssertEqual(seventh[.hrvRatio], log(70.0 / 54), accuracy: 1e-12)
        XCTAssertEqual(seventh.provenance[Feature.rhrDelta.index], .observed)
    }
}
