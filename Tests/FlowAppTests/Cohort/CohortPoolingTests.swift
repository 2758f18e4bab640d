import FlowInference
import FlowStatistics
import XCTest

@testable import FlowApp

/// Pooling hand-made people's squared errors, per target.
final class CohortPoolingTests: XCTestCase {
    private func run(
        _ person: String, n: Int, sse: Double, mean: Double, persistence: Double, recent: Double
    )
        -> CohortRun
    {
        CohortRun(
            person: person, target: "readiness", n: n, sse: sse, sseMean: mean, ssePersistence: persistence,
            sseRecent: recent, intervals: [:], reason: nil)
    }

    func testThreePeoplePooled() throws {
        // A: 20 days, SSE 10 against 20, 15, 12; B: 30 days, SSE 30 against 40, 25, 29; C: not evaluated.
        var a = run("a", n: 20, sse: 10, mean: 20, persistence: 15, recent: 12)
        // Above 0: A beats its recent level by its own interval.
        a.intervals = [.recent: SkillInterval(lo: 0.05, hi: 0.3)]
        let runs = [
            a,
            run("b", n: 30, sse: 30, mean: 40, persistence: 25, recent: 29),
            .notEvaluated("c", "readiness", "too few labelled days"),
        ]
        let pooled = try XCTUnwrap(CohortPool.pool(runs, targets: ["readiness", "soreness"]).first)
        XCTAssertEqual(pooled.people, 2)
        XCTAssertEqual(pooled.days, 50)
        // 1 − (10 + 30) / (20 + 40) = 1/3; against persistence 1 − 40/40 = 0; against recent 1 − 40/41.
        XCTAssertEqual(try XCTUnwrap(pooled.skills[.mean]), 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(pooled.skills[.persistence]), 0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(pooled.skills[.recent]), 1 - 40.0 / 41, accuracy: 1e-12)
        // A beats its recent level by its interval; B (no interval over its 30 days: one holding 0)
        // is level with it, though worse by 1 − 30/29 = −3.4 %, beyond 2 %.
        XCTAssertEqual(pooled.aboveRecent, 1)
        XCTAssertEqual(pooled.levelWithRecent, 1)
        XCTAssertEqual(pooled.tooFewDays, 0)
        XCTAssertEqual(pooled.worseThanRecentBy2Percent, 1)
        let soreness = CohortPool.pool(runs, targets: ["readiness", "soreness"])[1]
        XCTAssertEqual(soreness.people, 0)
        XCTAssertEqual(soreness.skills, [:])
    }

    /// FNV-1a (64 bits) of the folder name: the published vectors give "a" 0xaf63dc4c8601ec8c
    /// (shard 1 of 4: …8c is divisible by 4) and "foobar" 0x85944171f73967e8 (mod 3 = 0: shard 1).
    func testShardsOfAStatedHash() {
        XCTAssertEqual(RunCohort.shard(of: "a", count: 4), Int(0xaf63_dc4c_8601_ec8c as UInt64 % 4) + 1)
        XCTAssertEqual(RunCohort.shard(of: "a", count: 4), 1)
        XCTAssertEqual(RunCohort.shard(of: "foobar", count: 3), Int(0x8594_4171_f739_67e8 as UInt64 % 3) + 1)
        XCTAssertEqual(RunCohort.shard(of: "p01", count: 2), 1)
        XCTAssertEqual(RunCohort.shard(of: "p02", count: 2), 2)
        XCTAssertEqual(RunCohort.shard(of: "anything", count: 1), 1)
    }
}
