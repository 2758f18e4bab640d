import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

/// Main sleep per day, bed spans and naps: a staged source before a longer unstaged one, candidates
/// of an hour asleep, a phone's in-bed record, naps across sources (moved here from the sleep
/// suite, unchanged).
final class NightsTests: XCTestCase {
    func testStagedSourceWinsOverALongerUnstagedOneThatOverlapsIt() throws {
        let t = table([
            sleep("01T22:30", "02T06:30", "asleep", "App"),  // 8 h, no stages: L
            sleep("01T23:00", "02T05:00", "core", "Watch"),  // 6 h with stages
            sleep("02T13:00", "02T15:30", "core", "Watch"),  // a staged afternoon nap
            record("steps", "03T10:00", nil, 10),
        ])
        let d = try XCTUnwrap(t.row(2))
        XCTAssertEqual(d[.sleepHours], 6, accuracy: 1e-12)
        XCTAssertEqual(d[.deepShare], 0)
        XCTAssertEqual(d.provenance[Feature.deepShare.index], .observed)
        XCTAssertFalse(d[.stagesMissing])
        // The nap on D starts after D 12:00: never Main(D), it is a nap for D+1.
        let next = try XCTUnwrap(t.row(3))
        XCTAssertTrue(next[.sleepMissing])
        XCTAssertEqual(next[.napMinutes], 150)
        XCTAssertEqual(next.provenance[Feature.napMinutes.index], .observed)
    }

    func testCandidatesNeedAtLeastSixtyMinutesAsleep() throws {
        let short = table([sleep("02T01:00", "02T01:59", "core")])
        XCTAssertEqual(short.row(2)?[.sleepMissing], true)
        let enough = table([sleep("02T01:00", "02T02:00", "core")])
        XCTAssertEqual(enough.row(2)?[.sleepMissing], false)
        XCTAssertEqual(try XCTUnwrap(enough.row(2))[.sleepHours], 1, accuracy: 1e-12)
    }

    func testBedSpanIsWidenedByAPhonesInBedRecord() throws {
        let t = table([sleep("01T23:00", "02T07:00", "core"), sleep("01T22:40", "02T07:10", "in_bed", "Phone")])
        let row = try XCTUnwrap(t.row(2))
        XCTAssertEqual(row[.inBedHours], 8.5, accuracy: 1e-12)
        XCTAssertEqual(row[.sleepEfficiency], 8 / 8.5, accuracy: 1e-12)
        // The midpoint is that of Main(D)'s own span, not of the bed span: 03:00.
        XCTAssertEqual(row[.sleepMidpoint], 3, accuracy: 1e-12)
    }

    func testNapsBetweenTwoMainSleepsAreUnionedAcrossSources() throws {
        let t = table([
            sleep("01T23:00", "02T07:00", "core"),
            sleep("02T14:00", "02T15:00", "asleep", "App"),
            sleep("02T14:30", "02T15:30", "asleep", "Phone"),
            sleep("02T23:00", "03T07:00", "core"),
        ])
        // Naps for D = 3 lie between Main(2)'s end and Main(3)'s start: 14:00-15:30 = 90 min.
        XCTAssertEqual(t.row(3)?[.napMinutes], 90)
        XCTAssertEqual(t.row(2)?[.napMinutes], 0)
        XCTAssertEqual(t.row(2)?.provenance[Feature.napMinutes.index], .observed)
    }
}
