import FlowFeatures
import FlowRecords
import XCTest

/// D−1's steps from its hourly counts (total, active hours, spread), or from a vendor's day
/// total when there are no hourly counts.
final class StepObservationsTests: XCTestCase {
    func testHourlyCountsGiveTotalActiveHoursAndSpread() throws {
        // March 1: 600 steps at 09:00 and 600 at 18:00 (two hours of 24 with steps); row 2 reads March 1.
        let t = table([
            record("steps", "01T09:00", "01T10:00", 600), record("steps", "01T18:00", "01T19:00", 600),
            record("resting_hr", "02T08:00", nil, 52),
        ])
        let r = try XCTUnwrap(t.row(2))
        XCTAssertEqual(r[.steps], 1200)
        XCTAssertTrue(r.isObserved(.activeHours))
        // Two equal hours: entropy ln 2 over ln 24.
        XCTAssertEqual(r[.movementSpread], log(2) / log(24), accuracy: 1e-12)
    }

    func testADayTotalStandsForTheStepsAlone() throws {
        // Two totals for March 1 (the larger one counts); no hourly steps. (A resting HR on the 2nd
        // makes the table reach row 2.)
        let t = table([
            record("steps_total", "01T12:00", nil, 8100), record("steps_total", "01T12:00", nil, 7900, "Ring"),
            record("resting_hr", "02T08:00", nil, 52),
        ])
        let r = try XCTUnwrap(t.row(2))
        XCTAssertEqual(r[.steps], 8100)
        XCTAssertTrue(r.isObserved(.steps))
        XCTAssertFalse(r.isObserved(.activeHours))
        XCTAssertFalse(r.isObserved(.movementSpread))
    }
}
