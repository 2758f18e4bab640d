import FlowApp
import FlowInference
import FlowRecords
import FlowStatistics
import XCTest

@testable import FlowCommandLine

/// How `flow cohort` prints a hand-made result: a line per person-target, the pooled line, the
/// people without labels named and counted, the people who could not be read counted.
final class CohortTextTests: XCTestCase {
    private func result() -> RunCohort.Result {
        var a = CohortRun.notEvaluated("p01", "stress", "")
        (a.n, a.sse, a.sseMean, a.ssePersistence, a.sseRecent, a.reason) = (20, 10, 20, 40, 8, nil)
        // Skills 1 − 10/20, 1 − 10/40, 1 − 10/8.
        a.intervals = [.mean: SkillInterval(lo: 0.25, hi: 0.75)]
        let b = CohortRun.notEvaluated("p02", "stress", "no labels file labels.csv")
        let c = CohortRun.notEvaluated("p03", "stress", "no labels file labels.csv")
        return RunCohort.Result(runs: [a, b, c], targets: ["stress"], failed: [("p04", "p04/records.csv:1: bad")])
    }

    func testTheText() {
        XCTAssertEqual(
            CohortText.text(result()),
            """
            p01 stress: 20 days; vs mean +0.50 [+0.25, +0.75], vs persistence +0.75, vs recent −0.25
            p02 stress: not evaluated (no labels file labels.csv)
            p03 stress: not evaluated (no labels file labels.csv)
            pooled stress: 1 person (20 days); vs mean +0.50, vs persistence +0.75, vs recent −0.25; \
            0 above their recent level, 1 worse by more than 2 %
            no labels file for 2 people: p02, p03
            p04: could not be read: p04/records.csv:1: bad
            1 could not be read

            """)
    }

    func testTheJSONPoolsAsTheDatabaseDoes() {
        guard case .object(let top) = CohortText.json(result()) else { return XCTFail("not an object") }
        let pooled = top.first { $0.0 == "pooled" }?.1
        let runs = result()
        XCTAssertEqual(pooled, .array(runs.pooled.map { CohortTables.poolColumns.json($0) }))
        guard case .array(let people) = top.first(where: { $0.0 == "people" })?.1 else { return XCTFail("no people") }
        XCTAssertEqual(
            people[1],
            .object([
                ("person", .string("p02")), ("target", .string("stress")), ("n", .number(0)),
                ("reason", .string("no labels file labels.csv")),
            ]))
    }
}
