import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowStatistics
import FlowTestSupport
import XCTest

@testable import FlowReport

/// The quality section: each skill with its interval and word (moved here from the page's suite, unchanged).
final class ReportQualityTests: XCTestCase {
    /// The "how good" section says each skill with its interval and word, draws each bar
    /// against 0, and warns when the interval does not clear 0 against the average.
    func testTheQualitySectionGivesEachSkillItsInterval() throws {
        let (history, range) = try referenceHistory(named: "h.csv")
        func page(_ verdict: Verdict) -> String {
            let quality = ModelQuality(days: [], verdict: verdict, target: TargetScale(), rmse: 0.5)
            return onScreen(
                Report.html(
                    history.report(range: range, records: nil, checkins: nil, quality: quality, toolVersion: "t")))
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
        // The skill scale along the bottom spans −0.5 (the least it shows) to 0.92 (the highest end):
        // six ticks every 0.25 from −0.50 to +0.75, written with their signs.
        for tick in ["\u{2212}0.50", "\u{2212}0.25", "0.00", "+0.25", "+0.50", "+0.75"] {
            XCTAssertTrue(clear.contains(">\(tick)</text>"), tick)
        }

        // An interval whose upper end is −0.004 is written with the digit that shows it is below 0.
        let barely = page(
            Verdict(
                days: 99, meanRMSE: 0.7, persistenceRMSE: 0.9, recentRMSE: 0.6, skillVsMean: -0.3,
                skillVsPersistence: 0.66, skillVsRecent: 0.45, meanInterval: SkillInterval(lo: -0.61, hi: -0.004),
                persistenceInterval: SkillInterval(lo: 0.41, hi: 0.92),
                recentInterval: SkillInterval(lo: 0.23, hi: 0.67)))
        XCTAssertTrue(barely.contains("<td>[\u{2212}0.610, \u{2212}0.004]</td>"), barely)
    }
}
