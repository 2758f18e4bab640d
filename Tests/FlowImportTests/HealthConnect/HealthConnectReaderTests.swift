import FlowDatabase
import FlowFeatures
import FlowRecords
import FlowTestSupport
import XCTest

@testable import FlowImport

/// The reader on databases built here with Android's layout; each expected value is worked
/// out from the sheet's rules (`formats/health-connect.md`), never from the program's output.
final class HealthConnectReaderTests: FolderTestCase {
    /// A fixture with two apps: Fitbit (named) and Google Fit (no name: its package is the source).
    private func fixture(_ name: String = "hc.db") throws -> HealthConnectFixture {
        let f = try HealthConnectFixture(path: path(name))
        try f.app(1, "com.fitbit.FitbitMobile", "Fitbit")
        try f.app(2, "com.google.android.apps.fitness", nil)
        return f
    }

    private func read(_ f: HealthConnectFixture) throws -> (RecordHistory, ImportReport) {
        try HealthConnectExport.read(OpenedHistory(path: f.path))
    }

    /// Two apps writing the same 1,000 steps in one hour are two sources; the day counts the
    /// hour's larger source once (SPEC 2): 1,000 steps, not 2,000, on the next morning's row.
    func testTwoAppsWritingTheSameStepsCountOnce() throws {
        let f = try fixture()
        let start = epochMillis("2026-05-04T07:00:00Z")
        let end = epochMillis("2026-05-04T07:10:00Z")
        for app: Int64 in [1, 2] {
            try f.interval("steps_record_table", id: app, app: app, start, 7200, end, 7200, ["count": .integer(1000)])
        }
        // A walk the next day, so the table has that morning's row.
        try f.interval(
            "steps_record_table", id: 3, app: 1, start + 86_400_000, 7200, end + 86_400_000, 7200,
            ["count": .integer(10)])
        let (history, report) = try read(f)
        XCTAssertEqual(history.steps.count, 3)
        XCTAssertEqual(
            Set(history.steps.prefix(2).map { history.sources[$0.source] }),
            ["Fitbit", "com.google.android.apps.fitness"])
        // 07:00 UTC on +02:00 is 09:00 local.
        XCTAssertEqual(history.steps[0].start.localSeconds.truncatingRemainder(dividingBy: 86_400), 9 * 3600)
        let table = FeatureTable(history: history)
        XCTAssertEqual(table.rows.first { $0.day.description == "2026-05-05" }?[.steps], 1000)
        XCTAssertEqual(report.rejectedCount, 0)
        XCTAssertEqual(report.layout, "Health Connect export (schema version 14)")
    }

    /// Units: small calories ÷ 1000, grams ÷ 1000; instants at their time on their own offset.
    func testUnitsAndInstants() throws {
        let f = try fixture()
        let t = epochMillis("2026-05-04T21:00:00Z")  // 06:00 on 2026-05-05 in Tokyo (+09:00)
        try f.interval(
            "active_calories_burned_record_table", id: 1, app: 1, t, 32400, t + 3_600_000, 32400,
            ["energy": .real(250_000)])
        try f.instant("weight_record_table", id: 1, app: 2, t, 32400, ["weight": .real(64_000)])
        try f.instant("resting_heart_rate_record_table", id: 1, app: 1, t, 32400, ["beats_per_minute": .integer(52)])
        try f.instant(
            "heart_rate_variability_rmssd_record_table", id: 1, app: 1, t, 32400,
            ["heart_rate_variability_millis": .real(41.5)])
        try f.instant("oxygen_saturation_record_table", id: 1, app: 1, t, 32400, ["percentage": .real(96.5)])
        try f.instant("respiratory_rate_record_table", id: 1, app: 1, t, 32400, ["rate": .real(14.6)])
        let (history, _) = try read(f)
        XCTAssertEqual(history.activeEnergy.map(\.value), [250])
        XCTAssertEqual(history.bodyMass.map(\.value), [64])
        XCTAssertEqual(history.restingHR.map(\.value), [52])
        XCTAssertEqual(history.hrvRMSSD.map(\.value), [41.5])
        XCTAssertEqual(history.spo2.map(\.value), [96.5])
        XCTAssertEqual(history.respiratoryRate.map(\.value), [14.6])
        XCTAssertEqual(history.restingHR[0].start.localDay.description, "2026-05-05")
        XCTAssertEqual(history.restingHR[0].start.instant, Double(t) / 1000)
        XCTAssertEqual(history.activeEnergy[0].end.instant - history.activeEnergy[0].start.instant, 3600)
    }

    /// A heart-rate parent of 17.5 hours: each sample at its own time, on the parent's start
    /// offset, and the one at the parent's very end on its end offset.
    func testHeartRateSamplesAtTheirOwnTimes() throws {
        let f = try fixture()
        let start = epochMillis("2026-05-04T00:00:00Z")
        let end = start + 17 * 3_600_000 + 1_800_000
        try f.interval("heart_rate_record_table", id: 7, app: 1, start, 3600, end, 7200)
        for (t, bpm) in [(start, 60), (start + 8 * 3_600_000, 120), (end, 70)] {
            try f.insert(
                "heart_rate_record_series_table",
                ["parent_key": .integer(7), "epoch_millis": .integer(t), "beats_per_minute": .integer(Int64(bpm))])
        }
        let (history, _) = try read(f)
        let samples = Array(history.heartRate).sorted { $0.start.instant < $1.start.instant }
        XCTAssertEqual(samples.map(\.value), [60, 120, 70])
        XCTAssertEqual(samples.map(\.start.instant), [start, start + 28_800_000, end].map { Double($0) / 1000 })
        XCTAssertEqual(samples.map(\.start.offsetSeconds), [3600, 3600, 7200])
        XCTAssertEqual(samples.map { $0.end.instant - $0.start.instant }, [0, 0, 0])
    }

    /// A night across the spring clock change with every stage code, and a session without
    /// stages. Stages are read on the session's start offset (+01:00), the one ending at the
    /// session's end on its end offset (+02:00); 3 (out of bed) is left out, 9 rejected.
    func testSleepStagesAcrossTheClockChange() throws {
        let f = try fixture()
        let night = epochMillis("2026-03-28T22:00:00Z")
        let wake = epochMillis("2026-03-29T05:00:00Z")
        try f.interval("sleep_session_record_table", id: 1, app: 1, night, 3600, wake, 7200)
        let minute: Int64 = 60_000
        let rows: [(Int64, Int64, Int64)] = [
            (0, 30, 0), (30, 60, 1), (60, 80, 2), (80, 90, 3), (90, 180, 4), (180, 240, 5), (240, 300, 6),
            (300, 310, 7), (310, 360, 9), (360, 420, 4),
        ]
        for (from, to, code) in rows {
            try f.insert(
                "sleep_stages_table",
                [
                    "parent_key": .integer(1), "stage_start_time": .integer(night + from * minute),
                    "stage_end_time": .integer(night + to * minute), "stage_type": .integer(code),
                ])
        }
        let bare = epochMillis("2026-03-30T21:00:00Z")
        try f.interval("sleep_session_record_table", id: 2, app: 2, bare, 7200, bare + 8 * 3_600_000, 7200)
        let (history, report) = try read(f)
        let staged = history.sleep.filter { history.sources[$0.source] == "Fitbit" }.sorted {
            $0.start.instant < $1.start.instant
        }
        XCTAssertEqual(staged.map(\.stage), [.asleep, .awake, .asleep, .core, .deep, .rem, .awake, .core])
        let last = try XCTUnwrap(staged.last)
        XCTAssertEqual(last.start.offsetSeconds, 3600)  // 04:00 UTC, 05:00 on the night's clock
        XCTAssertEqual(last.end.offsetSeconds, 7200)  // the session's end: 07:00 on the new clock
        XCTAssertEqual(last.end.localSeconds.truncatingRemainder(dividingBy: 86_400), 7 * 3600)
        XCTAssertEqual(staged[0].start.localSeconds.truncatingRemainder(dividingBy: 86_400), 23 * 3600)
        let plain = history.sleep.filter { history.sources[$0.source] != "Fitbit" }
        XCTAssertEqual(plain.count, 1)
        XCTAssertEqual(plain.first?.stage, .asleep)
        XCTAssertEqual(plain.first.map { $0.end.instant - $0.start.instant }, 8 * 3600)
        XCTAssertEqual(report.rejected[.unknownStage], 1)
        XCTAssertEqual(report.rejectedCount, 1)
        XCTAssertTrue(report.notes.contains("1 sleep stages out of bed (code 3) left out"), "\(report.notes)")
    }

    /// Every bad value is rejected and counted by its reason, named by table and row.
    func testBadValuesAreRejectedByReason() throws {
        let f = try fixture()
        let t = epochMillis("2026-05-04T06:00:00Z")
        try f.interval("steps_record_table", id: 1, app: 1, t, 0, t + 600_000, 0, ["count": .null])
        try f.instant(
            "oxygen_saturation_record_table", id: 1, app: 1, t, 0, ["percentage": .real(.leastNonzeroMagnitude)])
        try f.instant("resting_heart_rate_record_table", id: 1, app: 1, t, 70_000, ["beats_per_minute": .integer(50)])
        try f.instant("weight_record_table", id: 1, app: 1, t, 0, ["weight": .real(5_000)])  // 5 kg
        try f.interval("heart_rate_record_table", id: 1, app: 1, t, 0, t + 60_000, 0)
        try f.insert(
            "heart_rate_record_series_table",
            ["parent_key": .integer(1), "epoch_millis": .integer(t), "beats_per_minute": .integer(300)])
        try f.insert(
            "heart_rate_record_series_table",
            ["parent_key": .integer(99), "epoch_millis": .integer(t), "beats_per_minute": .integer(60)])
        let baselines: [SQLValue] = [.null, .real(.leastNonzeroMagnitude), .real(33.1)]
        for (k, baseline) in baselines.enumerated() {
            let id = Int64(k + 1)
            try f.interval(
                "skin_temperature_record_table", id: id, app: 1, t, 0, t + 3_600_000, 0,
                ["measurement_location": .integer(3), "baseline": baseline])
            try f.insert(
                "skin_temperature_delta_table",
                ["parent_key": .integer(id), "epoch_millis": .integer(t + 60_000), "delta": .real(-0.4)])
        }
        let (history, report) = try read(f)
        XCTAssertEqual(report.rejected[.nullValue], 1)
        XCTAssertEqual(report.rejected[.unsetValue], 1)
        XCTAssertEqual(report.rejected[.offsetOutOfRange], 1)
        XCTAssertEqual(report.rejected[.bodyMassOutOfRange], 1)
        XCTAssertEqual(report.rejected[.heartRateOutOfRange], 1)
        XCTAssertEqual(report.rejected[.noParentRecord], 1)
        XCTAssertEqual(report.rejected[.noBaseline], 2)
        XCTAssertEqual(report.rejectedCount, 8)
        XCTAssertEqual(history.wristTemperatureDelta.map(\.value), [-0.4])
        XCTAssertEqual(history.wristTemperatureDelta.first?.start.instant, Double(t + 60_000) / 1000)
        XCTAssertTrue(report.examples.contains { $0.part == "steps_record_table" && $0.line == 1 })
    }

    /// Tables and columns come and go with the phone's module: an extra column is ignored, a
    /// missing table is no data, a table without a selected column is named and skipped, and
    /// a table of rows flow does not read is listed (bookkeeping tables are not).
    func testSchemaDrift() throws {
        let f = try fixture()
        try f.execute("ALTER TABLE steps_record_table ADD COLUMN device_data_provider_id INTEGER")
        try f.execute("DROP TABLE oxygen_saturation_record_table")
        try f.execute("DROP TABLE respiratory_rate_record_table")
        try f.execute("CREATE TABLE respiratory_rate_record_table (row_id INTEGER PRIMARY KEY, time INTEGER)")
        try f.execute("PRAGMA user_version = 19")
        let t = epochMillis("2026-05-04T06:00:00Z")
        try f.interval("steps_record_table", id: 1, app: 1, t, 0, t + 600_000, 0, ["count": .integer(420)])
        try f.instant("body_temperature_record_table", id: 1, app: 1, t, 0, ["temperature": .real(36.8)])
        try f.execute("INSERT INTO device_info_table (manufacturer) VALUES ('Google')")
        let (history, report) = try read(f)
        XCTAssertEqual(history.steps.map(\.value), [420])
        XCTAssertEqual(report.layout, "Health Connect export (schema version 19)")
        XCTAssertTrue(
            report.notes.contains(
                "respiratory_rate_record_table has no column app_info_id, zone_offset, rate: not read"),
            "\(report.notes)")
        XCTAssertEqual(report.notRead, ["body_temperature_record_table 1 row"])
    }
}
