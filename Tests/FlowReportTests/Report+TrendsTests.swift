import FlowTrends
import XCTest

@testable import FlowReport

/// The trends section: a row per metric with its week, month and year views, each captioned
/// with its coverage; no metric, said so.
final class ReportTrendsTests: XCTestCase {
    func testARowPerMetricAndAViewPerRange() throws {
        var (input, html) = try referenceSection(TrendsSection.self)
        XCTAssertEqual(count("<div class=\"trendrow\">", in: html), input.trends.count)
        XCTAssertEqual(
            count("<figure>", in: html), input.trends.map(\.views.count).reduce(0, +))
        // Sleep is measured every day: the last week has 7 of 7 days.
        XCTAssertTrue(html.contains("week: 7 of 7 days"), html)
        input.trends = []
        XCTAssertEqual(
            sectionMarkup(TrendsSection.self, input), "<p class=\"empty\">No metric has a reading in this range.</p>"
        )
    }

    /// HRV's row is headed by its measure, never by the column's key.
    func testHRVIsHeadedByItsMeasure() throws {
        var (input, html) = try referenceSection(TrendsSection.self)
        XCTAssertTrue(input.trends.contains { $0.metric == .feature(.hrvSDNN) })
        XCTAssertTrue(html.contains("<h3>HRV (SDNN) <span class=\"unit\">ms</span></h3>"), html)
        XCTAssertFalse(html.contains(">hrv_sdnn"), html)
        input.hrv = .rmssd
        XCTAssertTrue(sectionMarkup(TrendsSection.self, input).contains("<h3>HRV (RMSSD) "))
    }
}
