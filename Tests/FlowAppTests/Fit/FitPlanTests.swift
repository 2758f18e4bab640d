import FlowApp
import FlowInference
import FlowRecords
import XCTest

/// The target a plan picks for a labels file, worked out by hand from SPEC 11 and PMSys's scales.
final class FitPlanTests: XCTestCase {
    let plain = LabelTable(targets: ["stress"], rows: [])
    let pmsys = LabelTable(targets: ["readiness", "soreness", "sleep_duration_h"], rows: [], isPMSys: true)

    func testTheDefaultIsStressOneToFiveHigherIsWorse() throws {
        XCTAssertEqual(
            try FitPlan().target(for: plain), TargetScale(name: "stress", lo: 1, hi: 5, direction: .higherIsWorse))
    }

    /// A PMSys item brings its own scale (readiness 0-10, higher is better); --scale and
    /// --direction replace each part they name.
    func testAPMSysItemHasItsOwnScaleUnlessTheOptionsSayOtherwise() throws {
        var plan = FitPlan()
        plan.targetName = "readiness"
        XCTAssertEqual(
            try plan.target(for: pmsys), TargetScale(name: "readiness", lo: 0, hi: 10, direction: .higherIsBetter))
        plan.scale = (1, 10)
        plan.direction = .higherIsWorse
        XCTAssertEqual(
            try plan.target(for: pmsys), TargetScale(name: "readiness", lo: 1, hi: 10, direction: .higherIsWorse))
    }

    func testAMeasurementIsNotATarget() {
        var plan = FitPlan()
        plan.targetName = "sleep_duration_h"
        XCTAssertThrowsError(try plan.target(for: pmsys)) { error in
            XCTAssertEqual(
                error as? CommandError,
                .usage(
                    "--target sleep_duration_h is a measurement, not a rating, so it cannot be a target; "
                        + "choose one of readiness, soreness"))
        }
    }
}
