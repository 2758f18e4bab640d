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
        // n·V of 80 against each baseline: with one person the pooled interval is
        // −(Σd ± q·√80)/SSE_b, q = 1.729133 (Student's t, 0.95, 19 df, from a table): Σd = SSE − SSE_b
        // is −10, −30 and 2, so [−0.27, +1.27], [+0.36, +1.14] and [−2.18, +1.68].
        a.variances = [.mean: 80, .persistence: 80, .recent: 80]
        let b = CohortRun.notEvaluated("p02", "stress", "no labels file labels.csv")
        let c = CohortRun.notEvaluated("p03", "stress", "no labels file labels.csv")
        return RunCohort.Result(runs: [a, b, c], targets: ["stress"], failed: [("p04", "p04/records.csv:1: bad")])
    }

    func testTheText() {
        XCTAssertEqual(
            CohortText.text(result()),
            """
            p01 stress: 20 days; vs mean +0.50 [+0.25, +0.75]: beats, vs persistence +0.75: cannot tell apart, \
            vs recent −0.25: cannot tell apart
            p02 stress: not evaluated (no labels file labels.csv)
            p03 stress: not evaluated (no labels file labels.csv)
            pooled stress: 1 person (20 days); vs your average +0.50 [−0.27, +1.27]: cannot tell apart, \
            vs yesterday's label +0.75 [+0.36, +1.14]: beats, vs your recent level −0.25 [−2.18, +1.68]: cannot tell \
            apart; beat their recent level by their own interval: 0, level with it: 1, too few days to judge: 0; \
            1 worse than it by more than 2 %
            no labels file for 2 people: p02, p03
            p04: could not be read: p04/records.csv:1: bad
            1 could not be read

            """)
    }

    func testTheJSONPoolsAsTheDatabaseDoes() {
        guard case .object(let top) = CohortText.json(result()) else { return XCTFail("not an object") }
        let pooled = top.first { $0.0 == "pooled" }?.1
        let runs = result()
        guard case .array(let rows) = pooled, case .object(let row) = rows.first else {
            return XCTFail("no pooled row")
        }
        // The database's columns, each interval as `[lo, hi]` beside its skill as in each person's row.
        let database = CohortTables.poolColumns.map(\.name).filter { !$0.hasSuffix("_lo") && !$0.hasSuffix("_hi") }
        XCTAssertEqual(
            row.map(\.0),
            database + ["skill_vs_mean_interval", "skill_vs_persistence_interval", "skill_vs_recent_interval"])
        XCTAssertEqual(
            row.first { $0.0 == "skill_vs_persistence_interval" }?.1,
            SkillInterval.json(runs.pooled[0].intervals[.persistence]))
        XCTAssertEqual(runs.pooled[0].intervals[.persistence]?.lo ?? 0, 0.363354149, accuracy: 1e-8)
        guard case .array(let people) = top.first(where: { $0.0 == "people" })?.1 else { return XCTFail("no people") }
        XCTAssertEqual(
            people[1],
            .object([
                ("person", .string("p02")), ("target", .string("stress")), ("n", .number(0)),
                ("reason", .string("no labels file labels.csv")),
            ]))
    }

    /// A person with fewer than 10 days predicted: each skill said with evaluate's words.
    func testFewDaysAreTooFewToJudge() {
        var run = CohortRun.notEvaluated("p09", "mood", "")
        (run.n, run.sse, run.sseMean, run.ssePersistence, run.sseRecent, run.reason) = (5, 2, 4, 4, 4, nil)
        let text = CohortText.text(RunCohort.Result(runs: [run], targets: ["mood"], failed: []))
        XCTAssertTrue(
            text.hasPrefix(
                "p09 mood: 5 days; vs mean +0.50: too few days to judge (5), vs persistence +0.50: too few days to "
                    + "judge (5), vs recent +0.50: too few days to judge (5)\n"), text)
        XCTAssertTrue(text.contains("too few days to judge: 1;"), text)
    }
}
