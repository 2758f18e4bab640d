/// The tables of a Health Connect export as Android's module creates them
/// (`formats/health-connect.md` §4-§6): every record table's common leading columns, an
/// instant's or an interval's times with their generated local columns, the type's own
/// columns, foreign keys to the app and device tables, and series children linked by
/// `parent_key`. Used to write a simulated person's export and the test fixtures, so both
/// have the layout a phone writes, column order and all.
public enum HealthConnectSchema {
    /// The schema version the simulated export says it is (`PRAGMA user_version`).
    public static let version = 14

    /// The columns every record table starts with.
    static let common = """
        row_id INTEGER PRIMARY KEY AUTOINCREMENT, uuid BLOB NOT NULL UNIQUE, last_modified_time INTEGER, \
        client_record_id TEXT, client_record_version TEXT, device_info_id INTEGER, app_info_id INTEGER, \
        recording_method INTEGER, dedupe_hash BLOB UNIQUE
        """

    static let references = """
        FOREIGN KEY (device_info_id) REFERENCES device_info_table(row_id), \
        FOREIGN KEY (app_info_id) REFERENCES application_info_table(row_id)
        """

    /// An instant record table (`time`, `zone_offset`, `local_date`, then `values`).
    public static func instant(_ name: String, _ values: String) -> String {
        "CREATE TABLE \(name) (\(common), time INTEGER NOT NULL, zone_offset INTEGER, local_date INTEGER, "
            + "\(values), local_date_time INTEGER AS (time + 1000 * zone_offset), \(references))"
    }

    /// An interval record table (both times and offsets, `local_date`, then `values`).
    public static func interval(_ name: String, _ values: String?) -> String {
        "CREATE TABLE \(name) (\(common), start_time INTEGER NOT NULL, start_zone_offset INTEGER, "
            + "end_time INTEGER NOT NULL, end_zone_offset INTEGER, local_date INTEGER, "
            + (values.map { $0 + ", " } ?? "")
            + "local_date_time_start_time INTEGER AS (start_time + 1000 * start_zone_offset), "
            + "local_date_time_end_time INTEGER AS (end_time + 1000 * end_zone_offset), \(references))"
    }

    /// A series child table linked to `parent` by `parent_key` (NOT NULL in some tables), with its index.
    public static func child(_ name: String, parent: String, required: Bool = false, _ columns: String) -> [String] {
        [
            "CREATE TABLE \(name) (parent_key INTEGER\(required ? " NOT NULL" : ""), \(columns), "
                + "FOREIGN KEY (parent_key) REFERENCES \(parent)(row_id) ON DELETE CASCADE)",
            "CREATE INDEX idx_\(name)_parent_key ON \(name)(parent_key)",
        ]
    }

    /// Every statement that makes an export's tables, the ones flow reads and a few it does not.
    public static let statements: [String] =
        [
            "CREATE TABLE application_info_table (row_id INTEGER PRIMARY KEY AUTOINCREMENT, "
                + "package_name TEXT NOT NULL UNIQUE, app_name TEXT, app_icon BLOB, record_types_used TEXT)",
            "CREATE TABLE device_info_table (row_id INTEGER PRIMARY KEY AUTOINCREMENT, manufacturer TEXT, "
                + "model TEXT, device_type INTEGER)",
            "CREATE TABLE preference_table (row_id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL UNIQUE, "
                + "value TEXT)",
            "CREATE TABLE access_logs_table (row_id INTEGER PRIMARY KEY AUTOINCREMENT, app_id INTEGER, "
                + "access_time INTEGER)",
            interval("steps_record_table", "count INTEGER"),
            interval("heart_rate_record_table", nil),
            instant("resting_heart_rate_record_table", "beats_per_minute INTEGER"),
            instant("heart_rate_variability_rmssd_record_table", "heart_rate_variability_millis REAL NOT NULL"),
            interval("sleep_session_record_table", "notes TEXT, title TEXT"),
            instant("oxygen_saturation_record_table", "percentage REAL"),
            instant("respiratory_rate_record_table", "rate REAL"),
            interval("skin_temperature_record_table", "measurement_location INTEGER NOT NULL, baseline REAL"),
            instant("body_temperature_record_table", "measurement_location INTEGER, temperature REAL"),
            interval("active_calories_burned_record_table", "energy REAL"),
            interval("total_calories_burned_record_table", "energy REAL"),
            instant("weight_record_table", "weight REAL"),
            interval(
                "exercise_session_record_table",
                "notes TEXT, exercise_type INTEGER, title TEXT, has_route INTEGER"),
            instant("vo2_max_record_table", "measurement_method INTEGER, vo2_milliliters_per_minute_kilogram REAL"),
            interval("menstruation_period_record_table", nil),
            instant("menstruation_flow_record_table", "flow INTEGER"),
        ]
        + child(
            "heart_rate_record_series_table", parent: "heart_rate_record_table",
            "beats_per_minute INTEGER, epoch_millis INTEGER")
        + child(
            "sleep_stages_table", parent: "sleep_session_record_table", required: true,
            "stage_start_time INTEGER NOT NULL, stage_end_time INTEGER NOT NULL, stage_type INTEGER NOT NULL")
        + child(
            "skin_temperature_delta_table", parent: "skin_temperature_record_table",
            "delta REAL NOT NULL, epoch_millis INTEGER NOT NULL")
}
