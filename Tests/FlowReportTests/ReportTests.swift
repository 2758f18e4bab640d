import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowReport
import FlowStatistics
import FlowTestSupport
import XCTest

/// The page from a hand-made history of 40 days with the reference model: every section in
/// order, names escaped wherever they appear, and today's Flow as the scorer gave it.
final class ReportTests: XCTestCase {
    /// 40 hand-made mornings whose sleep cycles 7, 7.5, 8 h, scored by the reference model,
    /// and the report's default range over them.
    func referenceHistory(named name: String) throws -> (ScoredHistory, ClosedRange<CalendarDay>) {
        let rows = (0..<40).map { row($0, [.sleepHours: 7 + Double($0 % 3) * 0.5]) }
        let history = try ScoredHistory(
            name: name, table: FeatureTable(settings: FeatureSettings(), rows: rows),
            model: RecoveryModel.reference(), modelFile: nil)
        return (history, try ReportPlan.range(DayWindow(), history: history.days))
    }

    func testEverySectionInOrderWithNamesEscaped() throws {
        let (history, range) = try referenceHistory(named: "<me & \"you\">.csv")
        let html = Report.html(
            history.report(range: range, records: nil, checkins: nil, quality: nil, toolVersion: "t"))
        XCTAssertTrue(html.contains("&lt;me &amp; &quot;you&quot;&gt;.csv"))
        XCTAssertFalse(html.contains("<me "))
        let ids = ["today", "flow", "trends", "load", "vitals", "scores", "garden", "coverage", "quality", "model"]
        let positions = ids.map { html.range(of: "<section id=\"\($0)\">")?.lowerBound }
        XCTAssertFalse(positions.contains(nil), "\(positions)")
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted())
        let latest = try XCTUnwrap(history.results.last?.score)
        XCTAssertTrue(html.contains("data-flow=\"\(latest.flow)\">\(latest.roundedFlow)</span>"))
        // The reference model is named, and its quality section says how to get a model of one's own.
        XCTAssertTrue(html.contains("scored with the reference model"))
        XCTAssertTrue(html.contains("after 29 or more labelled mornings"))
        // Vitals: resting heart rate observed every night at 60; a range of its own from the 15th
        // night (14 before it), the median 60 and spread the floor 1, so no night is outside.
        XCTAssertTrue(
            html.contains("Resting heart rate: measured on 40 of 40 nights, 26 with a range of your own; 0 outside it.")
        )
        XCTAssertTrue(html.contains("No body watch in this range"))
        XCTAssertFalse(html.contains("Respiratory rate: measured"))  // never measured: no chart
    }

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
        XCTAssertEqual(unclear.components(separatedBy: "<line class=\"interval unclear\"").count - 1, 2)
        XCTAssertEqual(unclear.components(separatedBy: "<circle class=\"skill ").count - 1, 2)

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
        XCTAssertEqual(clear.components(separatedBy: "<line class=\"interval beats\"").count - 1, 3)
    }
}
