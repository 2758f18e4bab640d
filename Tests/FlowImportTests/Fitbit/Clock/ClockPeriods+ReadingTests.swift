import XCTest

@testable import FlowImport

/// Where a record is read once the periods are known: a UTC instant on its period's clock, a
/// wall-clock time on the clock of the latest main sleep starting at or before it.
final class ClockPeriodsReadingTests: XCTestCase {
    func testInstantsAndWallClockTimes() throws {
        let offsets = ClockPeriodsTests.hours(7, 10) + ClockPeriodsTests.hours(1, 4) + ClockPeriodsTests.hours(7, 10)
        let n = ClockPeriodsTests.nights(offsets)
        let p = try XCTUnwrap(
            ClockPeriods.infer(
                nights: n, profile: "Asia/Bangkok", span: (n[0].start - 200_000)...(n.last!.end + 200_000)))
        let boundary = p.periods[1].from
        XCTAssertEqual(p.offset(atInstant: boundary - 1), 25_200)
        XCTAssertEqual(p.offset(atInstant: boundary), 3600)
        XCTAssertEqual(p.offset(atInstant: -1e9), 25_200)  // the first period covers the time before it
        // A nap at 14:00 on the wall clock the day after night 11 (a UTC+1 night): UTC+1.
        XCTAssertEqual(p.clock(atWall: n[11].end + 7 * 3600).name, "UTC+1")
        // Before the first night: the first period's clock.
        XCTAssertEqual(p.clock(atWall: n[0].start - 86_400).name, "Asia/Bangkok")
        XCTAssertEqual(p.clock(atWall: n[14].start).name, "Asia/Bangkok")
        XCTAssertEqual(p.timeline.offsets, [25_200, 3600, 25_200])
        XCTAssertFalse(p.isSingle)
    }
}
