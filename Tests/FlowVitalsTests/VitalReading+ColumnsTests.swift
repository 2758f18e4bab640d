import FlowRecords
import XCTest

@testable import FlowVitals

/// A night's reading as columns: the value, the range, z worked out by hand, and `outside`.
final class VitalReadingColumnsTests: XCTestCase {
    func testAReadingWithAndWithoutARange() {
        // Resting HR 60 against a median of 52 and a spread of 4: z = (60 − 52) / 4 = 2, outside.
        let high = VitalReading(sign: .restingHR, value: 60, range: VitalRange(median: 52, spread: 4, nights: 14))
        XCTAssertEqual(
            VitalReading.outputColumns.map(\.name), ["value", "median", "spread", "z", "outside", "threshold"])
        XCTAssertEqual(VitalReading.outputColumns.csvLine(high), "60,52,4,2,1,2")
        // HRV rising by 2 spreads is not a strain sign: not outside.
        let hrv = VitalReading(sign: .hrv, value: 4.2, range: VitalRange(median: 4, spread: 0.1, nights: 14))
        XCTAssertEqual(VitalReading.outputColumns.csvLine(hrv).split(separator: ",").dropLast().last, "0")
        let none = VitalReading(sign: .spo2, value: 97, range: nil)
        XCTAssertEqual(VitalReading.outputColumns.csvLine(none), "97,,,,0,2")
        XCTAssertEqual(
            VitalReading.outputColumns.json(none),
            .object([
                ("value", .number(97)), ("median", .null), ("spread", .null), ("z", .null), ("outside", .bool(false)),
                ("threshold", .number(2)),
            ]))
        // In the days before a period the same 2 spreads of resting HR are under the threshold of 3.
        var window = high
        window.threshold = 3
        XCTAssertEqual(VitalReading.outputColumns.csvLine(window), "60,52,4,2,0,3")
    }
}
