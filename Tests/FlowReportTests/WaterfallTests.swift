import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowReport

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

    /// The drawing: its 0-100 scale ticked every 25 and named; on a desk each label stands left
    /// of its bar, on a phone (under 500 units) above it, so the bars keep the whole width.
    func testTheScaleAndThePhonesLayout() {
        let bars = [
            WaterfallBar(label: "usual day", from: 0, to: 60, isLevel: true),
            WaterfallBar(label: "Sleep duration", from: 60, to: 70, isLevel: false),
            WaterfallBar(label: "today", from: 0, to: 70, isLevel: true),
        ]
        let desk = Waterfall.svg(bars, width: 620).markup
        for tick in ["0", "25", "50", "75", "100"] { XCTAssertTrue(desk.contains(">\(tick)</text>"), tick) }
        XCTAssertTrue(desk.contains(">Recovery Flow, 0-100</text>"))
        // Desk: labels end at the widest label's room, 14 characters × 7.2 + 14 = 114.8, less 6.
        XCTAssertTrue(desk.contains("x=\"108.8\" y=\"13.0\" text-anchor=\"end\">usual day</text>"), desk)
        // Phone: the label starts at 8 on its own line; the bar below it, from x(0) = 8.
        let phone = Waterfall.svg(bars, width: 340).markup
        XCTAssertTrue(phone.contains("x=\"8.0\" y=\"14.0\" text-anchor=\"start\">usual day</text>"), phone)
        XCTAssertTrue(phone.contains("x=\"8.0\" y=\"18.0\""), phone)
        XCTAssertTrue(phone.contains("viewBox=\"0 0 340.0 "), phone)
    }
}
