import FlowApp
import FlowDatabase
import FlowInference
import FlowRecords
import FlowStatistics
import XCTest

/// A cohort's rows written the same way in JSON and in the database, from one description.
final class CohortTablesTests: XCTestCase {
    func testAPooledRowIsTheSameInJSONAndTheDatabase() {
        var pool = CohortPool(
            target: "stress", people: 3, days: 240, skills: [.mean: 0.25, .recent: -0.5], aboveRecent: 1,
            worseThanRecentBy2Percent: 2)
        pool.intervals = [.mean: SkillInterval(lo: 0.125, hi: 0.375)]
        (pool.levelWithRecent, pool.tooFewDays) = (1, 1)
        let json = CohortTables.poolColumns.json(pool)
        XCTAssertEqual(
            json,
            .object([
                ("target", .string("stress")), ("people", .number(3)), ("days", .number(240)),
                ("skill_vs_mean", .number(0.25)), ("skill_vs_persistence", .null), ("skill_vs_recent", .number(-0.5)),
                ("skill_vs_mean_lo", .number(0.125)), ("skill_vs_mean_hi", .number(0.375)),
                ("skill_vs_persistence_lo", .null), ("skill_vs_persistence_hi", .null), ("skill_vs_recent_lo", .null),
                ("skill_vs_recent_hi", .null), ("above_recent", .number(1)), ("level_with_recent", .number(1)),
                ("too_few_days", .number(1)), ("worse_than_recent_by_2pct", .number(2)),
            ]))
        let table = DatabaseTable(name: "pooled", columns: CohortTables.poolColumns, key: ["target"], rows: [pool])
        XCTAssertEqual(table.columns.map(\.name), CohortTables.poolColumns.map(\.name))
        XCTAssertEqual(
            table.rows,
            [
                [
                    .text("stress"), .integer(3), .integer(240), .real(0.25), .null, .real(-0.5), .real(0.125),
                    .real(0.375),
                    .null, .null, .null, .null, .integer(1), .integer(1), .integer(1), .integer(2),
                ]
            ])
    }

    func testARunKeepsItsIntervalsAndAPersonNotEvaluatedItsReason() {
        var run = CohortRun.notEvaluated("p01", "stress", "")
        (run.n, run.sse, run.sseMean, run.ssePersistence, run.sseRecent) = (10, 5, 10, 20, 4)
        run.reason = nil
        run.intervals = [.mean: SkillInterval(lo: 0.125, hi: 0.875)]
        let rows = DatabaseTable(name: "runs", columns: CohortTables.runColumns, key: [], rows: [run]).rows[0]
        let cells = Dictionary(uniqueKeysWithValues: zip(CohortTables.runColumns.map(\.name), rows))
        // 1 − 5/10, 1 − 5/20, 1 − 5/4 as given; the mean's interval kept, the others empty.
        XCTAssertEqual(cells["skill_vs_mean"], .real(0.5))
        XCTAssertEqual(cells["skill_vs_recent"], .real(-0.25))
        XCTAssertEqual(cells["skill_vs_mean_lo"], .real(0.125))
        XCTAssertEqual(cells["skill_vs_mean_hi"], .real(0.875))
        XCTAssertEqual(cells["skill_vs_recent_lo"], .null)
        XCTAssertEqual(cells["reason"], .null)
        let missing = CohortRun.notEvaluated("p02", "stress", "no labels file labels.csv")
        let other = DatabaseTable(name: "runs", columns: CohortTables.runColumns, key: [], rows: [missing]).rows[0]
        XCTAssertEqual(other.last, .text("no labels file labels.csv"))
        XCTAssertEqual(other[2], .integer(0))
    }
}
