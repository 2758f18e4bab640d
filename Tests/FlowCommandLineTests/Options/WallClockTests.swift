import FlowRecords
import Foundation
import XCTest

@testable import FlowCommandLine

/// The wall clock's date is the system's local date: within a day of UTC's.
final class WallClockTests: XCTestCase {
    func testTodayIsWithinADayOfUTC() {
        let utc = CalendarDay(ordinal: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))
        XCTAssertLessThanOrEqual(abs(WallClock.today().ordinal - utc.ordinal), 1)
    }
}
