import FlowTrends
import XCTest

@testable import FlowReport

/// The trends section: a row per metric with its week, month and year views, each captioned
/// with its coverage; no metric, said so.
final class ReportTrendsTests: XCTestCase {
    func testARowPerMetricAndAViewPerRange() throws {
        var input = try referenceInput()
        let html = HTML.join(TrendsSection.body(input)).markup
        XCTAssertEqual(html.components(separatedBy: "<div class=\"trendrow\">").count - 1, input.trends.count)
        XCTAssertEqual(
            html.components(separatedBy: "<figure>").count - 1, input.trends.map(\.views.count).reduce(0, +))
        // Sleep is measured every day: the last week has 7 of 7 days.
        XCTAssertTrue(html.contains("week: 7 of 7 days"), html)
        input.trends = []
        XCTAssertEqual(
            HTML.join(TrendsSection.body(input)).markup, "<p class=\"empty\">No metric has a reading in this range.</p>"
        )
    }
}
