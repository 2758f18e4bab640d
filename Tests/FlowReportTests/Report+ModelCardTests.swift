import FlowFeatures
import FlowInference
import FlowTestSupport
import XCTest

@testable import FlowReport

/// The model card: each weight also in Flow points per sd, and what the model was fitted to.
final class ReportModelCardTests: XCTestCase {
    func testWeightsInFlowPoints() throws {
        var input = try referenceInput()
        input.model = handModel([
            ModelFeature(feature: .feature(.sleepHours), mean: 7.25, sd: 0.8, weight: -0.5),
            ModelFeature(feature: .feature(.restingHR), mean: 58, sd: 4, weight: 0.125),
        ])
        let html = sectionMarkup(ModelCardSection.self, input)
        // Stress on 1-5, higher is worse: a point of stress is −100 / 4 = −25 Flow points, so a
        // weight of −0.5 per sd lifts the Flow by 12.5 and 0.125 lowers it by 3.1 (3.125, one decimal).
        XCTAssertTrue(
            html.contains(
                "<td>sleep duration</td><td>-0.500</td><td>12.5</td><td>7.25</td><td>0.80</td><td>h</td>"), html)
        XCTAssertTrue(html.contains("<td>resting heart rate</td><td>0.125</td><td>-3.1</td>"), html)
        // A table wider than a phone scrolls inside its box.
        XCTAssertTrue(html.hasPrefix("<div class=\"scroll\"><table>"), html)
        XCTAssertTrue(
            html.contains("Target: stress on 1-5 (higher-is-worse); λ 0.00; standardised with the training days"), html)
        XCTAssertTrue(html.contains("trained on 30 days, 1970-01-01 to 1970-01-30; written by flow test."), html)
    }
}
