import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import FlowTraining
import XCTest

@testable import FlowCommandLine

/// An evaluation in words and JSON: the rolling origin's errors, its days, the states table;
/// none at all said plainly.
final class EvaluationTextTests: XCTestCase {
    /// Three predicted days of a 1-5 stress target (higher is worse): labels 1, 3, 5, predictions 2, 3, 4.
    private func rolling() -> RollingOrigin {
        let labels = [1.0, 3, 5]
        let predictions = labels.enumerated().map { k, y in
            RollingPrediction(
                day: LabelledDay(row: row(k), label: y), predicted: [2.0, 3, 4][k], meanBaseline: 3, persistence: 3,
                recent: 3)
        }
        return RollingOrigin(predictions: predictions, target: TargetScale())
    }

    func testTheRollingOriginInWords() {
        let text = EvaluationText.rollingText(rolling(), optimistic: true)
        // Errors −1, 0, 1: RMSE √(2/3) = 0.816, MAE 2/3 = 0.667.
        XCTAssertTrue(
            text.contains(
                "Rolling origin, 3 days each predicted from the days before it:\n  RMSE 0.816, MAE 0.667 "
                    + "(optimistic: the same RMSE chose lambda)\n"), text)
        XCTAssertTrue(text.contains("States (rows: actual from the label, columns: predicted):"))
        XCTAssertEqual(
            EvaluationText.rollingText(nil, optimistic: false),
            "\nRolling origin: no day has 28 usable labelled days before it, so nothing was predicted out of sample.\n")
    }

    func testTheRollingOriginAsJSON() {
        let json = EvaluationText.rolling(rolling())
        XCTAssertEqual(json["n"], .number(3))
        XCTAssertEqual(json["mae"], .number(2.0 / 3))
        guard case .array(let days)? = json["days"] else { return XCTFail("no days") }
        XCTAssertEqual(days.map { $0["predicted"] }, [.number(2), .number(3), .number(4)])
        XCTAssertEqual(days[0]["date"], .string("2026-01-01"))
        // Fewer than 10 days: no interval, the skill keys there and null.
        XCTAssertEqual(json["skill_vs_mean_interval"], .null)
    }
}
