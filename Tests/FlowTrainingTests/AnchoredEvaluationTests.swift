import FlowFeatures
import FlowInference
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// A stored anchored model evaluated as it is: in sample each day from the labels before it;
/// a model without an anchor, or too few days, refused.
final class AnchoredEvaluationTests: XCTestCase {
    func testInSampleFromTheLabelsBefore() throws {
        // Labels 2, 4, 3, 5; a model of the anchor alone (weight 0.5 per sd 1 around 3, intercept 3).
        let days = LabelledDays(
            days: [2.0, 4, 3, 5].enumerated().map { LabelledDay(row: row($0.offset), label: $0.element) })
        var model = handModel([], intercept: 3)
        model.anchor = ModelAnchor(
            kind: .mean, mean: 3, sd: 1, weight: 0.5, level: 3.5, labels: 4, asOf: days.days[3].row.day)
        let e = try AnchoredEvaluation(days, model: model, file: "m.json")
        // Mean anchors –, 2, 3, 3: predictions 3 + 0.5·(a − 3) = 2.5, 3, 3 against 4, 3, 5.
        let errors = [4 - 2.5, 3 - 3.0, 5 - 3.0]
        XCTAssertEqual(e.inSample.rmse, (errors.map { $0 * $0 }.reduce(0, +) / 3).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(e.anchor, .mean)
        XCTAssertNil(e.rolling)  // four days: none has 28 before it
        XCTAssertThrowsError(try AnchoredEvaluation(days, model: handModel([]), file: "m.json")) {
            XCTAssertEqual($0 as? TrainingError, .untrainedModel(file: "m.json"))
        }
        XCTAssertThrowsError(
            try AnchoredEvaluation(LabelledDays(days: Array(days.days.prefix(1))), model: model, file: "m.json"))
    }
}
