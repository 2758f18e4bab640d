import FlowRecords
import XCTest

@testable import FlowFeatures

/// Which readings belong to a night (SPEC 22): those inside Main(D)'s span; the minute readings
/// before any other SpO2; Apple's disturbances when their interval meets the span.
final class BreathingObservationsTests: XCTestCase {
    private func at(_ iso: String) -> Timestamp { try! TimestampParser.parse(iso).get() }

    private func reading(_ iso: String, _ value: Double, _ end: String? = nil) -> FlowRecords.Measurement {
        FlowRecords.Measurement(start: at(iso), end: at(end ?? iso), value: value, source: 0)
    }

    func testTheNightsReadings() throws {
        var history = RecordHistory()
        let s = history.source(named: "Watch")
        history.sleep = [
            SleepSegment(
                start: at("2026-03-01T23:00:00+01:00"), end: at("2026-03-02T07:00:00+01:00"), stage: .asleep, source: s)
        ]
        // Two minute readings in the night and one after it; one plain SpO2 in the night (ignored
        // while minute readings exist); a disturbance value over the night and one the day after.
        history.spo2Minute = [
            reading("2026-03-02T01:00:00+01:00", 95), reading("2026-03-02T01:01:00+01:00", 91),
            reading("2026-03-02T08:00:00+01:00", 80),
        ]
        history.spo2 = [reading("2026-03-02T02:00:00+01:00", 97)]
        history.breathingDisturbances = [
            reading("2026-03-01T22:50:00+01:00", 1.5, "2026-03-02T07:05:00+01:00"),
            reading("2026-03-02T12:00:00+01:00", 9),
        ]
        let row = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2026-03-02" })
        let oxygen = try XCTUnwrap(row.oxygen)
        XCTAssertEqual(oxygen.validMinutes, 2)
        XCTAssertEqual(oxygen.nadir, 91)
        XCTAssertEqual(oxygen.t90, 0)
        XCTAssertEqual(oxygen.odiReason, "fewer than 240 valid minutes (2)")
        XCTAssertEqual(row.breathingDisturbances, 1.5)
        // Without minute readings the plain SpO2 of the night stands in.
        history.spo2Minute = []
        let plain = try XCTUnwrap(FeatureTable(history: history).rows.first { $0.day.description == "2026-03-02" })
        XCTAssertEqual(plain.oxygen?.validMinutes, 1)
        XCTAssertEqual(plain.oxygen?.nadir, 97)
        // The columns are written, and read back.
        let table = FeatureTable(history: history)
        let read = try FeatureTable.parseCSV(table.csv(), file: "t.csv")
        XCTAssertEqual(read.rows.map(\.oxygen), table.rows.map(\.oxygen))
        XCTAssertEqual(read.rows.map(\.breathingDisturbances), table.rows.map(\.breathingDisturbances))
    }
}
