import FlowFeatures
import XCTest

/// Half-open intervals: what they contain, when two overlap, and the union that merges
/// touching and overlapping ones.
final class IntervalTests: XCTestCase {
    func testHalfOpenContainsAndOverlaps() {
        let a = Interval(start: 10, end: 20)
        XCTAssertEqual(a.length, 10)
        XCTAssertTrue(a.contains(10))
        XCTAssertFalse(a.contains(20))
        // [10, 20) and [20, 30) only touch: no shared time.
        XCTAssertFalse(a.overlaps(Interval(start: 20, end: 30)))
        XCTAssertTrue(a.overlaps(Interval(start: 19.5, end: 30)))
        XCTAssertTrue(a.overlaps(Interval(start: 12, end: 13)))
    }

    func testTheUnionMergesTouchingAndOverlappingAndDropsEmptyOnes() {
        let union = Interval.union([
            Interval(start: 50, end: 60), Interval(start: 0, end: 10), Interval(start: 10, end: 15),
            Interval(start: 12, end: 14), Interval(start: 30, end: 30), Interval(start: 55, end: 70),
        ])
        // [0, 10) and [10, 15) touch, [12, 14) lies inside; [30, 30) is empty; [50, 60) and [55, 70) overlap.
        XCTAssertEqual(union, [Interval(start: 0, end: 15), Interval(start: 50, end: 70)])
        XCTAssertEqual(Interval.totalLength(union), 15 + 20)
        XCTAssertEqual(Interval.union([]), [])
    }
}
