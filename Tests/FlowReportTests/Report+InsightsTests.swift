import FlowRecords
import XCTest

@testable import FlowReport
@testable import FlowScores

/// The insights section: shown only with check-ins; the count of pairs tested and findings,
/// each finding, the strongest of the rest as "could be chance", and the pairs short of days.
final class ReportInsightsTests: XCTestCase {
    func pair(_ behaviour: String, p: Double?, finding: Bool = false) -> Insight {
        Insight(
            behaviour: behaviour, outcome: .sleepingHR, lagDays: 1, with: InsightGroup([1, 2]),
            without: InsightGroup([0, 1]),
            test: p.map {
                InsightTest(difference: 3, low: 2.46, high: 5.54, df: 5, f: 1, p: $0, pAdjusted: $0, isFinding: finding)
            })
    }

    func testFindingsThenChanceThenShort() throws {
        var input = try referenceInput()
        XCTAssertFalse(InsightsSection.isShown(input))
        let chance = (1...7).map { pair("habit_\($0)", p: 0.1 * Double($0)) }
        input.insights = InsightReport(
            insights: [pair("alcohol", p: 1e-6, finding: true)] + chance + [pair("sauna", p: nil)],
            notMeasured: [.restingHR])
        input.checkinsName = "the journal kept in my_whoop_data"
        XCTAssertTrue(InsightsSection.isShown(input))
        let html = sectionMarkup(InsightsSection.self, input)
        XCTAssertTrue(html.hasPrefix("<p class=\"note\">From the journal kept in my_whoop_data.</p>"), html)
        XCTAssertTrue(html.contains("8 pairs tested; 1 finding after allowing for chance."), html)
        XCTAssertTrue(
            html.contains("stood 3.0 bpm higher, against your own level, than after the 2 without [+2.5, +5.5]"))
        // Five of the seven that could be chance, by name; the rest counted.
        XCTAssertTrue(html.contains("Could be chance (the 5 strongest of 7 pairs):"), html)
        XCTAssertTrue(html.contains("habit 5") && !html.contains("habit 6"), html)
        XCTAssertTrue(html.contains("for 1 pair of a behaviour and an outcome"), html)
        XCTAssertTrue(html.contains("Resting heart rate: not measured by this device."), html)
    }
}
