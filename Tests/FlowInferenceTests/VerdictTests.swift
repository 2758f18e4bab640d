import FlowInference
import FlowStatistics
import XCTest

/// A verdict read per baseline, and judged by each skill's interval rather than its sign.
final class VerdictTests: XCTestCase {
    private let verdict = Verdict(
        days: 40, meanRMSE: 1, persistenceRMSE: 2, recentRMSE: 3, skillVsMean: 0.25, skillVsPersistence: -0.5,
        skillVsRecent: 0.05, meanInterval: SkillInterval(lo: 0.1, hi: 0.4),
        persistenceInterval: SkillInterval(lo: -0.8, hi: -0.2), recentInterval: SkillInterval(lo: -0.1, hi: 0.2))

    func testEachBaselinesNumbers() {
        XCTAssertEqual(VerdictBaseline.allCases.map { verdict.rmse($0) }, [1, 2, 3])
        XCTAssertEqual(VerdictBaseline.allCases.map { verdict.skill($0) }, [0.25, -0.5, 0.05])
        XCTAssertEqual(verdict.interval(.persistence), SkillInterval(lo: -0.8, hi: -0.2))
        XCTAssertEqual(VerdictBaseline.allCases.map(\.key), ["mean", "persistence", "recent"])
        XCTAssertEqual(VerdictBaseline.recent.phrase, "your recent level")
        XCTAssertEqual(VerdictBaseline.persistence.pick(mean: 1, persistence: 2, recent: 3), 2)
    }

    func testJudgedByTheWholeInterval() {
        XCTAssertEqual(verdict.judgement(.mean), .beats)
        XCTAssertEqual(verdict.judgement(.persistence), .worse)
        // A positive skill whose interval holds 0 beats nothing.
        XCTAssertEqual(verdict.judgement(.recent), .cannotTellApart)
        XCTAssertTrue(verdict.beatsAverage)
        var short = verdict
        short.days = 9
        XCTAssertEqual(short.judgement(.mean), .tooFewDays(9))
        XCTAssertFalse(short.beatsAverage)
    }
}
