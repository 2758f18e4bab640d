import FlowInference
import FlowStatistics
import XCTest

/// The verdict's words follow each skill's 90 % interval (SPEC 10.6), never a bare sign.
final class VerdictTextTests: XCTestCase {
    func verdict(
        days: Int, mean: (Double, Double, Double)?, persistence: (Double, Double, Double)?,
        recent: (Double, Double, Double)?
    ) -> Verdict {
        func interval(_ t: (Double, Double, Double)?) -> SkillInterval? {
            t.map { SkillInterval(lo: $0.1, hi: $0.2) }
        }
        return Verdict(
            days: days, meanRMSE: 0.66, persistenceRMSE: 0.9, recentRMSE: 0.7, skillVsMean: mean?.0,
            skillVsPersistence: persistence?.0, skillVsRecent: recent?.0, meanInterval: interval(mean),
            persistenceInterval: interval(persistence), recentInterval: interval(recent))
    }

    /// The issue's own example line.
    func testALineSaysTheSkillItsIntervalAndTheWord() {
        let v = verdict(days: 33, mean: (0.37, 0.05, 0.69), persistence: nil, recent: (-0.13, -0.41, 0.15))
        XCTAssertEqual(v.line(.recent), "vs your recent level \u{2212}0.13 [\u{2212}0.41, +0.15]: cannot tell apart")
        XCTAssertEqual(v.line(.mean), "vs your average +0.37 [+0.05, +0.69]: beats")
        XCTAssertEqual(v.line(.persistence), "vs yesterday's label n/a: cannot tell apart")
    }

    /// Five days: the athlete. Skills of +0.37 and −0.13 prove nothing.
    func testFiveDaysAreTooFewToJudge() {
        let v = Verdict(
            days: 5, meanRMSE: 0.66, persistenceRMSE: 0.9, recentRMSE: 0.7, skillVsMean: 0.37, skillVsPersistence: 0.1,
            skillVsRecent: -0.13)
        XCTAssertEqual(v.line(.mean), "vs your average +0.37: too few days to judge (5)")
        XCTAssertTrue(v.conclusion.hasPrefix("cannot be judged yet, too few days to judge (5)"), v.conclusion)
        XCTAssertFalse(v.beatsAverage)
    }

    func testTheConclusionNamesWhatWasBeatenUnclearOrWorse() {
        let all = verdict(days: 99, mean: (0.37, 0.18, 0.57), persistence: (0.66, 0.41, 0.92), recent: (0.45, 0.2, 0.7))
        XCTAssertEqual(
            all.conclusion, "beats all three baselines: your average, yesterday's label and your recent level")
        let mixed = verdict(
            days: 40, mean: (0.3, 0.1, 0.5), persistence: (0.2, -0.1, 0.5), recent: (-0.3, -0.5, -0.1))
        XCTAssertEqual(
            mixed.conclusion,
            "beats your average; cannot tell it apart from yesterday's label; worse than your recent level")
        let two = verdict(days: 40, mean: (0.3, 0.1, 0.5), persistence: (0.4, 0.2, 0.6), recent: (0.1, -0.1, 0.3))
        XCTAssertEqual(
            two.conclusion, "beats your average and yesterday's label; cannot tell it apart from your recent level")
        XCTAssertTrue(two.beatsAverage)
    }

    /// A positive skill whose interval reaches 0 is not "beats your average".
    func testAPositiveSkillWithoutItsIntervalIsNotAWin() {
        let edge = verdict(days: 40, mean: (0.2, 0, 0.4), persistence: nil, recent: nil)
        XCTAssertFalse(edge.beatsAverage)
        XCTAssertTrue(
            edge.conclusion.hasPrefix("cannot be told apart from predicting your own average"), edge.conclusion)
        let worse = verdict(days: 40, mean: (-0.2, -0.4, -0.01), persistence: nil, recent: nil)
        XCTAssertTrue(worse.conclusion.hasPrefix("worse than predicting your own average"), worse.conclusion)
    }

    func testTheSummaryHasALinePerBaseline() {
        let v = verdict(days: 99, mean: (0.37, 0.18, 0.57), persistence: (0.66, 0.41, 0.92), recent: (0.45, 0.2, 0.7))
        let lines = v.summary.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines[0], "verdict over 99 days predicted out of sample (skill, 90 % interval):")
        XCTAssertEqual(lines[1], "  vs your average +0.37 [+0.18, +0.57]: beats")
        XCTAssertEqual(lines[2], "  vs yesterday's label +0.66 [+0.41, +0.92]: beats")
        XCTAssertEqual(lines[3], "  vs your recent level +0.45 [+0.20, +0.70]: beats")
    }
}
