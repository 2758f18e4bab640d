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
        // Words for every heading, never a key.
        for heading in ["Recovery Flow", "Resting heart rate", "Sleep duration"] {
            XCTAssertTrue(html.contains("<h3>\(heading) <span class=\"unit\">"), heading)
        }
        XCTAssertFalse(html.contains(">resting_hr") || html.contains(">sleep_hours"), html)
        // Dated axes: the week view as of 2026-02-09 runs Feb 3-9, ticked every 3 days (three fit
        // in 300 units) with the year under the first; each view's scale carries the unit.
        XCTAssertTrue(
            html.contains(">Feb 3</text>") && html.contains(">Feb 6</text>") && html.contains(">Feb 9</text>"))
        XCTAssertTrue(html.contains(">bpm</text>") && html.contains(">h</text>"), html)
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
