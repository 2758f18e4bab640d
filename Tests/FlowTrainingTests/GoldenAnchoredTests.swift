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
            days, candidates: Trainer.defaultFeatures.map { .feature($0) }, kind: .recent, mode: .auto, ridge: nil,
            target: TargetScale(),
            settings: FeatureSettings(), toolVersion: "test"
        ).model
        try assertModel(ours, equals: "model-anchored.json")
        // The anchor, the admissions and the selection record: the model file's own JSON, compared
        // key by key at the model tolerance.
        let mine = ours.json
        for key in ["anchor", "selection"] {
            assertMatchesGolden(try XCTUnwrap(mine[key]), try XCTUnwrap(theirs[key]), relative: 1e-8)
        }
        XCTAssertEqual(ours.features.map(\.admitted), reference.features.map(\.admitted))
        // The file round-trips.
        let back = try RecoveryModel(text: ours.json.text(), file: "ours.json")
        XCTAssertEqual(back, ours)
    }
}
