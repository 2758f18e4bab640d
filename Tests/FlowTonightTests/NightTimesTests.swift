import FlowFeatures
import XCTest

@testable import FlowTonight

/// The wake time and the time awake in bed come from measured cells only.
final class NightTimesTests: XCTestCase {
    func testMeasuredCellsOnly() throws {
        let rows = nightRows(
            from: "2026-06-01", to: "2026-06-03",
            ["2026-06-01": (-0.5, 8, 7.25), "2026-06-02": (3, nil, 7), "2026-06-03": (nil, 8, nil)])
        // −0.5 (23:30) + 8 / 2 = 3.5: woke at 03:30; 0.75 h in bed awake.
        XCTAssertEqual(try XCTUnwrap(rows[0].wakeTime), 3.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(rows[0].awakeInBed), 0.75, accuracy: 1e-12)
        XCTAssertNil(rows[1].wakeTime)  // no bed span measured
        XCTAssertNil(rows[1].awakeInBed)
        XCTAssertNil(rows[2].wakeTime)  // no mid-sleep measured
        XCTAssertNil(rows[2].awakeInBed)  // no sleep measured
    }
}
