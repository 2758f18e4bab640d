import FlowFeatures
import Foundation
import XCTest

@testable import FlowScores

/// The five outcomes: their lags, units, gates and how HRV is read and shown.
final class OutcomeTests: XCTestCase {
    /// A resting HR dated by its own day is read two rows after the evening, a night summary's one.
    func testTheRestingHRLag() {
        XCTAssertEqual(Outcome.restingHR.lagDays(restingHRIsNightly: false), 2)
        XCTAssertEqual(Outcome.restingHR.lagDays(restingHRIsNightly: true), 1)
        XCTAssertEqual(Outcome.sleepingHR.lagDays(restingHRIsNightly: false), 1)
        XCTAssertEqual(
            Outcome.allCases.map(\.rawValue), ["sleep", "recovery", "hrv_sdnn", "sleeping_hr", "resting_hr"])
    }

    /// HRV is compared in ln and shown in %: a ln difference of ln 1.05 is 5 %, exactly the gate;
    /// ln 0.95 is −5 %, also at the gate (|e^d − 1| = 0.05).
    func testHRVInPerCentAndTheGates() {
        XCTAssertEqual(Outcome.hrvSDNN.shown(log(1.05)), 5, accuracy: 1e-12)
        XCTAssertTrue(Outcome.hrvSDNN.isLarge(log(1.05)))
        XCTAssertTrue(Outcome.hrvSDNN.isLarge(log(0.95) - 1e-12))
        XCTAssertFalse(Outcome.hrvSDNN.isLarge(log(1.049)))
        XCTAssertTrue(Outcome.sleep.isLarge(-2))
        XCTAssertFalse(Outcome.sleepingHR.isLarge(1.99))
        XCTAssertTrue(Outcome.restingHR.isLarge(1))
        XCTAssertEqual(Outcome.hrvSDNN.unit, "%")
        XCTAssertEqual(Outcome.restingHR.unit, "bpm")
    }

    /// A row's outcome: HRV as the log of its observed cell, nothing from a filled-in one.
    func testValuesComeFromObservedCells() {
        let rows = scoreRows(2, usual: usualDay, changes: [1: [.hrvSDNN: nil]])
        let scores = ReferenceScores.scores(rows: rows)
        XCTAssertEqual(Outcome.hrvSDNN.value(rows[0], scores[0]) ?? .nan, log(50), accuracy: 1e-12)
        XCTAssertNil(Outcome.hrvSDNN.value(rows[1], scores[1]))
        XCTAssertEqual(Outcome.restingHR.value(rows[0], scores[0]), 60)
        XCTAssertEqual(Outcome.sleep.notMeasured, "Sleep score: never given in this history")
        XCTAssertEqual(Outcome.sleepingHR.notMeasured, "sleeping heart rate: not measured by this device")
    }
}
