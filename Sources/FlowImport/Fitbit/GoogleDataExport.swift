import FlowRecords
import Foundation

/// Google's newer Takeout layout for Fitbit and Pixel Watch data: time series CSVs in
/// `Physical Activity_GoogleData/` (`heart_rate_2024-01-01.csv`: `timestamp` in UTC, then the
/// value column) and sleep in `Health Fitness Data_GoogleData/` (`UserSleeps*.csv`, one line a
/// sleep with its UTC times and offsets, and `UserSleepStages*.csv`, its stages). Read for the
/// kinds the older `Global Export Data` layout lacks, one layout per kind.
enum GoogleDataExport {
    /// The two folders, beside `Global Export Data`.
    static let activityFolder = "Physical Activity_GoogleData", healthFolder = "Health Fitness Data_GoogleData"

    /// A time series: the file-name prefix, the value column, the kind, and how a value is read.
    struct Series {
        let prefix: String
        let column: String
        let kind: RecordKind
        /// Multiplies the written value into flow's unit (milli-breaths are divided by 1000).
        var scale = 1.0
        /// Where a value goes in time.
        var placement = Placement.instant
    }

    /// Where a series' value goes in time.
    enum Placement {
        /// At its timestamp, a UTC instant.
        case instant
        /// On its timestamp's date, at local midnight (a daily value such as resting heart rate).
        case onDate
        /// In the night of its timestamp's date (a daily summary, like Takeout's older ones).
        case inNight
    }

    /// The newer layout's files under a root, listed once: each series' files, and the sleeps
    /// and their stages.
    struct Files {
        var series: [(series: Series, files: [String])]
        var sleeps: [String], stages: [String]

        /// The kinds the layout has files for.
        var kinds: Set<RecordKind> {
            Set(series.filter { !$0.files.isEmpty }.map(\.series.kind) + (sleeps.isEmpty ? [] : [.sleep]))
        }
    }

    /// The series flow reads, in reading order (sleep-placed ones after the sleeps).
    static let series = [
        Series(prefix: "heart_rate_", column: "beats per minute", kind: .heartRate),
        Series(prefix: "steps_", column: "steps", kind: .steps),
        Series(prefix: "daily_resting_heart_rate_", column: "beats per minute", kind: .restingHR, placement: .onDate),
        Series(
            prefix: "heart_rate_variability_", column: "root mean square of successive differences milliseconds",
            kind: .hrvRMSSD),
        Series(prefix: "body_temperature_", column: "temperature celsius", kind: .wristTemperature),
        Series(
            prefix: "respiratory_rate_sleep_summary_", column: "full sleep stats - milli breaths per minute",
            kind: .respiratoryRate, scale: 0.001, placement: .inNight),
        Series(
            prefix: "daily_oxygen_saturation_", column: "average percentage", kind: .spo2, placement: .inNight),
    ]

    /// The folder holding the newer layout's folders (the Takeout's Fitbit folder), or nil.
    static func root(near path: String) -> String? {
        for candidate in [path, path + "/Fitbit", path + "/Takeout/Fitbit"] {
            for folder in [activityFolder, healthFolder] where isFolder(candidate + "/" + folder) { return candidate }
        }
        return nil
    }

    /// Every file the layout has under `root`, each list in name order.
    static func files(root: String) -> Files {
        let activity = names(in: root + "/" + activityFolder).filter { $0.lowercased().hasSuffix(".csv") }
        let series = series.map { s in
            (
                s,
                activity.filter { name in
                    // `heart_rate_` must not take `heart_rate_variability_`: the rest is a date.
                    name.hasPrefix(s.prefix) && CalendarDay(iso: name.dropFirst(s.prefix.count).prefix(10)) != nil
                }.map { root + "/" + activityFolder + "/" + $0 }
            )
        }
        let health = root + "/" + healthFolder
        let csv = names(in: health).filter { $0.lowercased().hasSuffix(".csv") }
        return Files(
            series: series, sleeps: csv.filter { $0.hasPrefix("UserSleeps") }.map { health + "/" + $0 },
            stages: csv.filter { $0.hasPrefix("UserSleepStages") }.map { health + "/" + $0 })
    }

    /// Reads the sleeps and their stages (before anything placed in a night).
    static func readSleep(_ files: Files, into reader: inout FitbitReader) throws {
        var stages: [String: [(start: Timestamp, end: Timestamp, stage: SleepStage?, index: Int)]] = [:]
        for file in files.stages {
            try TakeoutCSV.forEachRow(
                file, needs: ["sleep_id", "sleep_stage_type", "start_time", "end_time"], reader: &reader
            ) { f, index, reader in
                guard let start = time(f["start_time"]!, offset: f["start_utc_offset"], clock: &reader.clock),
                    let end = time(f["end_time"]!, offset: f["end_utc_offset"], clock: &reader.clock)
                else { return reader.reject(.unparseableTime, index: index) }
                stages[f["sleep_id"]!, default: []].append((start, end, stage(f["sleep_stage_type"]!), index))
            }
        }
        for file in files.sleeps {
            try TakeoutCSV.forEachRow(file, needs: ["sleep_id", "sleep_start", "sleep_end"], reader: &reader) {
                f, index, reader in
                guard let start = time(f["sleep_start"]!, offset: f["start_utc_offset"], clock: &reader.clock),
                    let end = time(f["sleep_end"]!, offset: f["end_utc_offset"], clock: &reader.clock)
                else { return reader.reject(.unparseableTime, index: index) }
                reader.sleepLog(start: start, end: end, stages: stages[f["sleep_id"]!] ?? [], index: index)
            }
        }
    }

    /// Reads one series' files: instants in UTC, daily values on their date, summaries in their night.
    static func read(_ s: Series, files: [String], into reader: inout FitbitReader) throws {
        for file in files {
            try TakeoutCSV.forEachRow(file, needs: ["timestamp", s.column], reader: &reader) { f, index, reader in
                let text = f["timestamp"]!
                guard case .finite(let raw) = DecimalParser.parse(f[s.column]!) else {
                    return reader.reject(.nonNumeric, index: index)
                }
                let v = raw * s.scale
                guard s.placement != .instant else {
                    guard let t = utc(text) else { return reader.reject(.unparseableTime, index: index) }
                    return reader.sample(s.kind, at: t, value: v, index: index)
                }
                guard let day = CalendarDay(iso: text.prefix(10)) else {
                    return reader.reject(.unparseableTime, index: index)
                }
                if s.placement == .inNight { return reader.nightly(s.kind, v, day: day, index: index) }
                reader.onDate(s.kind, v, day: day, index: index)
            }
        }
    }

    /// A sleep stage as the layout names it (nil for one flow does not know).
    static func stage(_ name: String) -> SleepStage? {
        switch name.lowercased() {
        case "light": return .core
        case "deep": return .deep
        case "rem": return .rem
        case "awake", "wake", "restless", "awake_in_bed", "out_of_bed": return .awake
        case "asleep", "sleeping": return .asleep
        default: return nil
        }
    }

    /// A UTC time: `2024-01-01T00:00:05Z`, with an offset, or without one (read as UTC).
    static func utc(_ text: String) -> Timestamp? {
        if case .success(let t) = TimestampParser.parse(text) { return t }
        return FitbitExport.time(text)
    }

    /// A UTC time shown on its written offset (`-08:00`, `+0100`, or seconds), else on the zone's.
    static func time(_ text: String, offset: String?, clock: inout FitbitClock) -> Timestamp? {
        guard let t = utc(text) else { return nil }
        if let offset, let seconds = offsetSeconds(offset) {
            return Timestamp(instant: t.instant, offsetSeconds: Int32(seconds))
        }
        return clock.utc(t)
    }

    /// `±HH:MM`, `±HHMM` or a number of seconds; nil when none of these.
    static func offsetSeconds(_ text: String) -> Int? {
        let b = Array(text.utf8)
        if let seconds = Int(text), abs(seconds) <= 18 * 3600 { return seconds }
        guard b.count == 6 || b.count == 5, b[0] == 43 || b[0] == 45 else { return nil }
        let digits = b.dropFirst().filter { $0 != 58 }
        guard digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        let d = digits.map { Int($0) - 48 }
        let s = (d[0] * 10 + d[1]) * 3600 + (d[2] * 10 + d[3]) * 60
        return b[0] == 45 ? -s : s
    }

    private static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
