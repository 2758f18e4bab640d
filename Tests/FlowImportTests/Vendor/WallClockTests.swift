import FlowRecords
import XCTest

@testable import FlowImport

/// A vendor's time without an offset, placed on the offset it is read on.
final class WallClockTests: XCTestCase {
    func testATimeOnAnOffset() throws {
        // 2024-05-01 22:51:30 at UTC−04:00 is 2024-05-02 02:51:30 UTC.
        let t = try XCTUnwrap(WallClock.time("2024-05-01 22:51:30", offset: -14_400))
        let day = try XCTUnwrap(CalendarDay(iso: "2024-05-02"))
        XCTAssertEqual(t.instant, Double(day.ordinal) * 86_400 + 2 * 3600 + 51 * 60 + 30)
        XCTAssertEqual(t.offsetSeconds, -14_400)
        // A `T` between date and time is read the same.
        XCTAssertEqual(WallClock.time("2024-05-01T22:51:30", offset: -14_400), t)
    }

    func testAnythingElseIsNil() {
        for text in [
            "2024-05-01 22:51", "2024-05-01 24:00:00", "2024-05-01 22:60:00", "2024-05-01 22:51:60",
            "2024-13-01 22:51:30", "01/05/2024 22:51:30", "2024-05-01 2a:51:30", "2024-05-01_22:51:30",
        ] {
            XCTAssertNil(WallClock.time(text, offset: 0), text)
        }
        XCTAssertEqual(WallClock.digits(Array("0042".utf8)[...]), 42)
        XCTAssertNil(WallClock.digits(Array("4-2".utf8)[...]))
    }

    func testUTCOffsetsWithAndWithoutAColon() {
        XCTAssertEqual(WallClock.utcOffset("UTC-05:00", colon: true), -18_000)
        XCTAssertEqual(WallClock.utcOffset("UTC+0530", colon: false), 19_800)
        // Fifteen hours, sixty minutes, the other spelling: none is an offset.
        XCTAssertNil(WallClock.utcOffset("UTC+1500", colon: false))
        XCTAssertNil(WallClock.utcOffset("UTC+0160", colon: false))
        XCTAssertNil(WallClock.utcOffset("UTC+05:30", colon: false))
        XCTAssertNil(WallClock.utcOffset("UTC+0530", colon: true))
    }
}
