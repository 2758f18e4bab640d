import FlowRecords
import XCTest

@testable import FlowImport

/// Zones given by date: each from 00:00 of its date on its own clock; the undated one, else the
/// profile's, before the first.
final class GivenClocksTests: XCTestCase {
    func testEachZoneFromMidnightOnItsOwnClock() throws {
        let setting = ClockSetting(
            zone: nil, dated: [.init(zone: "Asia/Bangkok", from: CalendarDay(iso: "2026-02-01")!)])
        let g = try XCTUnwrap(GivenClocks(setting, profile: "America/Chicago", span: 1_767_225_600...1_772_323_200))
        XCTAssertEqual(g.stretches.map(\.clock.name), ["America/Chicago", "Asia/Bangkok"])
        // 2026-02-01 00:00 in Bangkok (+7) is 2026-01-31 17:00 UTC.
        let wall = Double(CalendarDay(iso: "2026-02-01")!.midnightLocalSeconds)
        XCTAssertEqual(g.stretches[1].instant, wall - 7 * 3600)
        XCTAssertEqual(g.clock(atInstant: wall - 7 * 3600 - 1).name, "America/Chicago")
        XCTAssertEqual(g.clock(atInstant: wall - 7 * 3600).name, "Asia/Bangkok")
        XCTAssertEqual(g.clock(atWall: wall - 1).name, "America/Chicago")
        XCTAssertEqual(g.clock(atWall: wall).name, "Asia/Bangkok")
        XCTAssertNil(GivenClocks(ClockSetting(zone: nil), profile: nil, span: 0...1))
    }
}
