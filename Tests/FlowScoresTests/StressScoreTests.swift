import FlowFeatures
import FlowRecords
import FlowScores
import XCTest

/// Stress from the daytime heart rate and HRV against their usual values (moved here from the
/// reference-scores suite, assertions unchanged).
final class StressScoreTests: XCTestCase {
    /// Daytime HR 77 against 70, HRV 30 against 40: 30 + 100 · (77 / 70 − 1) + 50 · (1 − 30 / 40) = 52.5.
    func testStressFromBothDaytimeValues() throws {
        let rows = scoreRows(31, usual: usualDay, daytime: { $0 < 30 ? (70, 40) : (77, 30) })
        let stress = ReferenceScores.scores(rows: rows)[30].stress
        XCTAssertEqual(try XCTUnwrap(stress.value), 52.5, accuracy: 1e-9)
        XCTAssertEqual(stress.components.map(\.name), ["level", "daytime_hr", "daytime_hrv"])
        let noHRV = ReferenceScores.scores(
            rows: scoreRows(31, usual: usualDay, daytime: { $0 < 30 ? (70, 40) : (77, nil) }))[30].stress
        XCTAssertNil(noHRV.value)
        XCTAssertEqual(noHRV.missing.map(\.name), ["daytime_hrv"])
    }
}
