import FlowFeatures
import FlowRecords
import FlowVitals
import XCTest

/// A vital's value in a row: an observed cell (HRV as its logarithm), or the night's vital;
/// a filled-in cell is no value.
final class VitalSignTests: XCTestCase {
    func testValuesFromARow() throws {
        var values = Array(repeating: 0.0, count: 19)
        values[Feature.restingHR.index] = 52
        values[Feature.sleepingHR.index] = 55
        values[Feature.hrvSDNN.index] = 40
        var provenance = Array(repeating: Provenance.observed, count: 19)
        provenance[Feature.sleepingHR.index] = .median
        var row = FeatureRow(
            day: try XCTUnwrap(CalendarDay(iso: "2026-03-02")), values: values, provenance: provenance,
            flags: Array(repeating: false, count: 9))
        row.spo2 = 96.5
        XCTAssertEqual(VitalSign.restingHR.value(row), 52)
        XCTAssertNil(VitalSign.sleepingHR.value(row))  // filled in by the median: no value
        XCTAssertEqual(try XCTUnwrap(VitalSign.hrv.value(row)), log(40), accuracy: 1e-15)
        XCTAssertEqual(VitalSign.spo2.value(row), 96.5)
        XCTAssertNil(VitalSign.respiratoryRate.value(row))
        // An observed HRV of 0 has no logarithm: no value.
        row.values[Feature.hrvSDNN.index] = 0
        XCTAssertNil(VitalSign.hrv.value(row))
    }

    func testDirectionsAndNames() {
        XCTAssertEqual(VitalSign.allCases.filter { !$0.risesWhenStrained }, [.hrv, .spo2])
        XCTAssertEqual(VitalSign.wristTemperature.phrase, "wrist temperature")
        XCTAssertEqual(VitalSign.wristTemperature.rawValue, "wrist_temp")
        XCTAssertTrue(VitalSign.allCases.allSatisfy { $0.floor > 0 })
    }
}
