import FlowRecords
import XCTest

@testable import FlowImport

/// A Fitbit time without an offset: kept on +00:00 when no zone is known, else placed in the zone.
final class FitbitClockTests: XCTestCase {
    func testWallClockAndZone() {
        // 2026-07-01 08:00 written on the wall clock, read as if UTC.
        let wall = Timestamp(
            instant: Double(CalendarDay(year: 2026, month: 7, day: 1)!.ordinal) * 86_400 + 8 * 3600, offsetSeconds: 0)
        var plain = FitbitClock.wallClock
        XCTAssertEqual(plain.local(wall), wall)
        XCTAssertEqual(plain.utc(wall), wall)
        // In Los Angeles (−07:00 in July) 08:00 local is 15:00 UTC; 08:00 UTC is 01:00 local.
        var la = FitbitClock(zone: "America/Los_Angeles")
        XCTAssertEqual(la.local(wall), Timestamp(instant: wall.instant + 7 * 3600, offsetSeconds: -25_200))
        XCTAssertEqual(la.utc(wall), Timestamp(instant: wall.instant, offsetSeconds: -25_200))
        // 30 minutes later, on the offset of that instant.
        XCTAssertEqual(la.adding(1800, to: wall), Timestamp(instant: wall.instant + 1800, offsetSeconds: -25_200))
        // A zone the tz database does not know leaves the time as read.
        var unknown = FitbitClock(zone: "Mars/Olympus")
        XCTAssertEqual(unknown.local(wall), wall)
    }
}
