import FlowRecords
import XCTest

@testable import FlowCommandLine
@testable import FlowScores

/// The insights in words: each with its 95 % interval, one that holds 0 called possible chance,
/// and the pairs still short of days.
final class InsightsTextTests: XCTestCase {
    func testInsightsAndPairsShort() throws {
        let outcome = try XCTUnwrap(Outcome.allCases.first)
        let insight = Insight(
            behaviour: "alcohol", outcome: outcome, with: GroupSummary([55, 60, 65, 55, 60, 65]),
            without: GroupSummary(Array(repeating: 70, count: 20)), difference: -10, interval: (low: -15.25, high: 0.5),
            df: 9.5)
        var report = InsightReport(checkins: CheckinTable(behaviours: [], days: []), rows: [], scores: [])
        report.insights = [insight]
        report.notEnough = [PairCount(behaviour: "sauna", outcome: outcome, withN: 2, withoutN: 24, difference: nil)]
        let text = InsightsText.text(report)
        XCTAssertTrue(
            text.contains(
                "  \(insight.sentence) (95 % interval -15.3 to 0.5 \(outcome.unit); it includes 0, so this could be chance)\n"
            ),
            text)
        XCTAssertTrue(
            text.hasSuffix("Not enough days yet (5 + 5 needed):\n  sauna and \(outcome.phrase): 2 with, 24 without\n"),
            text
        )
        let empty = InsightsText.text(
            InsightReport(checkins: CheckinTable(behaviours: [], days: []), rows: [], scores: []))
        XCTAssertTrue(
            empty.hasSuffix("  nothing yet passes the gates: 5 days on each side and a difference of at least 2\n"))
    }
}
