import FlowRecords
import XCTest

@testable import FlowImport

/// WHOOP's wall-clock times on a cycle's `UTC±HH:MM`.
final class WhoopTimeTests: XCTestCase {
    func testOffsetsAndLocalTimes() throws {
        XCTAssertEqual(WhoopTime.offset("UTC-05:00"), -18_000)
        XCTAssertEqual(WhoopTime.offset("UTC+05:30"), 19_800)
        XCTAssertNil(WhoopTime.offset("UTC+5:30"))
        XCTAssertNil(WhoopTime.offset("EST"))
        // 23:41:07 on 2024-03-09 at UTC-05:00 is 04:41:07 UTC on the 10th.
        let t = try XCTUnwrap(WallClock.time("2024-03-09 23:41:07", offset: -18_000))
        XCTAssertEqual(t, try TimestampParser.parse("2024-03-09T23:41:07-05:00").get())
        XCTAssertEqual(t.localDay, CalendarDay(year: 2024, month: 3, day: 9))
        XCTAssertNil(WallClock.time("2024-03-09 24:00:00", offset: 0))
        XCTAssertNil(WallClock.time("09/03/2024 23:41", offset: 0))
        XCTAssertNil(WallClock.time("2024-02-30 10:00:00", offset: 0))
    }
}
