import FlowTestSupport
import XCTest

@testable import FlowVitals

/// SPEC 18's ranges worked by hand.
final class VitalRangeTests: XCTestCase {
    /// 28 nights 50…77: median (63 + 64) / 2 = 63.5; the deviations 0.5, 1.5, …, 13.5 each
    /// twice, whose median is (6.5 + 7.5) / 2 = 7, so the spread is 1.4826 · 7 = 10.3782.
    func testMedianAndMADOfTwentyEightNights() throws {
        let range = try XCTUnwrap(VitalRange(values: (50...77).map(Double.init).shuffled(), floor: 1))
        XCTAssertEqual(range.median, 63.5)
        XCTAssertEqual(range.spread, 1.4826 * 7, accuracy: 1e-12)
        XCTAssertEqual(range.z(63.5 + 2 * 10.3782), 2, accuracy: 1e-12)
    }

    /// Ten nights at 60 and four at 62: median 60, MAD 0, so the floor (1 bpm) is the spread.
    /// Thirteen observed nights make no range.
    func testTheFloorTakesOverAndThirteenNightsAreTooFew() throws {
        let values = Array(repeating: 60.0, count: 10) + Array(repeating: 62.0, count: 4)
        let range = try XCTUnwrap(VitalRange(values: values, floor: VitalSign.restingHR.floor))
        XCTAssertEqual(range, VitalRange(median: 60, spread: 1, nights: 14))
        XCTAssertNil(VitalRange(values: Array(values.prefix(13)), floor: 1))
    }

    /// Outside at z 2.0, not at 1.99, in the direction worth noting for each vital: up for
    /// resting heart rate, down for SpO2; the other direction is never outside.
    func testOutsideAtTwoInTheDirectionOfConcern() {
        let range = VitalRange(median: 60, spread: 1, nights: 14)
        func reading(_ sign: VitalSign, _ v: Double) -> VitalReading {
            VitalReading(sign: sign, value: v, range: range)
        }
        XCTAssertTrue(reading(.restingHR, 62).isOutside)
        XCTAssertFalse(reading(.restingHR, 61.99).isOutside)
        XCTAssertFalse(reading(.restingHR, 55).isOutside)
        XCTAssertTrue(reading(.spo2, 58).isOutside)
        XCTAssertFalse(reading(.spo2, 58.01).isOutside)
        XCTAssertFalse(reading(.spo2, 65).isOutside)
        XCTAssertFalse(VitalReading(sign: .hrv, value: 1, range: nil).isOutside)
        XCTAssertNil(VitalReading(sign: .hrv, value: nil, range: range).z)
    }
}
