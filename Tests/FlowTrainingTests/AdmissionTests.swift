import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// Admission of features: a strict ten per cent cut, a signal admitted and noise not, at most six
/// (moved here from the trainer's suite, unchanged).
final class AdmissionTests: XCTestCase {
    func testTheThresholdIsAStrictTenPercentCut() {
        XCTAssertFalse(Admission.admits(90, over: 100))
        XCTAssertTrue(Admission.admits(89.999, over: 100))
        XCTAssertFalse(Admission.admits(95, over: 100))
    }

    /// 80 days: the label follows sleep hours (plus a small deterministic wobble); steps wander
    /// with no bearing on it. Sleep is admitted, steps are not.
    func testASignalIsAdmittedAndNoiseIsNot() throws {
        let days = (0..<80).map { k -> LabelledDay in
            let sleep = 7 + sin(Double(k) * 1.3) * 1.5
            let steps = 8000 + cos(Double(k) * 2.7 + 1) * 3000
            let wobble = sin(Double(k) * 0.7 + 0.3) * 0.1
            return LabelledDay(row: row(k, [.sleepHours: sleep, .steps: steps]), label: 3 - 0.5 * (sleep - 7) + wobble)
        }
        let t = try AnchoredTrainer.train(
            LabelledDays(days: days), candidates: [.feature(.sleepHours), .feature(.steps)], kind: .recent, mode: .auto,
            ridge: nil,
            target: TargetScale(), settings: FeatureSettings(), toolVersion: "t")
        XCTAssertEqual(t.model.features.filter { $0.admitted == true }.map(\.feature), [.feature(.sleepHours)])
        XCTAssertEqual(t.model.selection?.steps.map(\.feature), [.feature(.sleepHours)])
        XCTAssertLessThan(
            t.model.selection?.steps.first?.sseAfter ?? 1, 0.9 * (t.model.selection?.steps.first?.sseBefore ?? 0))
        XCTAssertEqual(t.model.fileVersion, 2)
        XCTAssertEqual(try RecoveryModel(text: t.model.json.text(), file: "m.json"), t.model)
    }

    /// Seven features each carrying an equal share of the label: at most six are admitted.
    func testNoMoreThanSixAreAdmitted() throws {
        let signal: [Feature] = [
            .sleepHours, .sleepEfficiency, .deepShare, .remShare, .wakeCount, .steps, .activeHours,
        ]
        let days = (0..<120).map { k -> LabelledDay in
            var values: [Feature: Double] = [:]
            var y = 3.0
            for (j, f) in signal.enumerated() {
                let z = sin(Double(k) * (0.9 + 0.37 * Double(j)) + Double(j))
                values[f] = f.baseline(sleepNeedHours: 8) + 0.01 * z
                y += 0.3 * z
            }
            return LabelledDay(row: row(k, values), label: y)
        }
        let t = try AnchoredTrainer.train(
            LabelledDays(days: days), candidates: signal.map { .feature($0) }, kind: .recent, mode: .auto,
            ridge: .fixed(0),
            target: TargetScale(lo: -5, hi: 10), settings: FeatureSettings(), toolVersion: "t")
        XCTAssertEqual(t.model.features.filter { $0.admitted == true }.count, ModelSelection.maximum)
    }
}
