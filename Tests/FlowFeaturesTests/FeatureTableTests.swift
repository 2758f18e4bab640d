import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowFeatures

final class FeatureTableTests: XCTestCase {
    func testEveryFlagAndANoDataDay() throws {
        var lines = [
            record("steps", "01T10:00", "01T10:30", 3000),
            record("resting_hr", "01T19:00", nil, 55),
            record("hrv_sdnn", "01T14:00", nil, 50),
            "sleep,2026-03-01T23:00:00+00:00,2026-03-02T07:00:00+00:00,asleep,App",
        ]
        lines += (0..<12).map { record("heart_rate", "01T12:\(String(format: "%02d", $0))", nil, 70) }
        lines += (0..<5).map { record("heart_rate", "02T0\($0 + 1):00", nil, 52) }
        let t = table(lines)
        XCTAssertEqual(t.rows.count, 2)
        let first = try XCTUnwrap(t.row(1))
        XCTAssertEqual(first.flags, Array(repeating: true, count: 9))
        XCTAssertTrue(first.isNoData)
        XCTAssertEqual(first.coverage, 0)
        XCTAssertEqual(first.provenance, Array(repeating: .baseline, count: 19))
        XCTAssertEqual(first[.sleepDebt], 3)  // 3 · min(2, 8 - 7)
        let second = try XCTUnwrap(t.row(2))
        let expected: [MissingFlag: Bool] = [
            .sleepMissing: false, .stagesMissing: true, .historyMissing: true, .stepsMissing: false,
            .rhrMissing: false, .hrvMissing: false, .sleepingHRMissing: false, .strainMissing: false,
            .baselineMissing: true,
        ]
        for (flag, value) in expected { XCTAssertEqual(second[flag], value, flag.rawValue) }
        XCTAssertFalse(second.isNoData)
        XCTAssertEqual(second.coverage, 6)
        XCTAssertEqual(second[.hrvSDNN], 50)  // D-1's sample outside every main span
        XCTAssertEqual(second[.hrvRatio], log(50.0 / 45), accuracy: 1e-12)
        XCTAssertEqual(second[.rhrDelta], -5)  // against the fixed 60 bpm
        XCTAssertEqual(second[.sleepingHR], 52)
        XCTAssertEqual(second[.strainLoad], 0)  // 70 bpm is below 50 % of 190
        XCTAssertEqual(second[.steps], 3000)
        // 8 h asleep tonight, the baseline 7 h for the two nights before: 0 + 1 + 1.
        XCTAssertEqual(second[.sleepDebt], 2)
        XCTAssertEqual(second.provenance[Feature.deepShare.index], .baseline)
        XCTAssertEqual(second[.deepShare], 0.15)
    }
}

/// The night's vitals (SPEC 18): the mean of a kind's samples inside Main(D)'s span, no
/// fallback to the day before.
final class NightVitalsTests: XCTestCase {
    func testARespiratoryRateFromTheThreeSamplesInsideTheNight() throws {
        let h = history([
            "sleep,2026-03-01T23:00:00+01:00,2026-03-02T07:00:00+01:00,core,Watch",
            "respiratory_rate,2026-03-02T01:00:00+01:00,2026-03-02T01:00:00+01:00,14,Watch",
            "respiratory_rate,2026-03-02T03:00:00+01:00,2026-03-02T03:00:00+01:00,15,Watch",
            "respiratory_rate,2026-03-02T05:00:00+01:00,2026-03-02T05:00:00+01:00,16.5,Watch",
            "respiratory_rate,2026-03-02T12:00:00+01:00,2026-03-02T12:00:00+01:00,22,Watch",  // after the night
            "spo2,2026-03-01T20:00:00+01:00,2026-03-01T20:00:00+01:00,97,Watch",  // before it: no night value
        ])
        let table = FeatureTable(history: h)
        let march2 = try XCTUnwrap(table.rows.first { $0.day.description == "2026-03-02" })
        XCTAssertEqual(march2.respiratoryRate ?? 0, (14 + 15 + 16.5) / 3, accuracy: 1e-12)
        XCTAssertNil(march2.spo2)
        XCTAssertTrue(table.rows.allSatisfy { $0.wristTemperature == nil })
        // The columns survive the CSV.
        let back = try FeatureTable.parseCSV(table.csv(), file: "t.csv")
        XCTAssertEqual(back.rows.map(\.respiratoryRate), table.rows.map(\.respiratoryRate))
    }
}
