import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

/// A source's episode: segments joined while each starts less than 30 minutes after the latest end
/// (moved here from the sleep suite, unchanged).
final class SleepEpisodeTests: XCTestCase {
    func testASegmentStartingTwentyNineMinutesAfterTheEndJoinsTheEpisode() throws {
        let t = table([sleep("01T23:00", "02T03:00", "core"), sleep("02T03:29", "02T05:00", "core")])
        let row = try XCTUnwrap(t.row(2))
        // One episode: 4 h + 1 h 31 min asleep, one wake gap of 29 minutes.
        XCTAssertEqual(row[.sleepHours], 4 + 91.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(row[.wakeCount], 1)
        XCTAssertEqual(row[.inBedHours], 6, accuracy: 1e-12)
    }

    func testASegmentStartingThirtyMinutesAfterTheEndOpensANewEpisode() throws {
        let t = table([
            sleep("01T23:00", "02T03:00", "core"), sleep("02T03:30", "02T05:00", "core"),
            record("steps", "03T10:00", nil, 10),
        ])
        let row = try XCTUnwrap(t.row(2))
        // Two episodes; the longer one (4 h) is Main(D); the 1.5 h one overlaps no main
        // and lies after it, so it is a nap for the next day.
        XCTAssertEqual(row[.sleepHours], 4, accuracy: 1e-12)
        XCTAssertEqual(row[.wakeCount], 0)
        XCTAssertEqual(row[.sleepMidpoint], 1, accuracy: 1e-12)
        XCTAssertEqual(t.row(3)?[.napMinutes], 90)
    }
}
