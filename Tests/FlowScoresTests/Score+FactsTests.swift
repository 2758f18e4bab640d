import FlowRecords
import XCTest

@testable import FlowScores

/// A score's parts in the person's units: Activeness's steps and energy against their usual,
/// Strain's load against the capacity, the sub-scores of the others by their names.
final class ScoreFactsTests: XCTestCase {
    private func score(_ kind: ScoreKind, _ components: [ScoreComponent], details: [(String, Double)] = []) -> Score {
        Score(
            kind: kind, value: 50, unclamped: 50, components: components, missing: [], baselineDays: [],
            details: details)
    }

    func testEachScoreInItsOwnTerms() {
        let activeness = score(
            .activeness,
            [
                ScoreComponent(
                    name: "steps", value: 16.5, weight: 0.5, details: [("steps", 4486), ("usual_steps", 13_611)]),
                ScoreComponent(
                    name: "energy", value: 17, weight: 0.5,
                    details: [("active_kcal", 210.4), ("usual_active_kcal", 620)]),
            ])
        XCTAssertEqual(activeness.facts, ["4,486 steps (usual 13,611)", "210 kcal active (usual 620)"])
        let strain = score(
            .strain, [ScoreComponent(name: "strain_load", value: 125.7, weight: 1, details: [("strain_load", 125.7)])],
            details: [("capacity", 100), ("usual_load", 24)])
        XCTAssertEqual(strain.facts, ["a load of 126 zone-minutes against a capacity of 100"])
        let recovery = score(
            .recovery,
            [
                ScoreComponent(name: "hrv", value: 86.5, weight: 0.4),
                ScoreComponent(name: "rhr", value: 74.3, weight: 0.25),
                ScoreComponent(name: "strain_recovery", value: 0, weight: 0.1),
            ])
        XCTAssertEqual(recovery.facts, ["HRV 87", "resting heart rate 74", "recovery from strain 0"])
        XCTAssertEqual(score(.strain, []).facts, [])
    }
}
