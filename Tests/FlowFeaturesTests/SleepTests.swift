import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

final class SleepTests: XCTestCase {
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

    func testWakeCountCountsGapsOfThreeMinutesButNotTwoFiftyNine() throws {
        let t = table([
            "sleep,2026-03-01T23:00:00+00:00,2026-03-02T01:00:00+00:00,core,Watch",
            "sleep,2026-03-02T01:02:59+00:00,2026-03-02T03:00:00+00:00,core,Watch",  // 2:59 gap
            "sleep,2026-03-02T03:03:00+00:00,2026-03-02T06:00:00+00:00,deep,Watch",  // 3:00 gap
        ])
        let row = try XCTUnwrap(t.row(2))
        XCTAssertEqual(row[.wakeCount], 1)
        // deep 2 h 57 min of 6 h 54 min 01 s staged.
        let staged = 6 * 3600 + 54 * 60 + 1.0
        XCTAssertEqual(row[.deepShare], (2 * 3600 + 57 * 60) / staged, accuracy: 1e-12)
    }

    func testRegularityIsCircularAcrossMidnight() throws {
        let t = table([
            sleep("01T20:00", "02T03:00", "core"),  // midpoint 23:30 = -0.5 h
            sleep("02T21:00", "03T04:00", "core"),  // midpoint 00:30 = 0.5 h
            sleep("03T20:30", "04T03:30", "core"),  // midpoint 00:00
        ])
        XCTAssertEqual(try XCTUnwrap(t.row(2))[.sleepMidpoint], -0.5, accuracy: 1e-12)
        let row = try XCTUnwrap(t.row(4))
        XCTAssertFalse(row[.historyMissing])
        // Angles -7.5°, +7.5°, 0°: R = (2 cos 7.5° + 1) / 3.
        let r = (2 * cos(7.5 * Double.pi / 180) + 1) / 3
        XCTAssertEqual(row[.sleepRegularity], (-2 * log(r)).squareRoot() * 1440 / (2 * Double.pi), accuracy: 1e-9)
        // minutes, not the hours a linear SD of -0.5, 0.5, 0 would suggest on a 0-24 clock
        XCTAssertEqual(row[.sleepRegularity], 24.5, accuracy: 0.05)
        XCTAssertTrue(try XCTUnwrap(t.row(3))[.historyMissing])
    }

    func testANightAcrossTheDaylightSavingChangeIsMeasuredInElapsedTime() throws {
        let t = table(["sleep,2026-03-28T23:00:00+01:00,2026-03-29T07:00:00+02:00,core,Watch"])
        let row = try XCTUnwrap(t.row(29))
        XCTAssertEqual(row[.sleepHours], 7, accuracy: 1e-12)
        // Midpoint instant 01:30 UTC, read on the end's clock (+02:00): 03:30.
        XCTAssertEqual(row[.sleepMidpoint], 3.5, accuracy: 1e-12)
    }

    func testTheDayAfterAFlightIsReadOnTheNewClock() throws {
        let t = table([
            "steps,2026-03-02T23:30:00-05:00,2026-03-02T23:40:00-05:00,500,Phone",
            "sleep,2026-03-03T00:30:00-05:00,2026-03-03T08:00:00-05:00,core,Watch",
            "heart_rate,2026-03-04T09:00:00-05:00,2026-03-04T09:00:00-05:00,60,Watch",
        ])
        // 23:30 at UTC-5 is 04:30 UTC on the 3rd, but locally it is still the 2nd: row 3.
        XCTAssertEqual(t.row(3)?[.steps], 500)
        XCTAssertEqual(t.row(4)?[.stepsMissing], true)
        let row = try XCTUnwrap(t.row(3))
        XCTAssertEqual(row[.sleepHours], 7.5, accuracy: 1e-12)
        XCTAssertEqual(row[.sleepMidpoint], 4.25, accuracy: 1e-12)
    }

    func testAnOutlierIsClampedBeforeAnythingUsesIt() throws {
        let t = table([
            "sleep,2026-03-01T19:00:00+00:00,2026-03-02T12:00:00+00:00,asleep,App",  // 17 h asleep
            record("resting_hr", "01T18:00", nil, 195),
        ])
        let row = try XCTUnwrap(t.row(2))
        XCTAssertEqual(row[.sleepHours], 16)
        XCTAssertEqual(row[.inBedHours], 17)
        XCTAssertEqual(row[.sleepEfficiency], 16.0 / 17, accuracy: 1e-12)
        XCTAssertEqual(row[.restingHR], 140)
        // 140 against the fixed reference 60 is +80, clamped to +40.
        XCTAssertEqual(row[.rhrDelta], 40)
        XCTAssertTrue(row[.baselineMissing])
    }
}
