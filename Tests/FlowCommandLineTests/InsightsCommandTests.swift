import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow insights` on the shipped sample: the text and the JSON say the same, and a check-in
/// file is required.
final class InsightsCommandTests: FolderTestCase {
    let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample")

    func testTheTextListsWhatTheJSONHolds() throws {
        let history = sample.appendingPathComponent("records.csv").path
        let checkins = sample.appendingPathComponent("checkins.csv").path
        let (code, t) = flow(["insights", "--history", history, "--checkins", checkins])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.hasPrefix("What your evenings go with the next morning"), t.out)
        let (jcode, j) = flow(["insights", "--history", history, "--checkins", checkins, "--json"])
        XCTAssertEqual(jcode, .success, j.err)
        let json = try JSONValue.parse(j.out)
        let shown = try XCTUnwrap(json["insights"]?.array)
        // Each shown insight is a line of the text, with its interval: one line per insight after the heading.
        for insight in shown {
            let sentence = try XCTUnwrap(insight["sentence"]?.string)
            XCTAssertTrue(t.out.contains("  " + sentence + " (95 % interval "), sentence)
            let n = [insight["with"]?["n"]?.number ?? 0, insight["without"]?["n"]?.number ?? 0]
            XCTAssertTrue(n.allSatisfy { $0 >= 5 }, "\(n)")  // the gate: 5 mornings on each side
            XCTAssertGreaterThanOrEqual(abs(insight["difference"]?.number ?? 0), 2)
        }
        let short = try XCTUnwrap(json["not_enough"]?.array)
        XCTAssertEqual(t.out.contains("Not enough days yet"), !short.isEmpty)
    }

    func testACheckinFileIsRequired() {
        let history = sample.appendingPathComponent("records.csv").path
        let (code, t) = flow(["insights", "--history", history])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("--checkins is required"), t.err)
    }
}
