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

    func testEscaping() {
        XCTAssertEqual(HTML.escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;")
    }
}
