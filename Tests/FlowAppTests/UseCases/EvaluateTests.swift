import FlowApp
import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining
import XCTest

/// `Evaluate` on labelled days in memory: the plan decides between the nested anchored run and
/// the classic evaluation; the reference model, fitted to no labels, is refused before any input.
final class EvaluateTests: XCTestCase {
    func testThePlanDecidesTheEvaluation() throws {
        let days = try SimulatedPerson(days: 60, seed: 3).labelled()
        guard
            case .anchored(let nested) = try Evaluate.evaluate(
                days, plan: FitPlan(), sessions: false, settings: FeatureSettings())
        else { return XCTFail("the default plan is the anchored procedure") }
        // The nested run predicts some days, each from the days before it only.
        let rolling = try XCTUnwrap(nested.rolling)
        XCTAssertGreaterThan(rolling.n, 0)
        XCTAssertLessThan(rolling.n, days.days.count)
        var classic = FitPlan()
        (classic.anchor, classic.select, classic.ridgeGiven) = (nil, .all, .fixed(3))
        guard
            case .classic = try Evaluate.evaluate(days, plan: classic, sessions: false, settings: FeatureSettings())
        else { return XCTFail("no anchor is the classic evaluation") }
    }

    func testTheReferenceModelIsRefusedBeforeAnyInput() throws {
        let reference = FileManager.default.temporaryDirectory.appendingPathComponent("flow-reference-\(getpid()).json")
        try RecoveryModel.reference().json.text().write(to: reference, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: reference) }
        let request = FitRequest(
            history: HistoryRequest(path: "/nonexistent/records.csv"), labels: LabelRequest(file: "/nonexistent/l.csv"),
            plan: FitPlan(), settings: FeatureSettings())
        XCTAssertThrowsError(try Evaluate.run(request, modelFile: reference.path)) {
            XCTAssertEqual($0 as? TrainingError, .untrainedModel(file: reference.path))
        }
    }
}
