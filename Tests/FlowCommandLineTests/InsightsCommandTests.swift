import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow insights` on the shipped sample: the text and the JSON say the same, and a check-in
/// file is required unless the export holds a journal of its own.
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

    /// A WHOOP export's journal stands in for --checkins: every question is listed (here
    /// still short of days), and the same history given twice pools to one.
    func testAWhoopJournalListsEveryQuestion() throws {
        try WhoopFixture.write(to: path("whoop"))
        let (code, t) = flow(["insights", "--history", path("whoop"), "--json"])
        XCTAssertEqual(code, .success, t.err)
        let json = try JSONValue.parse(t.out)
        let behaviours = Set((json["not_enough"]?.array ?? []).compactMap { $0["behaviour"]?.string })
        XCTAssertEqual(behaviours, ["have_any_alcoholic_drinks", "read_in_bed"])
        let (twice, p) = flow(["insights", "--history", path("whoop"), "--history", path("whoop")])
        XCTAssertEqual(twice, .success, p.err)
        // 4 nights × (in_bed + 5 totals) = 24, 3 cycles × (4 night values, resting HR, 2 scores) = 21,
        // 3 strains: 48 records, each found in both and kept once.
        XCTAssertTrue(p.err.contains("pooled 2 histories: 48 records, 48 found in more than one counted once"), p.err)
    }
}
