import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// SPEC 16 worked by hand on small tables.
final class AnchoredTrainerTests: XCTestCase {

    /// With no signal, every λ leaves the anchor alone with the same SSE: the tie goes to the
    /// smallest λ. With fewer than 29 usable days nothing can be tested.
    func testRidgeAutoTiesGoToTheSmallerLambdaAndShortHistoriesAdmitNothing() throws {
        let days = (0..<60).map { k in
            LabelledDay(row: row(k, [.steps: 8000 + cos(Double(k) * 2.7) * 3000]), label: 3 + sin(Double(k) * 1.1))
        }
        let auto = try AnchoredTrainer.train(
            LabelledDays(days: days), candidates: [.feature(.steps)], kind: .recent, mode: .auto, ridge: .auto,
            target: TargetScale(), settings: FeatureSettings(), toolVersion: "t")
        XCTAssertTrue(auto.model.features.allSatisfy { $0.admitted == false })
        XCTAssertEqual(auto.model.lambda, 0)
        let short = try AnchoredTrainer.train(
            LabelledDays(days: Array(days.prefix(28))), candidates: [.feature(.steps)], kind: .mean, mode: .auto,
            ridge: nil,
            target: TargetScale(), settings: FeatureSettings(), toolVersion: "t")
        XCTAssertTrue(short.model.features.allSatisfy { $0.admitted == false })
        XCTAssertNil(short.nested)
        XCTAssertEqual(short.model.anchor?.kind, .mean)
    }

    /// The nested verdict of a 45-day history equals rerunning the whole procedure (admission
    /// and the final dgelsd fit) on the days before each evaluated day and predicting it.
    func testTheNestedRunEqualsABruteForceRerun() throws {
        let days = (0..<45).map { k -> LabelledDay in
            let sleep = 7 + sin(Double(k) * 1.3) * 1.5
            let hrv = 0.2 * cos(Double(k) * 0.8)
            return LabelledDay(
                row: row(k, [.sleepHours: sleep, .hrvRatio: hrv]),
                label: 3 - 0.4 * (sleep - 7) + 0.5 * hrv + 0.2 * sin(Double(k) * 2.1))
        }
        let candidates: [Signal] = [.feature(.sleepHours), .feature(.hrvRatio)]
        let nested = try XCTUnwrap(
            try AnchoredTrainer.train(
                LabelledDays(days: days), candidates: candidates, kind: .recent, mode: .auto, ridge: .fixed(3),
                target: TargetScale(), settings: FeatureSettings(), toolVersion: "t"
            ).nested)
        XCTAssertEqual(nested.n, 45 - 28)
        try assertNestedEqualsRerun(nested, days: days, candidates: candidates, lambda: 3)
    }
}

extension XCTestCase {
    /// Each day t of a nested rolling origin (from the 28th) equals rerunning the whole
    /// procedure (admission and the final dgelsd fit, recent anchor) on days 0…t−1 and
    /// predicting day t with the anchor of the labels before it.
    func assertNestedEqualsRerun(
        _ nested: RollingOrigin, days: [LabelledDay], candidates: [Signal], lambda: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for (k, t) in (28..<days.count).enumerated() {
            let model = try AnchoredTrainer.train(
                LabelledDays(days: Array(days.prefix(t))), candidates: candidates, kind: .recent, mode: .auto,
                ridge: .fixed(lambda), target: TargetScale(), settings: FeatureSettings(), toolVersion: "t"
            ).model
            let anchor = try XCTUnwrap(AnchorKind.recent.anchors(days.prefix(t + 1).map(\.label))[t])
            let brute = model.predict(days[t].row) + (model.anchor?.part(anchor) ?? 0)
            XCTAssertEqual(
                nested.predictions[k].predicted, brute, accuracy: 1e-9, "day \(t)", file: file, line: line)
        }
    }
}
