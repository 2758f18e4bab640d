import FlowRecords
import XCTest

/// An instant with the offset written on it: the local date and the order of two timestamps.
final class TimestampTests: XCTestCase {
    func testTheLocalDateFollowsTheOffset() {
        // 2026-03-01 23:30 UTC is the 2nd at +01:00 and still the 1st at −05:00.
        let utc = Double(CalendarDay(year: 2026, month: 3, day: 1)!.ordinal) * 86_400 + 23.5 * 3600
        XCTAssertEqual(Timestamp(instant: utc, offsetSeconds: 3600).localDay, CalendarDay(iso: "2026-03-02"))
        XCTAssertEqual(Timestamp(instant: utc, offsetSeconds: -18_000).localDay, CalendarDay(iso: "2026-03-01"))
        XCTAssertEqual(Timestamp(instant: utc, offsetSeconds: 3600).localSeconds, utc + 3600)
        // Before 1970 the day rounds down: one second before the epoch is 1969-12-31.
        XCTAssertEqual(Timestamp(instant: -1, offsetSeconds: 0).localDay, CalendarDay(iso: "1969-12-31"))
    }

    func testOrderedByInstantThenOffset() {
        let a = Timestamp(instant: 100, offsetSeconds: 3600)
        XCTAssertTrue(Timestamp(instant: 99, offsetSeconds: 7200) < a)
        XCTAssertTrue(Timestamp(instant: 100, offsetSeconds: 0) < a)
        XCTAssertFalse(a < a)
    }
}
