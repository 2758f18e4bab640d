import XCTest

@testable import FlowCommandLine
@testable import FlowVitals

/// A vital in words: its value in a person's unit, where it lies in their own range, and a
/// ring's temperature deviation said as one.
final class VitalsTextTests: XCTestCase {
    func testValuesAndRanges() {
        XCTAssertEqual(VitalSign.hrv.text(log(45)), "45 ms")
        XCTAssertEqual(VitalSign.spo2.text(96.44), "96.4 %")
        XCTAssertEqual(VitalSign.wristTemperature.text(34.567), "34.57 °C")
        // 58 against a median of 54 with a spread of 1.5: (58 − 54) / 1.5 = 2.67 spreads above: outside.
        let rhr = VitalReading(sign: .restingHR, value: 58, range: VitalRange(median: 54, spread: 1.5, nights: 14))
        XCTAssertEqual(
            VitalsText.phrase(rhr),
            "resting heart rate 58 bpm, +2.7 of your spread above your 28-night median 54 bpm (outside your range)")
        XCTAssertEqual(
            VitalsText.phrase(VitalReading(sign: .sleepingHR, value: 50, range: nil)),
            "sleeping heart rate 50 bpm (no range yet: it needs 14 of the 28 nights before)")
        XCTAssertNil(VitalsText.phrase(VitalReading(sign: .spo2, value: nil, range: nil)))
        // A ring's deviation of −0.32 °C against a median of 0 and a spread of 0.2: −1.6 spreads.
        let deviation = VitalReading(
            sign: .wristTemperature, value: -0.32, range: VitalRange(median: 0, spread: 0.2, nights: 14))
        XCTAssertEqual(
            VitalsText.phrase(deviation, deviation: true),
            "wrist temperature \u{2212}0.32 °C against the ring's baseline, \u{2212}1.6 of your spread below your 28-night median"
        )
    }
}
