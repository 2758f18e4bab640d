import FlowDatabase
import FlowRecords

/// One table of a Health Connect export that flow reads (`formats/health-connect.md` §6): its
/// name, the columns selected from it by name, and the record kind its rows become. A phone's
/// module adds tables and columns as it updates, so a table is read only when it exists with
/// every one of these columns; extra columns are never looked at.
struct HealthConnectTable: Sendable {
    /// The table's name in the database.
    let name: String
    /// The columns selected, in the order a reader indexes them.
    let columns: [String]
    /// The record kind of its rows (nil for a table read for its parents' sake).
    let kind: RecordKind?
    /// What one value column's number is multiplied by to reach flow's unit (calories → kcal).
    var scale: Double = 1
    /// Whether its rows have two times (an interval) rather than one (an instant), for a record table.
    var isInterval = false
    /// Whether a record table's rows end with a value column.
    var hasValue = false

    /// `SELECT` of the columns, each quoted, from the table.
    var query: String {
        "SELECT " + columns.map(ForeignDatabase.quoted).joined(separator: ", ") + " FROM "
            + ForeignDatabase.quoted(name)
    }

    /// An interval record table: row id, writer, both times with their offsets, then `value`.
    static func interval(_ name: String, value: String, kind: RecordKind?, scale: Double = 1) -> HealthConnectTable {
        HealthConnectTable(
            name: name,
            columns: ["row_id", "app_info_id", "start_time", "start_zone_offset", "end_time", "end_zone_offset"]
                + (value.isEmpty ? [] : [value]),
            kind: kind, scale: scale, isInterval: true, hasValue: !value.isEmpty)
    }

    /// An instant record table: row id, writer, its time and offset, then `value`.
    static func instant(_ name: String, value: String, kind: RecordKind, scale: Double = 1) -> HealthConnectTable {
        HealthConnectTable(
            name: name, columns: ["row_id", "app_info_id", "time", "zone_offset", value], kind: kind, scale: scale,
            hasValue: true)
    }
}

extension HealthConnectTable {
    /// The apps that wrote the records.
    static let apps = HealthConnectTable(
        name: "application_info_table", columns: ["row_id", "package_name", "app_name"], kind: nil)

    static let steps = interval("steps_record_table", value: "count", kind: .steps)
    static let activeCalories = interval(
        "active_calories_burned_record_table", value: "energy", kind: .activeEnergy, scale: 0.001)
    static let restingHeartRate = instant(
        "resting_heart_rate_record_table", value: "beats_per_minute", kind: .restingHR)
    static let rmssd = instant(
        "heart_rate_variability_rmssd_record_table", value: "heart_rate_variability_millis", kind: .hrvRMSSD)
    static let oxygen = instant("oxygen_saturation_record_table", value: "percentage", kind: .spo2)
    static let respiratoryRate = instant("respiratory_rate_record_table", value: "rate", kind: .respiratoryRate)
    static let weight = instant("weight_record_table", value: "weight", kind: .bodyMass, scale: 0.001)

    static let heartRate = interval("heart_rate_record_table", value: "", kind: nil)
    static let heartRateSamples = HealthConnectTable(
        name: "heart_rate_record_series_table", columns: ["parent_key", "epoch_millis", "beats_per_minute"],
        kind: .heartRate)
    static let sleepSessions = interval("sleep_session_record_table", value: "", kind: nil)
    static let sleepStages = HealthConnectTable(
        name: "sleep_stages_table", columns: ["parent_key", "stage_start_time", "stage_end_time", "stage_type"],
        kind: .sleep)
    static let skinTemperature = interval("skin_temperature_record_table", value: "baseline", kind: nil)
    static let skinTemperatureDeltas = HealthConnectTable(
        name: "skin_temperature_delta_table", columns: ["parent_key", "epoch_millis", "delta"],
        kind: .wristTemperatureDelta)
    static let exercise = interval("exercise_session_record_table", value: "", kind: nil)
    /// The person's logged periods (an interval each) and flow entries (an instant, 0-3).
    static let periods = interval("menstruation_period_record_table", value: "", kind: .periodStart)
    static let flows = instant("menstruation_flow_record_table", value: "flow", kind: .menstrualFlow)

    /// The tables whose rows become one record each.
    static let plain: [HealthConnectTable] = [
        steps, activeCalories, restingHeartRate, rmssd, oxygen, respiratoryRate, weight,
    ]

    /// Every table flow reads, or looks at for its parents.
    static let all: [HealthConnectTable] =
        [apps] + plain + [
            heartRate, heartRateSamples, sleepSessions, sleepStages, skinTemperature, skinTemperatureDeltas, exercise,
            periods, flows,
        ]

    /// Tables of Health Connect's own bookkeeping, never listed as data left unread.
    static let bookkeeping: Set<String> = [
        "device_info_table", "health_data_category_priority_table", "preference_table", "activity_date_table",
        "access_logs_table", "change_logs_table", "read_access_logs_table", "android_metadata", "sqlite_sequence",
    ]

    /// A sleep stage code (`SleepSessionRecord.StageType`) as flow's stage: light (4) is core,
    /// deep (5) and REM (6) keep their names, unknown (0) and sleeping (2) are asleep, both awake
    /// codes (1, 7) awake; out of bed (3) is `.some(nil)`, dropped; any other code is nil.
    static func stage(_ code: Int64) -> SleepStage?? {
        switch code {
        case 0, 2: return .some(.asleep)
        case 1, 7: return .some(.awake)
        case 3: return .some(nil)
        case 4: return .some(.core)
        case 5: return .some(.deep)
        case 6: return .some(.rem)
        default: return nil
        }
    }
}
