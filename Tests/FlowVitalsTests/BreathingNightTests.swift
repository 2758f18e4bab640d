import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowVitals

/// When a night is elevated (SPEC 22): its dip index against the line at 5, or, without one,
/// Apple's disturbances two spreads above the person's median.
final class BreathingNightTests: XCTestCase {
    /// The line is 5: a night at 5.0 is elevated, at 4.9 it is not (and is never called normal).
    func testTheLineAndAppleAlone() throws {
        func night(_ odi: Double) -> BreathingNight {
            BreathingNight(
                day: CalendarDay(iso: "2026-06-01")!,
                oxygen: OxygenNight(validMinutes: 300, nadir: 88, t90: 1, spacingSeconds: 60, odi3: odi),
                disturbances: nil, disturbancesRange: nil)
        }
        XCTAssertEqual(night(5).elevated, true)
        XCTAssertEqual(night(4.9).elevated, false)
        // Apple's disturbances alone: median 1.0, spread max(1.4826 · MAD, 0.5); 2 spreads up is elevated.
        let range = VitalRange(median: 1, spread: 0.5, nights: 20)
        let apple = { (d: Double) in
            BreathingNight(day: CalendarDay(iso: "2026-06-01")!, oxygen: nil, disturbances: d, disturbancesRange: range)
        }
        XCTAssertEqual(apple(2.0).elevated, true)  // z = 2
        XCTAssertEqual(apple(1.9).elevated, false)
        XCTAssertEqual(
            BreathingNight(day: CalendarDay(iso: "2026-06-01")!, oxygen: nil, disturbances: 3, disturbancesRange: nil)
                .elevated, false)  // no range yet: a value, not elevated
    }
}
