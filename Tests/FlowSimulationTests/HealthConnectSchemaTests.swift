import FlowDatabase
import FlowTestSupport
import XCTest

@testable import FlowSimulation

/// The schema is Android's (`formats/health-connect.md` §4): the common leading columns in
/// order, then an instant's or an interval's times, the type's own columns and the generated
/// local times; children linked by `parent_key`.
final class HealthConnectSchemaTests: FolderTestCase {
    func testTheTablesAsAndroidCreatesThem() throws {
        let db = try SQLiteConnection(path: path("hc.db"), name: "hc.db", create: true)
        for s in HealthConnectSchema.statements { try db.execute(s) }
        func columns(_ table: String) throws -> [String] {
            try db.rows("PRAGMA table_xinfo(\(table))").map { row in
                if case .text(let name) = row[1] { name } else { "" }
            }
        }
        let common = [
            "row_id", "uuid", "last_modified_time", "client_record_id", "client_record_version", "device_info_id",
            "app_info_id", "recording_method", "dedupe_hash",
        ]
        XCTAssertEqual(
            try columns("resting_heart_rate_record_table"),
            common + ["time", "zone_offset", "local_date", "beats_per_minute", "local_date_time"])
        XCTAssertEqual(
            try columns("steps_record_table"),
            common + [
                "start_time", "start_zone_offset", "end_time", "end_zone_offset", "local_date", "count",
                "local_date_time_start_time", "local_date_time_end_time",
            ])
        XCTAssertEqual(
            try columns("sleep_stages_table"), ["parent_key", "stage_start_time", "stage_end_time", "stage_type"])
        XCTAssertEqual(
            try columns("heart_rate_record_series_table"), ["parent_key", "beats_per_minute", "epoch_millis"])
        // The generated local time: 1,000 ms + 1000 × 3,600 s.
        try db.execute(
            "INSERT INTO resting_heart_rate_record_table (uuid, time, zone_offset, beats_per_minute) "
                + "VALUES (x'00', 1000, 3600, 50)")
        XCTAssertEqual(
            try db.scalar("SELECT local_date_time FROM resting_heart_rate_record_table"), .integer(3_601_000))
    }
}
