import FlowFeatures
import FlowInference
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// The classic trainer's refusals and its choice of penalty: too few days, labels that never
/// vary, and `--ridge auto` taking the λ of the lowest rolling-origin RMSE.
final class TrainerTests: XCTestCase {
    private func days(_ n: Int, label: (Int) -> Double) -> LabelledDays {
        LabelledDays(
            days: (0..<n).map { LabelledDay(row: row($0, [.sleepHours: 6 + Double($0 % 5)]), label: label($0)) })
    }

    func testRefusals() {
        XCTAssertThrowsError(
            try Trainer.train(
                days(13) { Double($0 % 3) }, target: TargetScale(), ridge: .fixed(1), settings: FeatureSettings(),
                toolVersion: "t")
        ) { XCTAssertEqual($0 as? TrainingError, .tooFewDays(needed: 14, have: 13, why: "a fit")) }
        XCTAssertThrowsError(
            try Trainer.train(
                days(20) { _ in 3 }, target: TargetScale(), ridge: .fixed(1), settings: FeatureSettings(),
                toolVersion: "t")
        ) { XCTAssertEqual($0 as? TrainingError, .labelsNeverVary(value: 3, days: 20)) }
        XCTAssertThrowsError(
            try Trainer.train(
                days(20) { Double($0 % 3) }, target: TargetScale(), ridge: .auto, settings: FeatureSettings(),
                toolVersion: "t")
        ) {
            // Named as the work that needs the days; the command line adds the option to do without it.
            XCTAssertEqual($0 as? TrainingError, .tooFewDays(needed: 29, have: 20, why: Trainer.choosingLambda))
            XCTAssertEqual(($0 as? TrainingError)?.remedy, .fixedPenalty)
        }
    }

    func testRidgeAutoTakesTheLowestRollingError() throws {
        // The label follows sleep hours with a wobble: every λ of the grid is scored, the lowest RMSE wins.
        let labelled = days(60) { 1 + 0.5 * (6 + Double($0 % 5)) + 0.3 * sin(Double($0)) }
        let result = try Trainer.train(
            labelled, features: [.sleepHours], target: TargetScale(), ridge: .auto, settings: FeatureSettings(),
            toolVersion: "t")
        XCTAssertEqual(result.ridgeScores.map(\.lambda), Trainer.ridgeGrid)
        let best = result.ridgeScores.compactMap { s in s.rmse.map { (s.lambda, $0) } }.min { $0.1 < $1.1 }
        XCTAssertEqual(result.model.lambda, best?.0)
    }
}
