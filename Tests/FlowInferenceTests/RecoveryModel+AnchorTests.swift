import FlowFeatures
import FlowInference
import FlowRecords
import FlowTestSupport
import XCTest

/// A model file's anchor and selection record: written and read back the same, each impossible
/// field of the anchor named.
final class RecoveryModelAnchorTests: XCTestCase {
    private func anchored() -> RecoveryModel {
        var model = handModel([
            ModelFeature(feature: .feature(.sleepHours), mean: 7, sd: 1, weight: -0.2, admitted: true)
        ])
        model.anchor = ModelAnchor(
            kind: .recent, mean: 2.8, sd: 0.6, weight: 0.45, level: 3.1, labels: 90,
            asOf: CalendarDay(year: 2026, month: 3, day: 1)!)
        model.selection = ModelSelection(
            mode: .auto, steps: [ModelSelection.Step(feature: .feature(.sleepHours), sseBefore: 40, sseAfter: 30)],
            anchorSSE: [.recent: 40, .mean: 44],
            sameDays: ModelSelection.SameDays(
                n: 60, rmse: 0.7, skillVsMean: 0.2, skillVsPersistence: 0.4, skillVsRecent: 0.1))
        return model
    }

    func testTheAnchorReadsBackAsWritten() throws {
        let model = anchored()
        let json = model.json
        XCTAssertEqual(json["anchor"]?["alpha"], .number(0.3))
        XCTAssertEqual(json["anchor"]?["as_of"], .string("2026-03-01"))
        let back = try RecoveryModel(text: json.text(), file: "m.json")
        XCTAssertEqual(back.anchor, model.anchor)
        XCTAssertEqual(back.selection, model.selection)
    }

    func testImpossibleFieldsAreNamed() throws {
        let json = anchored().json
        let anchor = try XCTUnwrap(json["anchor"])
        for (edited, field, problem) in [
            (anchor.setting("alpha", .number(0.5)), "anchor.alpha", "must be 0.3"),
            (anchor.setting("kind", .string("median")), "anchor.kind", "is 'median', expected recent or mean"),
            (anchor.setting("sd", .number(0)), "anchor.sd", "is 0 while the weight is not"),
            (anchor.setting("labels", .number(0)), "anchor.labels", "must be 1 or more"),
            (anchor.setting("as_of", .string("March")), "anchor.as_of", "is not a date YYYY-MM-DD"),
        ] {
            XCTAssertThrowsError(try RecoveryModel(text: json.setting("anchor", edited).text(), file: "m.json")) {
                XCTAssertEqual($0 as? ModelError, .invalid(file: "m.json", field: field, problem: problem))
            }
        }
    }
}
