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
        /// Daily summaries are placed in the night of their date (like Takeout's older ones).
        var nightly = false
        /// A daily value dated by its date alone (resting heart rate).
        var daily = false
    }

    /// The series flow reads, in reading order (sleep-placed ones after the sleeps).
    static let series = [
        Series(prefix: "heart_rate_", column: "beats per minute", kind: .heartRate),
        Series(prefix: "steps_", column: "steps", kind: .steps),
        Series(prefix: "daily_resting_heart_rate_", column: "beats per minute", kind: .restingHR, daily: true),
        Series(
            prefix: "heart_rate_variability_", column: "root mean square of successive differences milliseconds",
            kind: .hrvRMSSD),
        Series(prefix: "body_temperature_", column: "temperature celsius", kind: .wristTemperature),
        Series(
            prefix: "respiratory_rate_sleep_summary_", column: "full sleep stats - milli breaths per minute",
            kind: .respiratoryRate, scale: 0.001, nightly: true),
        Series(prefix: "daily_oxygen_saturation_", column: "average percentage", kind: .spo2, nightly: true),
    ]

    /// The folder holding the newer layout's folders (the Takeout's Fitbit folder), or nil.
    static func root(near path: String) -> String? {
        for candidate in [path, path + "/Fitbit", path + "/Takeout/Fitbit"] {
            for folder in [activityFolder, healthFolder] where isFolder(candidate + "/" + folder) { return candidate }
        }
        return nil
    }

    /// The files of a series under `root`, in name order.
    static func files(_ s: Series, root: String) -> [String] {
        names(in: root + "/" + activityFolder).filter { name in
            guard name.hasPrefix(s.prefix), name.lowercased().hasSuffix(".csv") else { return false }
            // `heart_rate_` must not take `heart_rate_variability_`: the rest is a date.
            let rest = name.dropFirst(s.prefix.count).dropLast(4)
            return CalendarDay(iso: rest.prefix(10)) != nil
        }.map { root + "/" + activityFolder + "/" + $0 }
    }

    /// The sleep files (`UserSleeps…`, `UserSleepStages…`) under `root`.
    static func sleepFiles(root: String) -> (sleeps: [String], stages: [String]) {
        let folder = root + "/" + healthFolder
        let csv = names(in: folder).filter { $0.lowercased().hasSuffix(".csv") }
        return (
            csv.filter { $0.hasPrefix("UserSleeps") }.map { folder + "/" + $0 },
            csv.filter { $0.hasPrefix("UserSleepStages") }.map { folder + "/" + $0 }
        )
    }

    /// The kinds the layout has files for under `root`.
    static func kinds(root: String) -> Set<RecordKind> {
        var out = Set(series.filter { !files($0, root: root).isEmpty }.map(\.kind))
        if !sleepFiles(root: root).sleeps.isEmpty { out.insert(.sleep) }
        return out
    }

    /// Reads the asked kinds' sleeps (before anything placed in a night).
    static func readSleep(root: String, into reader: inout FitbitReader) throws {
        let (sleepFiles, stageFiles) = sleepFiles(root: root)
        var stages: [String: [(start: Timestamp, end: Timestamp, stage: SleepStage?, index: Int)]] = [:]
        for file in stageFiles {
            try forEachRow(file, needs: ["sleep_id", "sleep_stage_type", "start_time", "end_time"]) { f, index in
                guard let start = time(f["start_time"]!, offset: f["start_utc_offset"], reader: &reader),
                    let end = time(f["end_time"]!, offset: f["end_utc_offset"], reader: &reader)
                else { return reader.reject(.unparseableTime, index: index) }
                stages[f["sleep_id"]!, default: []].append((start, end, stage(f["sleep_stage_type"]!), index))
            }
        }
        for file in sleepFiles {
            try forEachRow(file, needs: ["sleep_id", "sleep_start", "sleep_end"]) { f, index in
                guard let start = time(f["sleep_start"]!, offset: f["start_utc_offset"], reader: &reader),
                    let end = time(f["sleep_end"]!, offset: f["end_utc_offset"], reader: &reader)
                else { return reader.reject(.unparseableTime, index: index) }
                reader.sleepLog(start: start, end: end, stages: stages[f["sleep_id"]!] ?? [], index: index)
            }
        }
    }

    /// Reads one series: instants in UTC, daily values on their date, nightly ones in their night.
    static func read(_ s: Series, root: String, into reader: inout FitbitReader) throws {
        for file in files(s, root: root) {
            try forEachRow(file, needs: ["timestamp", s.column]) { f, index in
                let text = f["timestamp"]!
                guard case .finite(let raw) = DecimalParser.parse(f[s.column]!) else {
                    return reader.reject(.nonNumeric, index: index)
                }
                let v = raw * s.scale
                if s.nightly || s.daily {
                    guard let day = CalendarDay(iso: text.prefix(10)) else {
                        return reader.reject(.unparseableTime, index: index)
                    }
                    if s.nightly { return reader.nightly(s.kind, v, day: day, index: index) }
                    return reader.onDate(s.kind, v, day: day, index: index)
                }
                guard let t = utc(text) else { return reader.reject(.unparseableTime, index: index) }
                reader.sample(s.kind, at: t, value: v, index: index)
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
    static func time(_ text: String, offset: String?, reader: inout FitbitReader) -> Timestamp? {
        guard let t = utc(text) else { return nil }
        if let offset, let seconds = offsetSeconds(offset) {
            return Timestamp(instant: t.instant, offsetSeconds: Int32(seconds))
        }
        return reader.clock.utc(t)
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

    /// Each data row of a CSV as its fields by lower-cased column name; a header without
    /// `needs` is an error naming the file and the missing column. Rows are numbered from 0.
    static func forEachRow(
        _ file: String, needs: [String], _ body: ([String: String], Int) throws -> Void
    ) throws {
        var names: [String]?
        try TextFile.forEachLine(path: file) { bytes, number in
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
            guard let fields = CSVLine.fields(line) else {
                throw InputError.badLine(file: file, line: number, problem: "a quote is left open")
            }
            guard let header = names else {
                let lower = fields.map { $0.lowercased().trimmingSpaces }
                for column in needs where !lower.contains(column) {
                    throw InputError.badLine(file: file, line: number, problem: "the header has no column '\(column)'")
                }
                names = lower
                return
            }
            if fields.allSatisfy(\.isEmpty) { return }
            var row: [String: String] = [:]
            for (k, name) in header.enumerated() where k < fields.count { row[name] = fields[k] }
            for column in needs where row[column] == nil {
                throw InputError.badLine(file: file, line: number, problem: "no value in column '\(column)'")
            }
            try body(row, number - 2)
        }
    }

    private static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
