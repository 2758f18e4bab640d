import FlowFeatures
import FlowInference
import FlowRecords
import FlowReport
import FlowTestSupport
import XCTest

final class WaterfallTests: XCTestCase {
    /// A hand model on two features: the usual day, each measured feature's push (largest
    /// first), the filled-in one and the flags as one "estimated inputs" bar; the steps end
    /// exactly at today's unclamped Flow.
    func testTheBarsAddUpToTodaysFlow() throws {
        let model = handModel(
            [
                ModelFeature(feature: .sleepHours, mean: 7, sd: 1, weight: -0.2),
                ModelFeature(feature: .restingHR, mean: 60, sd: 5, weight: 0.1),
                ModelFeature(feature: .hrvRatio, mean: 0, sd: 0.2, weight: -0.3),
            ],
            flags: [0.1, 0, 0, 0, 0, 0, 0, 0, 0])
        let r = scoredRow(
            0, [.sleepHours: 8.5, .restingHR: 55, .hrvRatio: 0.1], flags: [.sleepMissing], estimated: [.hrvRatio])
        let score = try XCTUnwrap(FlowScorer(model: model).scoreAlone(r))
        let bars = Waterfall.bars(score, row: r)
        XCTAssertEqual(bars.first?.label, "usual day")
        XCTAssertEqual(bars.last?.label, "today")
        let steps = bars.dropFirst().dropLast()
        XCTAssertEqual(steps.map(\.label).last, "estimated inputs")
        XCTAssertEqual(bars[0].to + steps.reduce(0) { $0 + ($1.to - $1.from) }, bars.last!.to, accuracy: 1e-9)
        let unclamped = score.usualFlow + score.contributions.reduce(0) { $0 + $1.points }
        XCTAssertEqual(bars.last!.to, unclamped, accuracy: 1e-9)
        XCTAssertEqual(steps.count, 3)  // sleep, resting HR, then the estimated bar (HRV ratio and the flag)
        XCTAssertGreaterThanOrEqual(
            abs(steps[steps.startIndex].to - steps[steps.startIndex].from),
            abs(steps[steps.startIndex + 1].to - steps[steps.startIndex + 1].from))
    }
}
