import FlowTestSupport
import XCTest

@testable import FlowReport

/// The Flow over the range: one chart of the Flow and its trend, a mark on each morning moved
/// by estimated inputs; no scored morning, said so.
final class ReportFlowOverRangeTests: XCTestCase {
    func testTheChartAndItsMarks() throws {
        var input = try referenceInput()
        let html = deskMarkup(FlowSection.self, input)
        XCTAssertEqual(count("<svg", in: html), 1)
        // Every input of the hand-made rows was measured: no morning is marked as estimated.
        XCTAssertTrue(input.results.allSatisfy { ($0.score?.estimated ?? 0) == 0 })
        XCTAssertFalse(html.contains("class=\"marker"))
        // Its axes: 2026-01-01 to 02-09 in ticks every 7 days (eight fit in 720 units, 39 days
        // apart), the year under the first; the scale every 25 points with its unit; a legend.
        for date in ["Jan 1", "Jan 8", "Jan 15", "Jan 22", "Jan 29", "Feb 5"] {
            XCTAssertTrue(html.contains(">\(date)</text>"), date)
        }
        XCTAssertEqual(count(">2026</text>", in: html), 1)
        for tick in ["0", "25", "50", "75", "100"] { XCTAssertTrue(html.contains(">\(tick)</text>"), tick) }
        XCTAssertTrue(html.contains(">Flow, 0-100</text>") && html.contains(">Recovery Flow</text>"), html)
        // The phone's drawing of the same chart: 340 units wide, four ticks at most: every 14 days.
        let phone = onScreen(sectionMarkup(FlowSection.self, input), phone: true)
        XCTAssertTrue(phone.contains("viewBox=\"0 0 340.0 190.0\""), phone)
        for date in ["Jan 1", "Jan 15", "Jan 29"] { XCTAssertTrue(phone.contains(">\(date)</text>"), date) }
        XCTAssertFalse(phone.contains(">Jan 8</text>"))
        // One morning moved by a filled-in value is marked.
        if case .scored(var last) = input.results[39] {
            last.estimated = -1.5
            input.results[39] = .scored(last)
        }
        let marked = deskMarkup(FlowSection.self, input)
        XCTAssertEqual(count("<circle class=\"marker\"", in: marked), 1)
        input.results = input.results.map { .unscored($0.day, .noData) }
        XCTAssertEqual(sectionMarkup(FlowSection.self, input), "<p class=\"empty\">No scored morning to draw.</p>")
    }
}
