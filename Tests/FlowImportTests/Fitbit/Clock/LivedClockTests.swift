import XCTest

@testable import FlowImport

/// A clock's offsets from its zone's transitions: Berlin across 2026-03-29 01:00 UTC (+1 → +2)
/// and 2026-10-25 01:00 UTC (+2 → +1), wall-clock times skipped and shown twice.
final class LivedClockTests: XCTestCase {
    let spring = 1_774_746_000.0  // 2026-03-29 01:00 UTC
    let autumn = 1_792_890_000.0  // 2026-10-25 01:00 UTC

    func testOffsetsAtInstantsAndWallClockTimes() throws {
        let berlin = try XCTUnwrap(LivedClock(zone: "Europe/Berlin", over: (spring - 86_400)...(autumn + 86_400)))
        XCTAssertEqual(berlin.name, "Europe/Berlin")
        XCTAssertEqual(berlin.offset(atInstant: spring - 1), 3600)
        XCTAssertEqual(berlin.offset(atInstant: spring), 7200)
        XCTAssertEqual(berlin.offset(atInstant: autumn - 1), 7200)
        XCTAssertEqual(berlin.offset(atInstant: autumn), 3600)
        // 02:30 on 03-29 never happens: read on the offset before the change, +1.
        XCTAssertEqual(berlin.offset(atWall: spring + 3600 + 1800), 3600)
        // 03:30 on 03-29 is +2; 01:30 is +1.
        XCTAssertEqual(berlin.offset(atWall: spring + 2 * 3600 + 1800), 7200)
        XCTAssertEqual(berlin.offset(atWall: spring + 1800), 3600)
        // 02:30 on 10-25 happens twice: the first, on +2.
        XCTAssertEqual(berlin.offset(atWall: autumn + 3600 + 1800), 7200)
        XCTAssertEqual(berlin.offset(atWall: autumn + 3 * 3600), 3600)
        XCTAssertEqual(berlin.offsets(from: spring - 10, to: autumn + 10), [3600, 7200, 3600])
        XCTAssertEqual(berlin.stretches(from: spring - 10, to: autumn).map(\.offset), [3600, 7200])
        XCTAssertNil(LivedClock(zone: "Mars/Olympus", over: 0...1))
    }

    func testAFixedOffset() {
        let five = LivedClock(fixed: -18_000)
        XCTAssertEqual(five.name, "UTC\u{2212}5")
        XCTAssertNil(five.zone)
        XCTAssertEqual(five.offset(atInstant: 0), -18_000)
        XCTAssertEqual(five.offset(atWall: 1e9), -18_000)
        XCTAssertTrue(LivedClock.regionZones.contains("America/Chicago"))
        XCTAssertFalse(LivedClock.regionZones.contains("UTC"))
        XCTAssertEqual(LivedClock.regionZones, LivedClock.regionZones.sorted())
    }
}
