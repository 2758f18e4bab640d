import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowReport
import FlowStatistics
import FlowTestSupport
import XCTest

/// The quality section: each skill with its interval and word (moved here from the page's suite, unchanged).
final class ReportQualityTests: XCTestCase {
    /// The "how good" section says each skill with its interval and word, draws each bar
    /// against 0, and warns when the interval does not clear 0 against the average.
    func testTheQualitySectionGivesEachSkillItsInterval() throws {
        let (history, range) = try referenceHistory(named: "h.csv")
        func page(_ verdict: Verdict) -> String {
            let quality = ModelQuality(days: [], verdict: verdict, target: TargetScale(), rmse: 0.5)
            return Report.html(
                history.report(range: range, records: nil, checkins: nil, quality: quality, toolVersion: "t"))
        }
        let unclear = page(
            Verdict(
                days: 33, meanRMSE: 0.7, persistenceRMSE: 0.9, recentRMSE: 0.6, skillVsMean: 0.37,
                skillVsPersistence: nil, skillVsRecent: -0.13, meanInterval: SkillInterval(lo: -0.05, hi: 0.79),
                persistenceInterval: nil, recentInterval: SkillInterval(lo: -0.41, hi: 0.15)))
        XCTAssertTrue(unclear.contains("<td>[\u{2212}0.41, +0.15]</td><td>cannot tell apart</td>"), unclear)
        XCTAssertTrue(
            unclear.contains(
                "<p class=\"warning\">Out of sample over 33 days this model cannot be told apart from predicting your own average"
            ))
        // Three rows of the drawing; the two intervals are drawn as bars, muted (they hold 0).
        XCTAssertEqual(count("<line class=\"interval unclear\"", in: unclear), 2)
        XCTAssertEqual(count("<circle class=\"skill ", in: unclear), 2)

        let five = page(
            Verdict(
                days: 5, meanRMSE: 0.7, persistenceRMSE: 0.9, recentRMSE: 0.6, skillVsMean: 0.37,
                skillVsPersistence: 0.1, skillVsRecent: -0.13))
        XCTAssertTrue(five.contains("<td>none</td><td>too few days to judge (5)</td>"), five)
        XCTAssertFalse(five.contains("<line class=\"interval"))

        let clear = page(
            Verdict(
                days: 99, meanRMSE: 0.7, persistenceRMSE: 0.9, recentRMSE: 0.6, skillVsMean: 0.37,
                skillVsPersistence: 0.66, skillVsRecent: 0.45, meanInterval: SkillInterval(lo: 0.18, hi: 0.57),
                persistenceInterval: SkillInterval(lo: 0.41, hi: 0.92),
                recentInterval: SkillInterval(lo: 0.23, hi: 0.67)))
        XCTAssertTrue(clear.contains("<p>Out of sample over 99 days this model beats all three baselines"), clear)
        XCTAssertEqual(count("<line class=\"interval beats\"", in: clear), 3)
    }
}
