import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowCommandLine

/// `flow cohort` and `flow cohort merge` through the command line: the text, the JSON, the
/// database, the shards merged, and the words refused.
final class CohortCommandTests: FolderTestCase {
    /// Two simulated people of `flow simulate` (60 days, seeds 1 and 2), each a records CSV and labels.
    private func people() throws -> String {
        for (k, name) in ["ann", "bob"].enumerated() {
            let out = path("people/\(name)")
            let (code, t) = flow(["simulate", "--days", "60", "--seed", "\(k + 1)", "--out", out])
            XCTAssertEqual(code, .success, t.err)
        }
        return path("people")
    }

    func testARunItsJSONAndItsShardsMerged() throws {
        let folder = try people()
        let words = ["cohort", "--people", folder, "--labels-name", "labels.csv", "--jobs", "2"]
        let (code, t) = flow(words + ["--json", "--out", path("all.sqlite")])
        XCTAssertEqual(code, .success, t.err)
        let json = try JSONValue.parse(t.out)
        guard case .array(let rows)? = json["people"], case .array(let pooled)? = json["pooled"] else {
            return XCTFail(t.out)
        }
        XCTAssertEqual(rows.map { $0["person"] }, [.string("ann"), .string("bob")])
        // The pooled days are the people's days together.
        let days = rows.compactMap { $0["n"]?.number }.reduce(0, +)
        XCTAssertEqual(pooled.first?["days"]?.number, days)
        XCTAssertEqual(pooled.first?["people"]?.number, 2)

        for shard in ["1/2", "2/2"] {
            let out = path("shard-\(shard.prefix(1)).sqlite")
            XCTAssertEqual(flow(words + ["--shard", shard, "--out", out]).0, .success)
        }
        let (merged, m) = flow([
            "cohort", "merge", path("shard-1.sqlite"), path("shard-2.sqlite"), "--out", path("m.sqlite"), "--json",
        ])
        XCTAssertEqual(merged, .success, m.err)
        // The merged cohort prints what the whole run printed.
        XCTAssertEqual(try JSONValue.parse(m.out), json)
        XCTAssertEqual(
            flow(words).1.out,
            flow(["cohort", "merge", path("shard-1.sqlite"), path("shard-2.sqlite"), "--out", path("m2.sqlite")]).1.out)
    }

    func testWordsRefused() {
        XCTAssertEqual(flow(["cohort", "--labels-name", "l.csv"]).0, .usage)
        XCTAssertEqual(flow(["cohort", "people", "--people", path("."), "--labels-name", "l.csv"]).0, .usage)
        XCTAssertEqual(flow(["cohort", "merge", "--out", path("x.sqlite")]).0, .usage)
        XCTAssertEqual(flow(["cohort", "--people", path("."), "--labels-name", "l.csv", "--jobs", "0"]).0, .usage)
        XCTAssertEqual(flow(["cohort", "--people", path("none"), "--labels-name", "l.csv"]).0, .noInput)
    }
}
