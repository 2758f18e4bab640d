import FlowRecords
import XCTest

@testable import FlowImport

/// The sheet's tables and codes, declared once.
final class HealthConnectTableTests: XCTestCase {
    /// `SleepSessionRecord.StageType`: light (4) is core, deep (5) and REM (6) as named, unknown
    /// (0) and sleeping (2) asleep, both awake codes (1, 7) awake, out of bed (3) dropped, and
    /// any other code unknown.
    func testStageCodes() {
        let expected: [Int64: SleepStage??] = [
            0: .some(.asleep), 1: .some(.awake), 2: .some(.asleep), 3: .some(nil), 4: .some(.core), 5: .some(.deep),
            6: .some(.rem), 7: .some(.awake), 8: nil, -1: nil,
        ]
        for (code, stage) in expected { XCTAssertEqual(HealthConnectTable.stage(code), stage, "code \(code)") }
    }

    /// Columns are selected by name, quoted; units are scaled where the sheet says.
    func testQueriesAndUnits() {
        XCTAssertEqual(
            HealthConnectTable.steps.query,
            "SELECT \"row_id\", \"app_info_id\", \"start_time\", \"start_zone_offset\", \"end_time\", "
                + "\"end_zone_offset\", \"count\" FROM \"steps_record_table\"")
        XCTAssertEqual(HealthConnectTable.weight.columns, ["row_id", "app_info_id", "time", "zone_offset", "weight"])
        XCTAssertEqual(HealthConnectTable.activeCalories.scale, 0.001)
        XCTAssertEqual(HealthConnectTable.weight.scale, 0.001)
        XCTAssertEqual(HealthConnectTable.oxygen.scale, 1)
        XCTAssertEqual(
            HealthConnectTable.plain.map(\.kind),
            [.steps, .activeEnergy, .restingHR, .hrvRMSSD, .spo2, .respiratoryRate, .bodyMass])
        XCTAssertFalse(HealthConnectTable.bookkeeping.contains("exercise_session_record_table"))
    }
}
