import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowTraining

/// SPEC 16 worked by hand on small tables.
final class AnchoredTrainerTests: XCTestCase {
    /// Labels 2, 4, 3: recent anchors –, 2, 0.3·4 + 0.7·2 = 2.6; mean anchors –, 2, 3.
    func testAnchorsOfThreeLabels() {
        let recent = AnchorKind.recent.anchors([2, 4, 3])
        XCTAssertNil(recent[0])
        XCTAssertEqual(recent[1], 2)
        XCTAssertEqual(recent[2] ?? 0, 2.6, accuracy: 1e-12)
        XCTAssertEqual(AnchorKind.mean.anchors([2, 4, 3]), [nil, 2, 3])
        XCTAssertEqual(AnchorKind.recent.level(after: [2, 4, 3]) ?? 0, 0.3 * 3 + 0.7 * 2.6, accuracy: 1e-12)
    }

    /// Four fitted days whose label is 2 + anchor. With z the standardised anchor (sample sd),
    /// Σz² = n − 1 = 3 and Σz(y − ȳ) = s_a·Σz², so b = s_a·3 / (3 + 1) and c = ȳ.
    func testTheCalibratedAnchorOnFourDays() throws {
        let anchors: [Double?] = [nil, 1, 2, 4, 5]
        let labels = [0.0] + anchors.dropFirst().map { 2 + ($0 ?? 0) }
        let days = labels.enumerated().map { LabelledDay(row: row($0.offset), label: $0.element) }
        let fit = try AnchoredFit.fit(days: days, anchors: anchors, features: [], lambda: 100)
        let squares: Double = 4 + 1 + 1 + 4  // (1 − 3)², (2 − 3)², (4 − 3)², (5 − 3)²
        let sd = (squares / 3).squareRoot()
        XCTAssertEqual(fit.anchorMean, 3, accuracy: 1e-12)
        XCTAssertEqual(fit.anchorSD, sd, accuracy: 1e-12)
        XCTAssertEqual(fit.intercept, 5, accuracy: 1e-9)  // the labels 3, 4, 6, 7
        XCTAssertEqual(fit.anchorWeight, sd * 3 / 4, accuracy: 1e-9)
    }

    /// An anchor that varies by floating-point noise only is left out: b = 0.
    func testANoisyConstantAnchorIsLeftOut() throws {
        let anchors: [Double?] = [nil, 2, 2 + 1e-12, 2, 2 - 1e-12]
        let days = [1.0, 2, 3, 2, 1].enumerated().map { LabelledDay(row: row($0.offset), label: $0.element) }
        let fit = try AnchoredFit.fit(days: days, anchors: anchors, features: [], lambda: 100)
        XCTAssertEqual(fit.anchorWeight, 0)
        XCTAssertEqual(fit.intercept, 2, accuracy: 1e-9)
    }

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
