import FlowDatabase
import FlowRecords

/// Writes a history as the database of a Health Connect export, in ``HealthConnectSchema``'s
/// layout: each source an app, steps and active calories as intervals, heart rate as series
/// (a parent an hour, its samples at their own times), sleep as sessions with stage rows (a
/// night of one plain `asleep` span as a session without stages), the instants of their tables.
/// What the format cannot hold is left out and named: SDNN (Health Connect keeps RMSSD),
/// in-bed spans, absolute wrist temperature, VO2max, vendors' totals and device scores.
public enum HealthConnectExportWriter {
    /// Writes `history` into a new database at `path` (named `name` in errors); returns the
    /// kinds of records it held that were left out, as the records CSV names them.
    public static func write(_ history: RecordHistory, to path: String, name: String) throws -> [String] {
        let db = try SQLiteConnection(path: path, name: name, create: true)
        try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN")
        for statement in HealthConnectSchema.statements { try db.execute(statement) }
        var apps = try db.prepare(
            "INSERT INTO application_info_table (row_id, package_name, app_name) VALUES (?, ?, ?)")
        for (k, source) in history.sources.enumerated() {
            let package = "org.flow.simulated." + String(source.lowercased().filter { $0.isLetter || $0.isNumber })
            try apps.run([.integer(Int64(k + 1)), .text(package), .text(source)])
        }
        apps = try db.prepare("INSERT INTO device_info_table (manufacturer, model, device_type) VALUES (?, ?, ?)")
        try apps.run([.text("flow"), .text("simulated watch"), .integer(1)])
        try db.execute("INSERT INTO preference_table (key, value) VALUES ('export_period', '1')")

        var tables = Tables(db: db)
        for m in history.steps { try tables.interval("steps_record_table", "count", m, m.value.rounded()) }
        for m in history.activeEnergy {
            try tables.interval("active_calories_burned_record_table", "energy", m, m.value * 1000)
        }
        for m in history.restingHR {
            try tables.instant("resting_heart_rate_record_table", "beats_per_minute", m, m.value)
        }
        for m in history.hrvRMSSD {
            try tables.instant("heart_rate_variability_rmssd_record_table", "heart_rate_variability_millis", m, m.value)
        }
        for m in history.spo2 { try tables.instant("oxygen_saturation_record_table", "percentage", m, m.value) }
        for m in history.respiratoryRate { try tables.instant("respiratory_rate_record_table", "rate", m, m.value) }
        for m in history.bodyMass { try tables.instant("weight_record_table", "weight", m, m.value * 1000) }
        try tables.heartRate(Array(history.heartRate))
        try tables.sleep(history.sleep)
        try db.execute("PRAGMA user_version = \(HealthConnectSchema.version); COMMIT")

        var unheld: [String] = []
        for kind in RecordKind.allCases
        where ![
            .steps, .activeEnergy, .restingHR, .hrvRMSSD, .spo2, .respiratoryRate,
            .bodyMass, .heartRate, .sleep,
        ].contains(kind) && history.count(of: kind) > 0 {
            unheld.append(kind.rawValue)
        }
        if history.sleep.contains(where: { $0.stage == .inBed }) { unheld.append("sleep in_bed") }
        return unheld
    }

    /// The record tables being filled: a prepared insert per table and set of columns.
    private struct Tables {
        let db: SQLiteConnection
        var inserts: [String: SQLStatement] = [:]
        var nextID: [String: Int64] = [:]

        init(db: SQLiteConnection) { self.db = db }

        /// Inserts a row of `table`: its id and writer (`?1`, `?2`), then `values` for `columns`.
        /// Returns the row's id.
        @discardableResult
        private mutating func insert(
            _ table: String, source: Int, _ columns: [String], _ values: [SQLValue]
        ) throws -> Int64 {
            let id = nextID[table, default: 1]
            nextID[table] = id + 1
            let key = table + "|" + columns.joined(separator: ",")
            if inserts[key] == nil {
                // The uuid is 16 bytes made from the row id: unique, and the same on every run.
                let marks = (0..<columns.count).map { "?\($0 + 3)" }.joined(separator: ", ")
                inserts[key] = try db.prepare(
                    "INSERT INTO \(table) (row_id, uuid, last_modified_time, client_record_version, device_info_id, "
                        + "app_info_id, recording_method, \(columns.joined(separator: ", "))) VALUES "
                        + "(?1, CAST(printf('%016d', ?1) AS BLOB), 0, '1', 1, ?2, 2, \(marks))")
            }
            try inserts[key]!.run([.integer(id), .integer(Int64(source + 1))] + values)
            return id
        }

        /// Epoch milliseconds of a time.
        static func millis(_ t: Timestamp) -> Int64 { Int64((t.instant * 1000).rounded()) }

        /// The epoch day of a time on its own clock.
        static func localDate(_ t: Timestamp) -> Int64 { Int64((t.localSeconds / 86_400).rounded(.down)) }

        /// An interval row from `start` to `end` with `values` for `columns`; returns its id.
        @discardableResult
        mutating func interval(
            _ table: String, _ start: Timestamp, _ end: Timestamp, source: Int, _ columns: [String] = [],
            _ values: [SQLValue] = []
        ) throws -> Int64 {
            try insert(
                table, source: source,
                ["start_time", "start_zone_offset", "end_time", "end_zone_offset", "local_date"] + columns,
                [
                    .integer(Tables.millis(start)), .integer(Int64(start.offsetSeconds)), .integer(Tables.millis(end)),
                    .integer(Int64(end.offsetSeconds)), .integer(Tables.localDate(start)),
                ] + values)
        }

        mutating func interval(_ table: String, _ column: String, _ m: Measurement, _ value: Double) throws {
            try interval(table, m.start, m.end, source: m.source, [column], [.real(value)])
        }

        mutating func instant(_ table: String, _ column: String, _ m: Measurement, _ value: Double) throws {
            try insert(
                table, source: m.source, ["time", "zone_offset", "local_date", column],
                [
                    .integer(Tables.millis(m.start)), .integer(Int64(m.start.offsetSeconds)),
                    .integer(Tables.localDate(m.start)), .real(value),
                ])
        }

        /// Heart rate as series: a parent for each source's samples of one clock hour (on one
        /// offset), spanning its first to its last sample, each sample a row at its own time.
        mutating func heartRate(_ samples: [Measurement]) throws {
            let groups = Dictionary(grouping: samples) { m in
                HourKey(
                    source: m.source, offset: m.start.offsetSeconds,
                    hour: Int64((m.start.instant / 3600).rounded(.down)))
            }
            let sample = try db.prepare(
                "INSERT INTO heart_rate_record_series_table (parent_key, beats_per_minute, epoch_millis) VALUES (?, ?, ?)"
            )
            for key in groups.keys.sorted() {
                let hour = groups[key]!.sorted { $0.start.instant < $1.start.instant }
                let parent = try interval(
                    "heart_rate_record_table", hour.first!.start, hour.last!.start, source: key.source)
                for m in hour {
                    try sample.run([.integer(parent), .real(m.value), .integer(Tables.millis(m.start))])
                }
            }
        }

        /// Sleep as sessions: each source's stages joined while they follow each other within
        /// an hour; a session of one `asleep` span is written without stage rows, as apps that
        /// do not stage sleep write it. In-bed spans have no Health Connect stage.
        mutating func sleep(_ segments: [SleepSegment]) throws {
            let stage = try db.prepare(
                "INSERT INTO sleep_stages_table (parent_key, stage_start_time, stage_end_time, stage_type) "
                    + "VALUES (?, ?, ?, ?)")
            let bySource = Dictionary(grouping: segments.filter { $0.stage != .inBed }, by: \.source)
            for source in bySource.keys.sorted() {
                var session: [SleepSegment] = []
                func close() throws {
                    guard let first = session.first else { return }
                    let end = session.max { $0.end.instant < $1.end.instant }!.end
                    let parent = try interval(
                        "sleep_session_record_table", first.start, end, source: source, ["title"], [.text("Sleep")])
                    if session.count > 1 || session[0].stage != .asleep {
                        for s in session {
                            try stage.run([
                                .integer(parent), .integer(Tables.millis(s.start)), .integer(Tables.millis(s.end)),
                                .integer(Tables.code(s.stage)),
                            ])
                        }
                    }
                    session = []
                }
                for s in bySource[source]!.sorted(by: { $0.start.instant < $1.start.instant }) {
                    if let last = session.last, s.start.instant - last.end.instant > 3600 { try close() }
                    session.append(s)
                }
                try close()
            }
        }

        /// Health Connect's stage code of a stage.
        static func code(_ stage: SleepStage) -> Int64 {
            switch stage {
            case .awake, .inBed: 1
            case .asleep: 2
            case .core: 4
            case .deep: 5
            case .rem: 6
            }
        }
    }

    /// A heart-rate parent's samples: one source, one offset, one clock hour.
    private struct HourKey: Hashable, Comparable {
        var source: Int
        var offset: Int32
        var hour: Int64

        static func < (a: HourKey, b: HourKey) -> Bool {
            (a.hour, a.source, a.offset) < (b.hour, b.source, b.offset)
        }
    }
}
