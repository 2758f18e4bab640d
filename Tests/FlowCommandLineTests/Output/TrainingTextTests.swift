import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowCommandLine
@testable import FlowTraining

/// What `flow train` says of the model it wrote: the days and target, each weight in Flow points
/// per sd, how much the ratings carry over, what was admitted and by how much.
final class TrainingTextTests: XCTestCase {
    func testHowMuchRatingsCarryOver() {
        let day = CalendarDay(year: 2026, month: 3, day: 1)!
        func anchor(_ weight: Double) -> ModelAnchor {
            ModelAnchor(kind: .recent, mean: 3, sd: 0.5, weight: weight, level: 3, labels: 60, asOf: day)
        }
        // Weight per unit of anchor: 0.05 / 0.5 = 10 %: barely.
        XCTAssertEqual(
            TrainingText.carryOver(anchor(0.05), target: "stress"),
            "your stress barely carries over from day to day (10 %), so the model leans on your average")
        XCTAssertTrue(TrainingText.carryOver(anchor(0.2), target: "stress").contains("(40 %)"))
    }

    func testTheClassicSummary() throws {
        // Labels 1 + 0.5 · sleep hours over 20 days, sleep 6…10 h.
        let days = (0..<20).map {
            LabelledDay(row: row($0, [.sleepHours: 6 + Double($0 % 5)]), label: 1 + 0.5 * (6 + Double($0 % 5)))
        }
        let result = try Trainer.train(
            LabelledDays(days: days), features: [.sleepHours], target: TargetScale(), ridge: .fixed(0),
            settings: FeatureSettings(), toolVersion: "t")
        let text = TrainingText.summary(result, path: "m.json")
        XCTAssertTrue(
            text.hasPrefix("wrote m.json: 20 days, 2026-01-01 to 2026-01-20, target stress 1:5 higher-is-worse\n"), text
        )
        XCTAssertTrue(text.contains("lambda 0\n"), text)
        // Stress on 1-5, higher is worse: −25 Flow points per point of stress, times the weight per sd.
        let points = result.model.features[0].weight * -25
        XCTAssertTrue(
            text.contains(
                "  sleep_hours          " + (points >= 0 ? "+" : "") + NumberFormat.decimals(points, 1) + "\n"), text)
    }
}
