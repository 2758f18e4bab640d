import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow insights` on the shipped sample: the text and the JSON say the same, and a check-in
/// file is required unless the export holds a journal of its own.
final class InsightsCommandTests: FolderTestCase {
    let sample = TestPaths.packageRoot.appendingPathComponent("Datasets/sample")

    /// The text says what the JSON holds: the count of pairs tested and of findings first,
    /// each tested pair's sentence as a line, in the JSON's order; every tested pair has 10
    /// mornings on each side and a finding passes both gates.
    func testTheTextListsWhatTheJSONHolds() throws {
        let history = sample.appendingPathComponent("records.csv").path
        let checkins = sample.appendingPathComponent("checkins.csv").path
        let (code, t) = flow(["insights", "--history", history, "--checkins", checkins])
        XCTAssertEqual(code, .success, t.err)
        XCTAssertTrue(t.out.hasPrefix("What your evenings go with, in your own check-ins"), t.out)
        let (jcode, j) = flow(["insights", "--history", history, "--checkins", checkins, "--json"])
        XCTAssertEqual(jcode, .success, j.err)
        let json = try JSONValue.parse(j.out)
        let pairs = try XCTUnwrap(json["insights"]?.array)
        let tested = pairs.filter { $0["tested"] == .bool(true) }
        XCTAssertEqual(json["tested"]?.number, Double(tested.count))
        let findings = tested.filter { $0["finding"] == .bool(true) }
        XCTAssertEqual(json["findings"]?.number, Double(findings.count))
        let counts = "\(tested.count) pairs tested; \(findings.count) finding\(findings.count == 1 ? "" : "s")"
        XCTAssertTrue(t.out.contains(counts + " after allowing for chance\n"), t.out)
        var last = t.out.startIndex
        for pair in tested {
            let sentence = try XCTUnwrap(pair["sentence"]?.string)
            // As the text prints it: fitted to 100 columns, hanging under its first word.
            let at = try XCTUnwrap(t.out.range(of: fitted("  " + sentence, width: Console.fileWidth) + "\n"), sentence)
            XCTAssertGreaterThan(at.lowerBound, last, "in the JSON's order: \(sentence)")
            last = at.lowerBound
            let n = [pair["with"]?["n"]?.number ?? 0, pair["without"]?["n"]?.number ?? 0]
            XCTAssertTrue(n.allSatisfy { $0 >= 10 }, "\(n)")
        }
        for f in findings {
            XCTAssertLessThanOrEqual(f["p_adjusted"]?.number ?? 1, 0.05)
            XCTAssertTrue(f["sentence"]?.string?.hasSuffix("more than chance explains.") ?? false)
        }
        XCTAssertEqual(t.out.contains("Not enough days yet"), tested.count < pairs.count)
    }

    func testACheckinFileIsRequired() {
        let history = sample.appendingPathComponent("records.csv").path
        let (code, t) = flow(["insights", "--history", history])
        XCTAssertEqual(code, .usage)
        XCTAssertTrue(t.err.contains("--checkins is required"), t.err)
    }

    /// A WHOOP export's journal stands in for --checkins: every question is listed (here
    /// untested, short of days), and the same history given twice pools to one.
    func testAWhoopJournalListsEveryQuestion() throws {
        try WhoopFixture.write(to: path("whoop"))
        let (code, t) = flow(["insights", "--history", path("whoop"), "--json"])
        XCTAssertEqual(code, .success, t.err)
        let json = try JSONValue.parse(t.out)
        XCTAssertEqual(json["tested"]?.number, 0)
        let behaviours = Set((json["insights"]?.array ?? []).compactMap { $0["behaviour"]?.string })
        XCTAssertEqual(behaviours, ["have_any_alcoholic_drinks", "read_in_bed"])
        let (twice, p) = flow(["insights", "--history", path("whoop"), "--history", path("whoop")])
        XCTAssertEqual(twice, .success, p.err)
        // 4 nights × (in_bed + 5 totals) = 24, 3 cycles × (4 night values, resting HR, 2 scores) = 21,
        // 3 strains: 48 records, each found in both and kept once.
        XCTAssertTrue(p.err.contains("pooled 2 histories: 48 records, 48 found in more than one counted once"), p.err)
    }
}
