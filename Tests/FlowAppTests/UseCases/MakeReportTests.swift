import FlowApp
import FlowFeatures
import FlowInference
import FlowTraining
import XCTest

/// The report's check of a model against labels, on a person in memory.
final class MakeReportTests: XCTestCase {
    /// A classic model is checked by rolling origin at its own λ on every day with 28 labelled
    /// days before it; an anchored one by its whole procedure rerun (the nested run), which
    /// predicts the same days.
    func testTheCheckOfAClassicAndOfAnAnchoredModel() throws {
        let days = try SimulatedPerson(days: 60, seed: 3).labelled()
        var classicPlan = FitPlan()
        classicPlan.anchor = nil
        classicPlan.select = .all
        classicPlan.ridgeGiven = .fixed(3)
        let classic = try Train.fit(
            days, plan: classicPlan, sessions: false, settings: FeatureSettings(), toolVersion: "t"
        ).model
        let anchored = try Train.fit(
            days, plan: FitPlan(), sessions: false, settings: FeatureSettings(), toolVersion: "t"
        )
        .model
        let expected = days.days.count - RollingOrigin.minimumHistory
        for model in [classic, anchored] {
            let quality = try XCTUnwrap(try MakeReport.check(model, labelled: days, plan: FitPlan(), toolVersion: "t"))
            XCTAssertEqual(quality.days.count, expected)
            XCTAssertEqual(quality.verdict?.days, expected)
            XCTAssertEqual(quality.days.first?.day, days.days[RollingOrigin.minimumHistory].row.day)
        }
        // The nested check of the anchored model is its training verdict, recomputed.
        let check = try XCTUnwrap(try MakeReport.check(anchored, labelled: days, plan: FitPlan(), toolVersion: "t"))
        XCTAssertEqual(check.verdict?.skillVsMean, anchored.training.verdict?.skillVsMean)
    }
}
