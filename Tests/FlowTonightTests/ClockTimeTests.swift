import XCTest

@testable import FlowTonight

/// Hours after a morning's 00:00 on the clock, rounded to 5 minutes, half away from zero.
final class ClockTimeTests: XCTestCase {
    func testHoursOnTheClock() {
        XCTAssertEqual(ClockTime.text(-1.25), "22:45")  // the evening before
        XCTAssertEqual(ClockTime.text(6 + 34.0 / 60), "06:35")  // 394 min → 395
        XCTAssertEqual(ClockTime.text(7.4), "07:25")  // 444 min → 445
        XCTAssertEqual(ClockTime.text(0), "00:00")
        XCTAssertEqual(ClockTime.text(23.99), "00:00")  // 1439.4 min → 1440, wrapped
        XCTAssertEqual(ClockTime.text(25.5), "01:30")
    }

    /// 22.5 minutes is half-way between 20 and 25: away from zero, so 00:25; −22.5 goes to −25,
    /// 23:35 the evening before.
    func testHalfWayRoundsAwayFromZero() {
        XCTAssertEqual(ClockTime.text(0.375), "00:25")
        XCTAssertEqual(ClockTime.text(-0.375), "23:35")
        XCTAssertEqual(ClockTime.text(-2.96), "21:00")  // −177.6 min → −180
    }

    func testNotANumber() {
        XCTAssertEqual(ClockTime.text(.nan), "--:--")
        XCTAssertEqual(ClockTime.text(.infinity), "--:--")
    }
}
