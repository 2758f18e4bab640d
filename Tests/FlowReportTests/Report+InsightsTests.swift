import FlowRecords
import XCTest

@testable import FlowReport
@testable import FlowScores

/// The insights section: shown only with check-ins, each finding with its 95 % interval and,
/// when that holds 0, the words that it could be chance; where the check-ins came from.
final class ReportInsightsTests: XCTestCase {
    func testFindingsWithTheirIntervals() throws {
        var input = try referenceInput()
        XCTAssertFalse(InsightsSection.isShown(input))
        let insight = Insight(
            behaviour: "alcohol", outcome: .sleepingHR, with: GroupSummary([60, 62, 64, 60, 62, 64]),
            without: GroupSummary(Array(repeating: 58, count: 20)), difference: 4, interval: (low: 2.46, high: 5.54),
            df: 5)
        var report = InsightReport(checkins: CheckinTable(behaviours: [], days: []), rows: [], scores: [])
        report.insights = [insight]
        report.notEnough = [PairCount(behaviour: "sauna", outcome: .recovery, withN: 2, withoutN: 24, difference: nil)]
        input.insights = report
        input.checkinsName = "the journal kept in my_whoop_data"
        XCTAssertTrue(InsightsSection.isShown(input))
        let html = sectionMarkup(InsightsSection.self, input)
        XCTAssertTrue(html.hasPrefix("<p class=\"note\">From the journal kept in my_whoop_data.</p>"), html)
        // 2.46 and 5.54 at one decimal: 2.5 and 5.5; the interval clears 0, so no word of chance.
        XCTAssertTrue(html.contains("(95 % interval 2.5 to 5.5 bpm)</span>"), html)
        XCTAssertFalse(html.contains("could be chance"))
        XCTAssertTrue(html.contains("for 1 pair of a behaviour and an outcome"), html)
        report.insights[0].interval = (low: -0.04, high: 8.04)
        input.insights = report
        XCTAssertTrue(
            sectionMarkup(InsightsSection.self, input).contains(
                "(95 % interval 0.0 to 8.0 bpm; it includes 0, so this could be chance)"))
    }
}
