import FlowRecords
import XCTest

@testable import FlowSimulation

/// The simulated person's clock: European daylight saving at home, a trip at UTC−5, and the
/// timestamps written in both spellings.
final class SimulatedClockTests: XCTestCase {
    private func utc(_ iso: String, _ hours: Double) -> Double {
        Double(CalendarDay(iso: iso)!.ordinal) * 86_400 + hours * 3600
    }

    func testDaylightSavingAndTrips() {
        // 2026: last Sundays of March and October are the 29th and the 25th; the switch at 01:00 UTC.
        XCTAssertEqual(SimulatedClock.lastSunday(year: 2026, month: 3), CalendarDay(iso: "2026-03-29"))
        XCTAssertEqual(SimulatedClock.lastSunday(year: 2026, month: 10), CalendarDay(iso: "2026-10-25"))
        XCTAssertEqual(SimulatedClock.homeOffset(at: utc("2026-03-29", 1) - 1), 3600)
        XCTAssertEqual(SimulatedClock.homeOffset(at: utc("2026-03-29", 1)), 7200)
        XCTAssertEqual(SimulatedClock.homeOffset(at: utc("2026-10-25", 1)), 3600)
        var clock = SimulatedClock()
        clock.trips = [(utc("2026-06-01", 0), utc("2026-06-08", 0))]
        XCTAssertEqual(clock.offset(at: utc("2026-06-03", 12)), -18_000)
        XCTAssertEqual(clock.zoneName(at: utc("2026-06-03", 12)), "America/Bogota")
        XCTAssertEqual(clock.zoneName(at: utc("2026-06-09", 12)), "Europe/Berlin")
        // 23:10 local in March before the switch is 22:10 UTC.
        XCTAssertEqual(clock.instant(local: utc("2026-03-01", 23 + 10.0 / 60)), utc("2026-03-01", 22 + 10.0 / 60))
    }

    func testStamps() {
        let clock = SimulatedClock()
        let t = utc("2026-03-01", 22 + 10.0 / 60)
        XCTAssertEqual(clock.stamp(t), "2026-03-01T23:10:00+01:00")
        XCTAssertEqual(clock.stamp(t, apple: true), "2026-03-01 23:10:00 +0100")
        XCTAssertEqual(clock.stamp(t, offset: -18_000, apple: false), "2026-03-01T17:10:00-05:00")
    }
}
