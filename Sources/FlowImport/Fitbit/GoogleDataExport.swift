import FlowRecords
import Foundation

/// Google's newer Takeout layout for Fitbit and Pixel Watch data (`formats/google-takeout-
/// newer.md`): time series CSVs in `Physical Activity_GoogleData/` (`heart_rate_2024-01-01.csv`,
/// `daily_resting_heart_rate.csv`: `timestamp` and the value column, by name) and sleep in
/// `Health Fitness Data_GoogleData/` (`UserSleeps_*.csv`, `UserSleepStages_*.csv`,
/// `UserSleepScores_*.csv`). The sleep tables' times end in `+0000` but are the wall-clock
/// time on the stage's own offset. Read for the kinds the older `Global Export Data` layout
/// lacks, one layout per kind.
enum GoogleDataExport {
    /// The two folders, beside `Global Export Data`.
    static let activityFolder = "Physical Activity_GoogleData", healthFolder = "Health Fitness Data_GoogleData"

    /// A time series: the file name (`daily_resting_heart_rate.csv`) or its dated chunks'
    /// (`heart_rate_2024-01-01.csv`), the value column, the kind, and how a value is read.
    struct Series {
        let name: String
        let column: String
        let kind: RecordKind
        /// Where a value goes in time.
        var placement = Placement.instant
        /// True when a 0 means "none" (a nightly average is never 0).
        var zeroIsMissing = false

        /// A nightly value (in the night of its date unless placed otherwise), where 0 means none.
        static func nightly(
            _ name: String, _ column: String, _ kind: RecordKind, placement: Placement = .inNight
        )
            -> Series
        {
            Series(name: name, column: column, kind: kind, placement: placement, zeroIsMissing: true)
        }

        /// True for `name.csv` and `name_YYYY-MM-DD.csv`.
        func matches(_ file: String) -> Bool {
            guard file.hasPrefix(name), file.lowercased().hasSuffix(".csv") else { return false }
            let rest = file.dropFirst(name.count).dropLast(4)
            return rest.isEmpty || (rest.first == "_" && CalendarDay(iso: rest.dropFirst()) != nil)
        }
    }

    /// Where a series' value goes in time.
    enum Placement {
        /// At its timestamp, a UTC instant.
        case instant
        /// At its timestamp, read as UTC or, when only that puts it inside a sleep, as the
        /// sleep's wall clock (HRV samples changed convention in 2025).
        case inSleep
        /// On its timestamp's date, at local midnight (a daily value such as resting heart rate).
        case onDate
        /// In the night of its timestamp's date (a daily summary, like Takeout's older ones).
        case inNight
        /// At the wake of its date's longest sleep (a daily score).
        case atWake
    }

    /// The newer layout's files under a root, listed once: each series' files, and the sleeps,
    /// their stages and their scores.
    struct Files {
        var series: [(series: Series, files: [String])]
        var sleeps: [String], stages: [String], scores: [String]

        /// The kinds the layout has files for.
        var kinds: Set<RecordKind> {
            Set(series.filter { !$0.files.isEmpty }.map(\.series.kind) + (sleeps.isEmpty ? [] : [.sleep]))
        }
    }

    /// The series flow reads, in reading order (night-placed ones after the sleeps); of two
    /// for one kind, the first that has files is read (a nightly file before its samples).
    static let series = [
        Series(name: "heart_rate", column: "beats per minute", kind: .heartRate),
        Series(name: "steps", column: "steps", kind: .steps),
        Series(name: "daily_resting_heart_rate", column: "beats per minute", kind: .restingHR, placement: .onDate),
        .nightly("daily_heart_rate_variability", "average heart rate variability milliseconds", .hrvRMSSD),
        .nightly(
            "heart_rate_variability", "root mean square of successive differences milliseconds", .hrvRMSSD,
            placement: .inSleep),
        .nightly("daily_sleep_temperature_derivations", "nightly temperature celsius", .wristTemperature),
        .nightly("daily_respiratory_rate", "breaths per minute", .respiratoryRate),
        // Despite its header, the summary's "milli breaths per minute" are breaths per minute.
        .nightly("respiratory_rate_sleep_summary", "full sleep stats - milli breaths per minute", .respiratoryRate),
        .nightly("daily_oxygen_saturation", "average percentage", .spo2),
        // One reading a minute through the night, in UTC (SPEC 22).
        Series(name: "oxygen_saturation", column: "oxygen saturation percentage", kind: .spo2Minute),
        Series(name: "daily_readiness", column: "score", kind: .deviceRecovery, placement: .atWake),
    ]

    /// The folder holding the newer layout's folders (the Takeout's Fitbit folder), or nil.
    static func root(_ export: ExportFiles, near path: String) -> String? {
        for candidate in [path, ExportFiles.join(path, "Fitbit"), ExportFiles.join(path, "Takeout/Fitbit")] {
            let folders = export.folders(in: candidate)
            if folders.contains(activityFolder) || folders.contains(healthFolder) { return candidate }
        }
        return nil
    }

    /// Every file the layout has under `root`, each list in name order; of two series of one
    /// kind only the first with files.
    static func files(_ export: ExportFiles, root: String) -> Files {
        let activity = export.files(in: ExportFiles.join(root, activityFolder))
        var taken = Set<RecordKind>()
        var chosen: [(series: Series, files: [String])] = []
        for s in series {
            let files = activity.filter(s.matches).map { ExportFiles.join(root, activityFolder + "/" + $0) }
            guard !files.isEmpty, !taken.contains(s.kind) else { continue }
            taken.insert(s.kind)
            chosen.append((s, files))
        }
        let health = ExportFiles.join(root, healthFolder)
        let csv = export.files(in: health).filter { $0.lowercased().hasSuffix(".csv") }
        func starting(_ prefix: String) -> [String] {
            csv.filter { $0.hasPrefix(prefix + "_") || $0 == prefix + ".csv" }.map { health + "/" + $0 }
        }
        return Files(
            series: chosen, sleeps: starting("UserSleeps"), stages: starting("UserSleepStages"),
            scores: starting("UserSleepScores"))
    }

    /// One sleep of the newer layout as written, with its stage rows: read once, and turned
    /// into records once its clock is known.
    struct NewerSleep: Sendable {
        var id: String, index: Int
        /// `sleep_start` and `sleep_end` as written, read as if UTC (`+0000`), in seconds.
        var start: Double, end: Double
        /// The offsets the sleep row writes (often a placeholder `+00:00`), in seconds.
        var writtenStart: Int?, writtenEnd: Int?
        /// Its stage rows: times as written (as if UTC), their offsets, the stage.
        var stages: [(start: Double, end: Double, startOffset: Int?, endOffset: Int?, stage: SleepStage?, index: Int)]

        /// The night's offset: the most common offset of its stage rows' starts (the earliest such
        /// offset of equal counts), nil without stage rows.
        var stageOffset: Int? {
            var counts: [Int: Int] = [:]
            for s in stages { if let o = s.startOffset { counts[o, default: 0] += 1 } }
            let most = counts.values.max()
            return stages.lazy.compactMap(\.startOffset).first { counts[$0] == most }
        }
    }

    /// Reads the sleeps and their stage rows as written (bad rows counted), in the order of the files.
    static func newerSleeps(_ files: Files, into reader: inout FitbitReader) throws -> [NewerSleep] {
        var stages: [String: [(Double, Double, Int?, Int?, SleepStage?, Int)]] = [:]
        let stageColumns = [
            "sleep_id", "sleep_stage_type", "start_utc_offset", "sleep_stage_start", "end_utc_offset",
            "sleep_stage_end",
        ]
        for file in files.stages {
            try TakeoutCSV.forEachRow(file, needs: stageColumns, reader: &reader) { f, index, reader in
                // A stage's offset that cannot be read leaves the stage on the zone's clock.
                guard let start = WallClock.time(String(f["sleep_stage_start"]!.prefix(19)), offset: 0),
                    let end = WallClock.time(String(f["sleep_stage_end"]!.prefix(19)), offset: 0)
                else { return reader.reject(.unparseableTime, index: index) }
                stages[f["sleep_id"]!, default: []].append(
                    (
                        start.instant, end.instant, f["start_utc_offset"].flatMap(offsetSeconds),
                        f["end_utc_offset"].flatMap(offsetSeconds), stage(f["sleep_stage_type"]!), index
                    ))
            }
        }
        var out: [NewerSleep] = []
        for file in files.sleeps {
            try TakeoutCSV.forEachRow(file, needs: ["sleep_id", "sleep_start", "sleep_end"], reader: &reader) {
                f, index, reader in
                // An offset written but not readable (`+99:99`, the smallest Int) is a bad row, not the zone's.
                let written = [f["start_utc_offset"], f["end_utc_offset"]].compactMap { $0 }
                guard written.allSatisfy({ offsetSeconds($0) != nil }),
                    let start = WallClock.time(String(f["sleep_start"]!.prefix(19)), offset: 0),
                    let end = WallClock.time(String(f["sleep_end"]!.prefix(19)), offset: 0)
                else { return reader.reject(.unparseableTime, index: index) }
                out.append(
                    NewerSleep(
                        id: f["sleep_id"]!, index: index, start: start.instant, end: end.instant,
                        writtenStart: f["start_utc_offset"].flatMap(offsetSeconds),
                        writtenEnd: f["end_utc_offset"].flatMap(offsetSeconds),
                        stages: (stages[f["sleep_id"]!] ?? []).map {
                            (start: $0.0, end: $0.1, startOffset: $0.2, endOffset: $0.3, stage: $0.4, index: $0.5)
                        }))
            }
        }
        return out
    }

    /// The sleeps as records, each read as `utc` says of it: as true UTC times (exports of 2026)
    /// or as wall-clock times behind a `+0000` (earlier ones), on its stages' offsets (a sleep
    /// row's own are often a placeholder); returns each sleep's end by id, for its score.
    @discardableResult
    static func readSleep(
        _ sleeps: [NewerSleep], utc: (NewerSleep) -> Bool, into reader: inout FitbitReader
    ) -> [String: Timestamp] {
        var ends: [String: Timestamp] = [:]
        for sleep in sleeps {
            let isUTC = utc(sleep)
            func time(_ written: Double, _ seconds: Int?) -> Timestamp {
                guard let seconds else { return reader.clock.local(Timestamp(instant: written, offsetSeconds: 0)) }
                return Timestamp(instant: written - (isUTC ? 0 : Double(seconds)), offsetSeconds: Int32(seconds))
            }
            let stages = sleep.stages.map {
                (
                    start: time($0.start, $0.startOffset), end: time($0.end, $0.endOffset), stage: $0.stage,
                    index: $0.index
                )
            }
            let startOffset = sleep.stages.min { $0.start < $1.start }.flatMap(\.startOffset)
            let endOffset = sleep.stages.max { $0.end < $1.end }.flatMap(\.endOffset)
            let start = time(sleep.start, startOffset ?? sleep.writtenStart)
            let end = time(sleep.end, endOffset ?? sleep.writtenEnd)
            ends[sleep.id] = end
            reader.sleepLog(start: start, end: end, stages: stages, index: sleep.index)
        }
        return ends
    }

    /// Reads `UserSleepScores`' `overall_score` as the night's device sleep score, at its
    /// sleep's end (the score's own time and offset when the sleep is not known).
    static func readScores(_ files: Files, ends: [String: Timestamp], into reader: inout FitbitReader) throws {
        for file in files.scores {
            try TakeoutCSV.forEachRow(file, needs: ["sleep_id", "score_time", "overall_score"], reader: &reader) {
                f, index, reader in
                guard
                    let at = ends[f["sleep_id"]!]
                        ?? local(f["score_time"]!, offset: f["score_utc_offset"], clock: &reader.clock)
                else { return reader.reject(.unparseableTime, index: index) }
                guard case .finite(let v) = DecimalParser.parse(f["overall_score"]!) else {
                    return reader.reject(.nonNumeric, index: index)
                }
                reader.instant(.deviceSleep, v, at: at, index: index)
            }
        }
    }

    /// Reads one series' files: instants in UTC, daily values on their date, summaries in their
    /// night, scores at their night's wake. `-1`, `NaN` and (where it means none) `0` are no value.
    static func read(_ s: Series, files: [String], into reader: inout FitbitReader) throws {
        for file in files {
            try TakeoutCSV.forEachRow(file, needs: ["timestamp", s.column], reader: &reader) { f, index, reader in
                let text = f["timestamp"]!
                let v: Double
                switch DecimalParser.parse(f[s.column]!) {
                case .finite(let x): v = x
                case .nonFinite:
                    // NaN is Google's "no value"; an infinity or 1e999 is a bad value, counted.
                    if f[s.column]!.lowercased() == "nan" { return }
                    return reader.reject(.nonFinite, index: index)
                case .nonNumeric: return reader.reject(.nonNumeric, index: index)
                }
                if v == -1 || (s.zeroIsMissing && v == 0) { return }
                switch s.placement {
                case .instant, .inSleep:
                    guard let t = utc(text) else { return reader.reject(.unparseableTime, index: index) }
                    if s.placement == .inSleep { return reader.sampleInSleep(s.kind, at: t, value: v, index: index) }
                    return reader.sample(s.kind, at: t, value: v, index: index)
                case .onDate, .inNight, .atWake:
                    guard let day = CalendarDay(iso: text.prefix(10)) else {
                        return reader.reject(.unparseableTime, index: index)
                    }
                    switch s.placement {
                    case .inNight: reader.nightly(s.kind, v, day: day, index: index)
                    case .atWake: reader.atWake(s.kind, v, day: day, index: index)
                    default: reader.onDate(s.kind, v, day: day, index: index)
                    }
                }
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

    /// A sleep table's time: its `YYYY-MM-DD HH:MM:SS` is the wall clock (the `+0000` after
    /// it is not true), on the written offset (`-04:00`), else on the zone's.
    static func local(_ text: String, offset: String?, clock: inout FitbitClock) -> Timestamp? {
        local(text, seconds: offset.flatMap(offsetSeconds), clock: &clock)
    }

    /// A sleep table's wall-clock time on `seconds` east of UTC, else on the zone's.
    static func local(_ text: String, seconds: Int?, clock: inout FitbitClock) -> Timestamp? {
        guard let wall = WallClock.time(String(text.prefix(19)), offset: 0) else { return nil }
        if let seconds { return Timestamp(instant: wall.instant - Double(seconds), offsetSeconds: Int32(seconds)) }
        return clock.local(wall)
    }

    /// `±HH:MM`, `±HHMM` or a number of seconds; nil when none of these.
    static func offsetSeconds(_ text: String) -> Int? {
        let b = Array(text.utf8)
        if let seconds = Int(text), seconds.magnitude <= 18 * 3600 { return seconds }
        guard b.count == 6 || b.count == 5, b[0] == 43 || b[0] == 45 else { return nil }
        let digits = b.dropFirst().filter { $0 != 58 }
        guard digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        let d = digits.map { Int($0) - 48 }
        let s = (d[0] * 10 + d[1]) * 3600 + (d[2] * 10 + d[3]) * 60
        return b[0] == 45 ? -s : s
    }
}
