import XCTest

@testable import FlowReport

/// The Flow over the range: one chart of the Flow and its trend, a mark on each morning moved
/// by estimated inputs; no scored morning, said so.
final class ReportFlowOverRangeTests: XCTestCase {
    func testTheChartAndItsMarks() throws {
        var (input, html) = try referenceSection(FlowSection.self)
        XCTAssertEqual(count("<svg", in: html), 1)
        // Every input of the hand-made rows was measured: no morning is marked as estimated.
        XCTAssertTrue(input.results.allSatisfy { ($0.score?.estimated ?? 0) == 0 })
        XCTAssertFalse(html.contains("class=\"marker"))
        // One morning moved by a filled-in value is marked.
        if case .scored(var last) = input.results[39] {
            last.estimated = -1.5
            input.results[39] = .scored(last)
        }
        let marked = sectionMarkup(FlowSection.self, input)
        XCTAssertEqual(count("<circle class=\"marker\"", in: marked), 1)
        input.results = input.results.map { .unscored($0.day, .noData) }
        XCTAssertEqual(sectionMarkup(FlowSection.self, input), "<p class=\"empty\">No scored morning to draw.</p>")
    }
}
