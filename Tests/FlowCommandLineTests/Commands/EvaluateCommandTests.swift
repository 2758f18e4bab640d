import FlowInference
import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow evaluate` through the command line against the independent implementation's vectors:
/// the nested run by default, a stored anchored model refitted in every fold, the classic
/// evaluation (moved here from the anchored-model suite, unchanged).
final class EvaluateCommandTests: FolderTestCase {
    func testEvaluateWithTheDefaultsIsTheNestedRun() throws {
        let g = try golden()
        let (code, t) = flow(["evaluate", "--history", g.records, "--labels", g.labels, "--json", "-q"])
        XCTAssertEqual(code, .success, t.err)
        assertMatchesGolden(try JSONValue.parse(t.out), try JSONValue.parse(try goldenText("evaluate-anchored.json")))
    }

    /// A stored anchored model refitted in every fold. In sample, the model as it is on its own
    /// training days gives the training fit's numbers again (R² 0.4929, RMSE 0.4525, MAE 0.3668);
    /// the reference file's in-sample r2, rmse and mae are left out: its MAE, 2.7617, is the
    /// anchor's mean, as if the intercept had been left out of ŷ.
    func testEvaluateAStoredModelRefitsItsAnchorFeaturesAndLambda() throws {
        let g = try golden()
        let (code, t) = flow([
            "evaluate", "--history", g.records, "--labels", g.labels, "--model", g.model, "--json", "-q",
        ])
        XCTAssertEqual(code, .success, t.err)
        let ours = try JSONValue.parse(t.out)
        assertMatchesGolden(
            ours, try JSONValue.parse(try goldenText("evaluate-model-anchored.json")), skip: ["r2", "rmse", "mae"])
        let training = try JSONValue.parse(try goldenText("model-anchored.json"))["training"]
        for key in ["r2", "rmse", "mae"] {
            assertClose(ours["in_sample"]?[key]?.number, training?[key]?.number, relative: 1e-8, key)
        }
        XCTAssertEqual(ours["rolling"]?["n"]?.number, 99)
    }

    /// The classic evaluation through the command line: `--anchor none --select all --ridge 0`
    /// gives golden `evaluate-ridge-0.json` (standard errors and every rolling day included).
    func testTheClassicEvaluationUnderAnchorNoneSelectAll() throws {
        let g = try golden()
        let (code, t) = flow([
            "evaluate", "--history", g.records, "--labels", g.labels, "--anchor", "none", "--select", "all", "--ridge",
            "0",
            "--json", "-q",
        ])
        XCTAssertEqual(code, .success, t.err)
        assertMatchesGolden(
            try JSONValue.parse(t.out), try JSONValue.parse(try goldenText("evaluate-ridge-0.json")),
            skip: ["ridge_auto", "dropped_why"])
    }
}
