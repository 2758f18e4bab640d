import FlowFeatures
import FlowRecords
import XCTest

@testable import FlowVitals

/// A vital outside its range in the direction worth noting, the vitals of a night outside, and
/// the body watch's sentence.
final class VitalsNightTests: XCTestCase {
    func testOutsideInTheDirectionThatMatters() {
        let range = VitalRange(median: 50, spread: 2, nights: 14)
        // Resting HR 54 is 2 spreads up: outside; 46 is 2 down: a low resting HR is not noted.
        XCTAssertTrue(VitalReading(sign: .restingHR, value: 54, range: range).isOutside)
        XCTAssertFalse(VitalReading(sign: .restingHR, value: 46, range: range).isOutside)
        // HRV counts downwards.
        XCTAssertTrue(VitalReading(sign: .hrv, value: 46, range: range).isOutside)
        XCTAssertFalse(VitalReading(sign: .hrv, value: 53.9, range: range).isOutside)
        XCTAssertEqual(VitalReading(sign: .spo2, value: 47, range: range).z, -1.5)
        XCTAssertNil(VitalReading(sign: .spo2, value: 47, range: nil).z)
        XCTAssertFalse(VitalReading(sign: .spo2, value: nil, range: range).isOutside)
    }

    func testTheNightAndTheWatch() {
        let range = VitalRange(median: 50, spread: 2, nights: 14)
        let night = VitalsNight(
            day: CalendarDay(year: 2026, month: 3, day: 2)!,
            readings: VitalSign.allCases.map { VitalReading(sign: $0, value: $0 == .hrv ? 40 : 55, range: range) },
            watch: nil)
        // Every rise-when-strained vital at 55 (2.5 spreads up) and HRV at 40 (5 down): all six outside but SpO2 (rises).
        XCTAssertEqual(night.outside, [.restingHR, .sleepingHR, .hrv, .respiratoryRate, .wristTemperature])
        XCTAssertEqual(
            BodyWatch(signs: [.restingHR, .hrv, .respiratoryRate]).sentence,
            "Your resting heart rate, HRV and respiratory rate have been outside your usual range for two nights "
                + "running. Common reasons are a hard session, alcohol, travel, a late night, or fighting something "
                + "off; this is an observation, not a diagnosis.")
        XCTAssertTrue(BodyWatch(signs: [.spo2, .hrv]).sentence.hasPrefix("Your SpO2 and HRV have been"))
    }
}
