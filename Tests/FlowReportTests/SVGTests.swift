import FlowReport
import XCTest

/// The drawing value: escaping in one place, numbers with one decimal, empty elements closed.
final class SVGTests: XCTestCase {
    func testElementsEscapeTextAndWriteNumbersWithOneDecimal() {
        let line = SVG.element("line", ["class": "grid", "x1": 34, "y1": .number(12.345)])
        XCTAssertEqual(line.markup, "<line class=\"grid\" x1=\"34.0\" y1=\"12.3\"/>")
        let label = SVG.label("<me & \"you\">", x: 1, y: 2.06, anchor: "end")
        XCTAssertEqual(
            label.markup,
            "<text class=\"axis\" x=\"1.0\" y=\"2.1\" text-anchor=\"end\">&lt;me &amp; &quot;you&quot;&gt;</text>")
        let group = SVG.element("g", ["class": .text("a\"b")], [line])
        XCTAssertEqual(group.markup, "<g class=\"a&quot;b\">" + line.markup + "</g>")
    }

    func testADrawingIsAnImageWithItsLabel() {
        let d = SVG.drawing(width: 230, height: 110, label: "week & month", [.element("circle", ["r": 2])])
        XCTAssertEqual(
            d.markup,
            "<svg class=\"chart\" viewBox=\"0 0 230.0 110.0\" role=\"img\" aria-label=\"week &amp; month\">"
                + "<circle r=\"2.0\"/></svg>")
    }

    /// The one line chart: a gap longer than a line's step breaks it, a lone reading is a dot,
    /// the value axis has the caller's ticks and the unit, the dates run along the bottom, and
    /// two named lines get a legend.
    func testTheLineChart() {
        let chart = SVGChart.lineChart(
            width: 200, height: 100, days: 0...10, values: 0...10, unit: "bpm",
            lines: [
                SVGChart.Line("series", [(0, 1), (1, 2), (2, nil), (3, 4)], name: "daily"),
                SVGChart.Line("trend", [(0, 5), (7, 6)], name: "trend", maxStep: 7),
            ], ticks: [ChartAxes.Tick(value: 5, label: "g5")], label: "test"
        ).markup
        // Margins: left 2 characters × 7.2 + 8 = 22.4, right 8, top 12 + 8 = 20, bottom 2 × 12 + 8 = 32,
        // so px(x) = 22.4 + 16.96x (169.6 units for 10 days) and py(y) = 68 − 4.8y (48 units for 10).
        // The series breaks at the missing day; its lone last reading (3, 4) starts a path of its own and is a dot.
        XCTAssertTrue(chart.contains("<path class=\"series\" d=\"M22.4 63.2L39.4 58.4M73.3 48.8\"/>"), chart)
        XCTAssertTrue(chart.contains("<circle class=\"series dot\" cx=\"73.3\" cy=\"48.8\" r=\"2.0\"/>"), chart)
        // The trend bridges 7 days (its step): one line from (0, 5) to (7, 6).
        XCTAssertTrue(chart.contains("<path class=\"trend\" d=\"M22.4 44.0L141.1 39.2\"/>"), chart)
        XCTAssertTrue(chart.contains("<line class=\"grid\" x1=\"22.4\" x2=\"192.0\" y1=\"44.0\" y2=\"44.0\"/>"), chart)
        XCTAssertTrue(chart.contains("x=\"18.4\" y=\"48.0\" text-anchor=\"end\">g5</text>"), chart)
        XCTAssertTrue(chart.contains(">bpm</text>"), chart)
        // Day 0 is 1970-01-01; two date ticks fit in 200 units: every 7 days, the first with its year.
        XCTAssertTrue(chart.contains("x=\"22.4\" y=\"83.0\" text-anchor=\"middle\">Jan 1</text>"), chart)
        XCTAssertTrue(chart.contains("x=\"22.4\" y=\"96.0\" text-anchor=\"middle\">1970</text>"), chart)
        XCTAssertTrue(chart.contains("x=\"141.1\" y=\"83.0\" text-anchor=\"middle\">Jan 8</text>"), chart)
        XCTAssertFalse(chart.contains(">1970</text><text class=\"axis x year\" x=\"141.1\""), "one year label")
        XCTAssertTrue(chart.contains(">daily</text>") && chart.contains(">trend</text>"), "the legend")
    }
}
