import FlowRecords
import XCTest

@testable import FlowImport

/// Offsets of a named zone across Oslo's two clock changes of 2026 (forward at 01:00 UTC on
/// 29 March, back at 01:00 UTC on 25 October), and wall-clock times read on them.
final class ZoneOffsetsTests: XCTestCase {
    /// Seconds since 1970 of a UTC date and time.
    private func utc(_ iso: String, _ hours: Double) -> Double {
        Double(CalendarDay(iso: iso)!.ordinal) * 86_400 + hours * 3600
    }

    func testTheOffsetAtAnInstant() {
        var zones = ZoneOffsets()
        XCTAssertEqual(zones.offset(zone: "Europe/Oslo", at: utc("2026-03-29", 1) - 1), 3600)
        XCTAssertEqual(zones.offset(zone: "Europe/Oslo", at: utc("2026-03-29", 1)), 7200)
        XCTAssertEqual(zones.offset(zone: "Europe/Oslo", at: utc("2026-10-25", 1)), 3600)
        XCTAssertNil(zones.offset(zone: "Mars/Olympus", at: 0))
        XCTAssertTrue(ZoneOffsets.isKnown("Europe/Oslo"))
        XCTAssertFalse(ZoneOffsets.isKnown("Mars/Olympus"))
        XCTAssertFalse(ZoneOffsets.isKnown(""))
    }

    func testWallClockTimesAroundTheChanges() throws {
        var zones = ZoneOffsets()
        // 01:30 on 29 March is before the change: 00:30 UTC at +01:00.
        let before = try XCTUnwrap(zones.timestamp(zone: "Europe/Oslo", wallClock: utc("2026-03-29", 1.5)))
        XCTAssertEqual(before.instant, utc("2026-03-29", 0.5))
        XCTAssertEqual(before.offset, 3600)
        // 02:30 that night never happened: read on the offset before the change, 01:30 UTC.
        let skipped = try XCTUnwrap(zones.timestamp(zone: "Europe/Oslo", wallClock: utc("2026-03-29", 2.5)))
        XCTAssertEqual(skipped.instant, utc("2026-03-29", 1.5))
        XCTAssertEqual(skipped.offset, 3600)
        // 02:30 on 25 October happened twice: the first, 00:30 UTC at +02:00.
        let twice = try XCTUnwrap(zones.timestamp(zone: "Europe/Oslo", wallClock: utc("2026-10-25", 2.5)))
        XCTAssertEqual(twice.instant, utc("2026-10-25", 0.5))
        XCTAssertEqual(twice.offset, 7200)
        XCTAssertNil(zones.timestamp(zone: "Mars/Olympus", wallClock: 0))
    }
}
