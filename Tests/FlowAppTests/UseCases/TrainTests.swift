import FlowApp
import FlowFeatures
import FlowInference
import FlowTraining
import XCTest

/// `Train.fit` on labelled days in memory: the plan decides the model's kind.
final class TrainTests: XCTestCase {
    func testThePlanDecidesTheKindOfModel() throws {
        let days = try SimulatedPerson(days: 60, seed: 3).labelled()
        let anchored = try Train.fit(
            days, plan: FitPlan(), sessions: false, settings: FeatureSettings(), toolVersion: "t")
        guard case .anchored(let a) = anchored else { return XCTFail("the default plan is anchored") }
        XCTAssertEqual(a.model.anchor?.kind, .recent)
        XCTAssertEqual(a.model.lambda, AnchoredTrainer.defaultLambda)
        // Without sessions the candidates are the 12 defaults; with them session_load joins.
        XCTAssertEqual(a.model.features.count, 12)
        XCTAssertEqual(FitPlan().candidates(sessions: true).last, .load(.sessionLoad))

        var classic = FitPlan()
        classic.anchor = nil
        classic.select = .all
        classic.ridgeGiven = .fixed(3)
        guard
            case .classic(let c) = try Train.fit(
                days, plan: classic, sessions: false, settings: FeatureSettings(), toolVersion: "t")
        else { return XCTFail("no anchor is the classic fit") }
        XCTAssertNil(c.model.anchor)
        XCTAssertEqual(c.model.lambda, 3)
    }

    /// A load column cannot be a feature of the classic fit: refused with the reason.
    func testAClassicPlanRefusesALoadColumn() throws {
        var plan = FitPlan()
        plan.anchor = nil
        plan.featuresGiven = [.feature(.sleepHours), .load(.sessionLoad)]
        XCTAssertThrowsError(try plan.classicFeatures()) { error in
            XCTAssertEqual(
                error as? CommandError,
                .usage(
                    "--features: session_load can be weighed only by a model with an anchor (the classic fit takes the "
                        + "19 features); leave out --anchor none"))
        }
    }
}
