import FlowInference
import XCTest

/// The mapping from a prediction to the 0-100 Flow and its state (SPEC 7).
final class RecoveryFlowTests: XCTestCase {
    func testFlowMapsBothDirectionsAndClamps() {
        let worse = TargetScale(name: "stress", lo: 1, hi: 5, direction: .higherIsWorse)
        let better = TargetScale(name: "readiness", lo: 0, hi: 10, direction: .higherIsBetter)
        XCTAssertEqual(RecoveryFlow.score(2.2, worse), 70, accuracy: 1e-12)  // 100·(5 − 2.2)/4
        XCTAssertEqual(RecoveryFlow.score(6.5, better), 65, accuracy: 1e-12)  // 100·(6.5 − 0)/10
        XCTAssertEqual(RecoveryFlow.score(5.4, worse), 0)
        XCTAssertEqual(RecoveryFlow.unclamped(5.4, worse), -10, accuracy: 1e-12)
        XCTAssertEqual(RecoveryFlow.score(0.2, worse), 100)
        XCTAssertEqual(RecoveryFlow.score(11, better), 100)
        XCTAssertEqual(RecoveryFlow.score(-1, better), 0)
    }

    func testStatesAreReadFromTheRoundedFlowAtTheirBoundaries() {
        XCTAssertEqual(FlowState(roundedFlow: 75), .flowing)
        XCTAssertEqual(FlowState(roundedFlow: 74), .steady)
        XCTAssertEqual(FlowState(roundedFlow: 50), .steady)
        XCTAssertEqual(FlowState(roundedFlow: 49), .adjusting)
        XCTAssertEqual(FlowState(roundedFlow: 25), .adjusting)
        XCTAssertEqual(FlowState(roundedFlow: 24), .rebuilding)
        XCTAssertEqual(FlowState(roundedFlow: 0), .rebuilding)
        XCTAssertEqual(FlowState(roundedFlow: 100), .flowing)
        // 74.5 rounds half away from zero to 75: Flowing.
        XCTAssertEqual(RecoveryFlow.rounded(74.5), 75)
        XCTAssertEqual(RecoveryFlow.rounded(49.4999), 49)
        XCTAssertEqual(FlowState(roundedFlow: RecoveryFlow.rounded(24.5)), .adjusting)
        XCTAssertEqual(RecoveryFlow.state(4.0, TargetScale()), .adjusting)  // Flow exactly 25
        XCTAssertEqual(RecoveryFlow.state(3.0, TargetScale()), .steady)  // Flow exactly 50
        XCTAssertEqual(RecoveryFlow.state(2.0, TargetScale()), .flowing)  // Flow exactly 75
    }

    func testHigherIsBetterFlipsTheSignOfFlowContributions() {
        let stress = TargetScale(name: "stress", lo: 1, hi: 5, direction: .higherIsWorse)
        let readiness = TargetScale(name: "readiness", lo: 1, hi: 5, direction: .higherIsBetter)
        XCTAssertEqual(RecoveryFlow.pointsPerUnit(stress), -25)
        XCTAssertEqual(RecoveryFlow.pointsPerUnit(readiness), 25)
        XCTAssertEqual(RecoveryFlow.score(2, stress), 75)
        XCTAssertEqual(RecoveryFlow.score(2, readiness), 25)
        XCTAssertEqual(RecoveryFlow.score(6, readiness), 100)
        XCTAssertEqual(RecoveryFlow.state(2, stress), .flowing)
        XCTAssertEqual(RecoveryFlow.state(2, readiness), .adjusting)
    }
}
