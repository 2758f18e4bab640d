import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTestSupport
import FlowTraining
import Foundation
import XCTest

/// The anchored model of SPEC 16 against the independent implementation's
/// `model-anchored.json` (train with the defaults: recent anchor, admission, λ 100).
extension GoldenTrainingTests {
    func testTheDefaultAnchoredModelMatches() throws {
        let days = try goldenDays()
        let theirs = try JSONValue.parse(String(contentsOf: try goldenFile("model-anchored.json"), encoding: .utf8))
        let reference = try RecoveryModel(json: theirs, file: "model-anchored.json")
        let ours = try AnchoredTrainer.train(
            days, candidates: Trainer.defaultFeatures, kind: .recent, mode: .auto, ridge: nil, target: TargetScale(),
            settings: FeatureSettings(), toolVersion: "test"
        ).model
        try assertModel(ours, equals: "model-anchored.json")
        let a = try XCTUnwrap(ours.anchor)
        let b = try XCTUnwrap(reference.anchor)
        XCTAssertEqual(a.kind, b.kind)
        assertClose(a.mean, b.mean, relative: 1e-8, "anchor.mean")
        assertClose(a.sd, b.sd, relative: 1e-8, "anchor.sd")
        assertClose(a.weight, b.weight, relative: 1e-8, "anchor.weight")
        assertClose(a.level, b.level, relative: 1e-8, "anchor.level")
        XCTAssertEqual(a.labels, b.labels)
        XCTAssertEqual(a.asOf, b.asOf)
        XCTAssertEqual(ours.features.map(\.admitted), reference.features.map(\.admitted))
        let s = try XCTUnwrap(ours.selection)
        let r = try XCTUnwrap(reference.selection)
        XCTAssertEqual(s.steps.map(\.feature), r.steps.map(\.feature))
        for (x, y) in zip(s.steps, r.steps) {
            assertClose(x.sseBefore, y.sseBefore, relative: 1e-8, "\(x.feature) sse_before")
            assertClose(x.sseAfter, y.sseAfter, relative: 1e-8, "\(x.feature) sse_after")
        }
        for kind in AnchorKind.allCases {
            assertClose(s.anchorSSE[kind], r.anchorSSE[kind], relative: 1e-8, "anchor_sse")
        }
        let x = try XCTUnwrap(s.sameDays)
        let y = try XCTUnwrap(r.sameDays)
        XCTAssertEqual(x.n, y.n)
        assertClose(x.rmse, y.rmse, relative: 1e-8, "same_days.rmse")
        assertClose(x.skillVsMean, y.skillVsMean, relative: 1e-6, "same_days.skill_vs_mean")
        assertClose(x.skillVsRecent, y.skillVsRecent, relative: 1e-6, "same_days.skill_vs_recent")
        // The file round-trips.
        let back = try RecoveryModel(text: ours.json.text(), file: "ours.json")
        XCTAssertEqual(back, ours)
    }
}
