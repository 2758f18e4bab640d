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

    /// Hours to the minute: 8.0833 h is 8 h 05 (485 min), 1 h alone, under an hour in minutes.
    func testHoursMinutes() {
        XCTAssertEqual(NumberFormat.hoursMinutes(8 + 5.0 / 60), "8 h 05")
        XCTAssertEqual(NumberFormat.hoursMinutes(1.5), "1 h 30")
        XCTAssertEqual(NumberFormat.hoursMinutes(1), "1 h")
        XCTAssertEqual(NumberFormat.hoursMinutes(1.0 / 3), "20 min")
        XCTAssertEqual(NumberFormat.hoursMinutes(0.16), "10 min")  // 9.6 min → 10
        XCTAssertEqual(NumberFormat.hoursMinutes(59.5 / 60), "1 h")  // 59.5 min rounds up to the hour
        XCTAssertEqual(NumberFormat.hoursMinutes(-0.5), "\u{2212}30 min")
        XCTAssertEqual(NumberFormat.hoursMinutes(0.001), "0 min")
        XCTAssertEqual(NumberFormat.hoursMinutes(.nan), "n/a")
    }
}
