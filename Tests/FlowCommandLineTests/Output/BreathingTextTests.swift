import FlowFeatures
import FlowRecords
import FlowVitals
import XCTest

@testable import FlowCommandLine

/// A night in words: the oxygen numbers or why there is no dip index, the disturbances.
final class BreathingTextTests: XCTestCase {
    func testANightsLine() {
        let day = CalendarDay(iso: "2026-06-29")!
        let sparse = BreathingNight(
            day: day, oxygen: OxygenNight(validMinutes: 96, nadir: 91, t90: 0, spacingSeconds: 300, odi3: nil),
            disturbances: 1.2, disturbancesRange: VitalRange(median: 0.8, spread: 0.5, nights: 20))
        XCTAssertEqual(
            BreathingText.line(sparse),
            "2026-06-29  96 readings, lowest 91 %, 0.0 % under 90 %, no dip index (samples too sparse for a "
                + "desaturation index: one every 5.0 min); breathing disturbances 1.2 an hour (your median 0.8)\n")
        XCTAssertEqual(
            BreathingText.line(BreathingNight(day: day, oxygen: nil, disturbances: nil, disturbancesRange: nil)),
            "2026-06-29  nothing measured\n")
    }
}
