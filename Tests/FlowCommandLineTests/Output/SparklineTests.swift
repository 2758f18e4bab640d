import XCTest

@testable import FlowCommandLine

/// One character per slot between the smallest and largest shown; a gap stays blank.
final class SparklineTests: XCTestCase {
    func testHeightsFollowTheValues() {
        // 0 → level 0, 7 → level 7, 3.5 → 3.5 rounds to 4, nil → blank.
        XCTAssertEqual(Sparkline.draw([0, 7, 3.5, nil], unicode: true), "▁█▅ ")
        XCTAssertEqual(Sparkline.draw([0, 7, 3.5, nil], unicode: false), "_#= ")
        // All equal: the middle height; nothing shown: blanks.
        XCTAssertEqual(Sparkline.draw([2, 2], unicode: true), "▅▅")
        XCTAssertEqual(Sparkline.draw([nil, nil, nil], unicode: true), "   ")
    }
}
