import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowVitals

/// The 30-night pattern of SPEC 22: 15 nights with a value and 10 elevated among the last 30.
final class BreathingPatternTests: XCTestCase {
    /// 30 nights: the first `measured` with a dip index, `high` of them at 6.2 (elevated), the
    /// others at 2.0; the rest unmeasured.
    private func nights(measured: Int, high: Int) -> [BreathingNight] {
        (0..<30).map { k in
            BreathingNight(
                day: CalendarDay(iso: "2026-06-01")!.adding(days: k),
                oxygen: k < measured
                    ? OxygenNight(
                        validMinutes: 400, nadir: 85, t90: 2, spacingSeconds: 60, odi3: k < high ? 6.2 : 2.0) : nil,
                disturbances: nil, disturbancesRange: nil)
        }
    }

    func testTheThresholds() throws {
        let pattern = try XCTUnwrap(BreathingPattern(nights(measured: 15, high: 10), at: 29))
        XCTAssertEqual(pattern.nights, 15)
        XCTAssertEqual(pattern.elevated, 10)
        XCTAssertEqual(try XCTUnwrap(pattern.meanODI), 6.2, accuracy: 1e-12)
        XCTAssertEqual(
            pattern.sentence,
            "Breathing: on 10 of your last 30 nights your oxygen fell by 3 % or more about 6.2 times an hour. Some "
                + "people with sleep apnea show this; readings taken once a minute at the wrist miss brief dips, so it "
                + "is a screening sign, not a diagnosis: a doctor can arrange a sleep study.")
        XCTAssertNil(BreathingPattern(nights(measured: 14, high: 10), at: 29))  // 14 measured nights
        XCTAssertNil(BreathingPattern(nights(measured: 15, high: 9), at: 29))  // 9 elevated
        // Only the last 30 rows count: on row 40 of a longer history the early nights are gone.
        let longer = nights(measured: 15, high: 10) + nights(measured: 0, high: 0)
        XCTAssertNil(BreathingPattern(longer, at: 45))
    }
}
