import FlowDatabase
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowSimulation

/// A small history written by hand, and the rows it must become.
final class HealthConnectExportWriterTests: FolderTestCase {
    func testRecordsBecomeAndroidsRows() throws {
        var h = RecordHistory()
        let watch = h.source(named: "Watch")
        let phone = h.source(named: "Phone")
        let day = 1_780_272_000.0  // 2026-06-01 00:00 UTC
        func at(_ hours: Double) -> Timestamp { Timestamp(instant: day + hours * 3600, offsetSeconds: 3600) }
        let samples: [(Double, Double)] = [(8 + 10.0 / 60, 61), (8 + 50.0 / 60, 72), (9 + 5.0 / 60, 80)]
        for (t, bpm) in samples {
            _ = h.heartRate.insert(Measurement(start: at(t), end: at(t), value: bpm, source: watch))
        }
        h.steps = [Measurement(start: at(7), end: at(7.25), value: 900, source: phone)]
        h.activeEnergy = [Measurement(start: at(7), end: at(8), value: 300, source: watch)]
        h.bodyMass = [Measurement(start: at(6), end: at(6), value: 70, source: phone)]
        h.hrvSDNN = [Measurement(start: at(3), end: at(3), value: 40, source: watch)]
        h.sleep = [
            SleepSegment(start: at(-1), end: at(1), stage: .core, source: watch),
            SleepSegment(start: at(1), end: at(2), stage: .deep, source: watch),
            SleepSegment(start: at(-0.5), end: at(6), stage: .asleep, source: phone),
            SleepSegment(start: at(-1), end: at(6.5), stage: .inBed, source: phone),
        ]
        let path = self.path("hc.db")
        let unheld = try HealthConnectExportWriter.write(h, to: path, name: path)
        XCTAssertEqual(unheld, ["hrv_sdnn", "sleep in_bed"])
        let db = try SQLiteConnection(path: path, name: path)
        func rows(_ sql: String) throws -> [[SQLValue]] { try db.rows(sql) }
        XCTAssertEqual(
            try rows("SELECT row_id, package_name, app_name FROM application_info_table ORDER BY row_id"),
            [
                [.integer(1), .text("org.flow.simulated.watch"), .text("Watch")],
                [.integer(2), .text("org.flow.simulated.phone"), .text("Phone")],
            ])
        // Two hourly parents: 08:10-08:50 with two samples, 09:05 alone (ms since the epoch).
        let ms = { (hours: Double) in SQLValue.integer(Int64(((day + hours * 3600) * 1000).rounded())) }
        XCTAssertEqual(
            try rows(
                "SELECT start_time, end_time, start_zone_offset, app_info_id FROM heart_rate_record_table ORDER BY row_id"
            ),
            [
                [ms(8 + 10.0 / 60), ms(8 + 50.0 / 60), .integer(3600), .integer(1)],
                [ms(9 + 5.0 / 60), ms(9 + 5.0 / 60), .integer(3600), .integer(1)],
            ])
        XCTAssertEqual(
            try rows("SELECT parent_key, beats_per_minute FROM heart_rate_record_series_table ORDER BY epoch_millis"),
            [[.integer(1), .integer(61)], [.integer(1), .integer(72)], [.integer(2), .integer(80)]])
        XCTAssertEqual(try db.scalar("SELECT count FROM steps_record_table"), .integer(900))
        XCTAssertEqual(try db.scalar("SELECT energy FROM active_calories_burned_record_table"), .real(300_000))
        XCTAssertEqual(try db.scalar("SELECT weight FROM weight_record_table"), .real(70_000))
        // The watch's night: one session, stage rows 4 (light) and 5 (deep); the phone's plain
        // night: a session without stage rows; its in-bed span: nothing.
        XCTAssertEqual(
            try rows("SELECT app_info_id, start_time, end_time FROM sleep_session_record_table ORDER BY app_info_id"),
            [[.integer(1), ms(-1), ms(2)], [.integer(2), ms(-0.5), ms(6)]])
        XCTAssertEqual(
            try rows("SELECT parent_key, stage_type FROM sleep_stages_table ORDER BY stage_start_time"),
            [[.integer(1), .integer(4)], [.integer(1), .integer(5)]])
        XCTAssertEqual(try db.scalar("PRAGMA user_version"), .integer(14))
        XCTAssertEqual(try db.scalar("SELECT local_date FROM weight_record_table"), .integer(20_605))  // 2026-06-01
    }
}
