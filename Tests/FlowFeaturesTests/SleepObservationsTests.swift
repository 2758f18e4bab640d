import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

/// The night's observed sleep features: wake-ups counted from gaps of three minutes (moved here
/// from the sleep suite, unchanged).
final class SleepObservationsTests: XCTestCase {
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
}
