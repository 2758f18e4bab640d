import FlowFeatures
import FlowRecords
import FlowScores
import FlowTrends
import XCTest

final class MetricTests: XCTestCase {
    private func weighing(_ iso: String, _ kg: Double) -> FlowRecords.Measurement {
        let t = try! TimestampParser.parse(iso).get()
        return FlowRecords.Measurement(start: t, end: t, value: kg, source: 0)
    }

    /// One weighing a day, the local day's earliest; two at that instant keep the smaller.
    /// 00:30 on the 2nd at +02:00 is 22:30 UTC on the 1st, the same instant as a weighing
    /// written in UTC: each counts for its own local day.
    func testBodyMassIsTheEarliestWeighingOfTheLocalDay() {
        let points = Metric.bodyMassPoints([
            weighing("2026-03-01T07:30:00+01:00", 71.0), weighing("2026-03-01T07:10:00+01:00", 70.4),
            weighing("2026-03-01T07:10:00+01:00", 70.2), weighing("2026-03-01T22:30:00Z", 69.0),
            weighing("2026-03-02T00:30:00+02:00", 72.0),
        ])
        XCTAssertEqual(points.map(\.day.description), ["2026-03-01", "2026-03-02"])
        XCTAssertEqual(points.map(\.value), [70.2, 72.0])
    }

    func testNamesAndUnits() {
        XCTAssertEqual(Metric(name: "flow"), .flow)
        XCTAssertEqual(Metric(name: "resting_hr"), .feature(.restingHR))
        XCTAssertEqual(Metric(name: "body_mass")?.unit, "kg")
        XCTAssertEqual(Metric(name: "sleep_efficiency")?.unit, "0–1")
        XCTAssertNil(Metric(name: "weight"))
        XCTAssertEqual(Metric.all.count, 21 + ScoreKind.allCases.count)
    }

    func testHRVAnswersToEveryNameAndIsNamedByItsMeasure() {
        for name in ["hrv", "hrv_rmssd", "hrv_sdnn"] { XCTAssertEqual(Metric(name: name), .feature(.hrvSDNN), name) }
        XCTAssertEqual(Metric.feature(.hrvSDNN).name(hrv: .rmssd), "hrv_rmssd")
        XCTAssertEqual(Metric.feature(.hrvSDNN).name(hrv: .sdnn), "hrv_sdnn")
        XCTAssertEqual(Metric.feature(.hrvSDNN).title(hrv: .rmssd), "HRV (RMSSD)")
        XCTAssertEqual(Metric.feature(.hrvSDNN).title(hrv: .sdnn), "HRV (SDNN)")
        XCTAssertEqual(Metric.feature(.restingHR).name(hrv: .rmssd), "resting_hr")
        XCTAssertNil(Metric(name: "hrv_ms"))
    }
}
