import FlowInference
import FlowRecords
import FlowStatistics
import XCTest

/// The skills and their intervals as every output with a verdict writes them.
final class VerdictJSONTests: XCTestCase {
    func testSkillsThenIntervalsNullWhereThereIsNone() {
        let verdict = Verdict(
            days: 30, meanRMSE: 1, persistenceRMSE: 1, recentRMSE: 1, skillVsMean: 0.5, skillVsPersistence: nil,
            skillVsRecent: -0.25, meanInterval: SkillInterval(lo: 0.25, hi: 0.75))
        let keys = Verdict.skillKeys(verdict)
        XCTAssertEqual(
            keys.map(\.0),
            [
                "skill_vs_mean", "skill_vs_persistence", "skill_vs_recent", "skill_vs_mean_interval",
                "skill_vs_persistence_interval", "skill_vs_recent_interval",
            ])
        XCTAssertEqual(
            keys.map(\.1), [.number(0.5), .null, .number(-0.25), .array([.number(0.25), .number(0.75)]), .null, .null])
        XCTAssertEqual(Verdict.skillKeys(nil).map(\.1), Array(repeating: .null, count: 6))
    }
}
