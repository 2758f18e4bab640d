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
    /// the grid label is written by the caller's rule.
    func testTheLineChart() {
        let frame = ChartFrame(width: 100, height: 50, x: 0...10, y: 0...10)
        let chart = SVGChart.lineChart(
            frame,
            lines: [
                SVGChart.Line("series", [(0, 1), (1, 2), (2, nil), (3, 4)]),
                SVGChart.Line("trend", [(0, 5), (7, 6)], maxStep: 7),
            ], gridLines: [5], gridLabel: { "g\(Int($0))" }, label: "test"
        ).markup
        // The frame keeps 34 left, 6 right, 6 top, 16 bottom: px(x) = 34 + 6x, py(y) = 34 − 2.8y.
        // The series breaks at the missing day; its lone last reading (3, 4) starts a path of its own and is a dot.
        XCTAssertTrue(chart.contains("<path class=\"series\" d=\"M34.0 31.2L40.0 28.4M52.0 22.8\"/>"), chart)
        XCTAssertTrue(chart.contains("<circle class=\"series dot\" cx=\"52.0\" cy=\"22.8\" r=\"1.6\"/>"), chart)
        // The trend bridges 7 days (its step): one line from (0, 5) to (7, 6).
        XCTAssertTrue(chart.contains("<path class=\"trend\" d=\"M34.0 20.0L76.0 17.2\"/>"), chart)
        XCTAssertTrue(chart.contains("<line class=\"grid\" x1=\"34.0\" x2=\"94.0\" y1=\"20.0\" y2=\"20.0\"/>"), chart)
        XCTAssertTrue(chart.contains(">g5</text>"), chart)
    }
}
