import FlowReport
import XCTest

final class SVGChartTests: XCTestCase {
    /// A frame 100 wide and 60 high whose plot spans x 34…94 and y 6…44 (the default margins),
    /// for x 0…3 and y 0…10: x moves 20 units a step, y 3.8 units per 1.
    let frame = ChartFrame(width: 100, height: 60, x: 0...3, y: 0...10)

    /// Four days with the third missing: two segments, and a path with two moves.
    func testAMissingDayLeavesAGap() {
        let points: [(x: Double, y: Double?)] = [(0, 5), (1, 10), (2, nil), (3, 0)]
        let segments = SVGChart.segments(points)
        XCTAssertEqual(segments.count, 2)
        XCTAssertEqual(segments.map(\.count), [2, 1])
        XCTAssertEqual(SVGChart.pathData(segments, in: frame), "M34.0 25.0L54.0 6.0M94.0 44.0")
    }

    /// A step in x larger than one day is a gap too, even without a nil between.
    func testAJumpInDaysIsAGap() {
        XCTAssertEqual(SVGChart.segments([(0, 1), (1, 2), (5, 3)]).map(\.count), [2, 1])
        XCTAssertEqual(SVGChart.segments([(0, 1), (7, 2)], maxStep: 7).map(\.count), [2])
    }

    /// Values outside the axis are drawn on its edge, never off the chart.
    func testValuesOutsideTheRangeAreClipped() {
        XCTAssertEqual(frame.py(25), 6)  // above 10: the top
        XCTAssertEqual(frame.py(-3), 44)  // below 0: the bottom
        XCTAssertEqual(frame.px(9), 94)  // right of 3: the right edge
        XCTAssertEqual(frame.py(5), 25)
    }

    /// Ten points into five columns: each column the mean of its two values (ignoring a
    /// missing one); the caller is told it thinned.
    func testThinningKeepsOneMeanPerColumn() {
        let points: [(x: Double, y: Double?)] = (0..<10).map { (Double($0), $0 == 3 ? nil : Double($0)) }
        let (thinned, did) = SVGChart.thin(points, columns: 5)
        XCTAssertTrue(did)
        XCTAssertEqual(thinned.count, 5)
        XCTAssertEqual(thinned.map(\.y), [0.5, 2, 4.5, 6.5, 8.5])  // column 1 holds 2 (3 is missing); 9 joins the last
        XCTAssertFalse(SVGChart.thin(points, columns: 20).thinned)
    }

    /// Ten days drawn in five columns: the columns stand (9 − 0) / 5 = 1.8 days apart and are
    /// joined into one line (a daily line's step of 1 would leave five dots); a column without
    /// a reading (days 2 and 3 both missing) is still a gap.
    func testAThinnedLineStaysALine() {
        let full: [(x: Double, y: Double?)] = (0..<10).map { (Double($0), Double($0)) }
        let line = SVGChart.Line.thinned("series", full, columns: 5)
        XCTAssertEqual(line.points.map(\.x), [0, 1.8, 3.6, 5.4, 7.2])
        XCTAssertEqual(line.maxStep, 1.8 * 1.001, accuracy: 1e-12)
        XCTAssertEqual(SVGChart.segments(line.points, maxStep: line.maxStep).map(\.count), [5])
        var holed = full
        (holed[2].y, holed[3].y) = (nil, nil)
        let broken = SVGChart.Line.thinned("series", holed, columns: 5)
        XCTAssertEqual(SVGChart.segments(broken.points, maxStep: broken.maxStep).map(\.count), [1, 3])
        // Fewer days than columns: the points as they are, a day's step.
        XCTAssertEqual(SVGChart.Line.thinned("series", full, columns: 20).maxStep, 1)
    }

    func testEscaping() {
        XCTAssertEqual(HTML.escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;")
    }
}
