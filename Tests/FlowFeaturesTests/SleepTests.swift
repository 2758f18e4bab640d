import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

final class SleepTests: XCTestCase {

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
