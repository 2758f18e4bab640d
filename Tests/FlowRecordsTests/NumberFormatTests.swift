import FlowRecords
import XCTest

final class NumberFormatTests: XCTestCase {
    /// Half away from zero at the last place; a negative that rounds to zero loses its sign.
    func testGroupedPutsCommasBetweenThousands() {
        XCTAssertEqual(NumberFormat.grouped(356_073), "356,073")
        XCTAssertEqual(NumberFormat.grouped(1_000_000), "1,000,000")
        XCTAssertEqual(NumberFormat.grouped(999), "999")
        XCTAssertEqual(NumberFormat.grouped(-1234), "-1,234")
    }

    func testDecimalsRoundHalfAwayFromZero() {
        XCTAssertEqual(NumberFormat.decimals(2.25, 1), "2.3")  // 22.5 → 23
        XCTAssertEqual(NumberFormat.decimals(-2.25, 1), "-2.3")
        XCTAssertEqual(NumberFormat.decimals(-0.04, 1), "0.0")
        XCTAssertEqual(NumberFormat.decimals(7, 2), "7.00")
        XCTAssertEqual(NumberFormat.decimals(0.05, 2), "0.05")  // a leading zero in the fraction kept
        XCTAssertEqual(NumberFormat.decimals(1234.5, 0), "1235")
        XCTAssertEqual(NumberFormat.decimals(.nan, 1), "n/a")
    }

    /// A skill read against 0 always shows its sign; the minus is U+2212; zero has none.
    func testSignedWritesThePlusAndTheMinusSign() {
        XCTAssertEqual(NumberFormat.signed(0.371, 2), "+0.37")
        XCTAssertEqual(NumberFormat.signed(-0.125, 2), "\u{2212}0.13")  // half away from zero
        XCTAssertEqual(NumberFormat.signed(-0.004, 2), "0.00")
        XCTAssertEqual(NumberFormat.signed(0, 2), "0.00")
        XCTAssertEqual(NumberFormat.signed(.infinity, 2), "n/a")
    }

    func testShortestWritesWholeNumbersWithoutAPoint() {
        XCTAssertEqual(NumberFormat.shortest(190), "190")
        XCTAssertEqual(NumberFormat.shortest(-3), "-3")
        XCTAssertEqual(NumberFormat.shortest(0.3), "0.3")
        XCTAssertEqual(NumberFormat.shortest(0.1 + 0.2), "0.30000000000000004")  // the shortest text that reads back
    }
}
