import FlowRecords
import Foundation

/// Reads a Fitbit export folder, in either layout people have: one combined file per type
/// (`sleep.json`, `steps.json`, `resting_heart_rate.json`, `heart_rate.json`, as in the
/// PMData dataset, possibly under `fitbit/`) or Google Takeout's `Global Export Data` with
/// dated files (`sleep-2020-01-01.json`, …), beside which Takeout keeps `Your Profile/` and
/// `Heart Rate Variability/`.
///
/// The layouts differ in their clocks (see `FitbitClock`): the one with a file per type is
/// all local wall-clock time; in Takeout's dated files heart rate and steps are UTC, so the
/// person's zone is needed (from the profile, or `--tz`).
public enum FitbitExport {
    /// The source name given to every Fitbit record.
    public static let sourceName = "Fitbit"
    static let types = ["sleep", "steps", "resting_heart_rate", "heart_rate"]

    /// The folder of the export holding its per-type or dated files (`""` for its top), looking
    /// inside the usual subfolders; nil when there is no recognisable Fitbit file.
    public static func locate(_ export: ExportFiles) -> String? {
        let candidates = [
            "", "fitbit", "Global Export Data", "Fitbit/Global Export Data", "Takeout/Fitbit/Global Export Data",
        ]
        return candidates.first { !files(export, in: $0).isEmpty }
    }

    /// The files of each type in a folder of the export, in name order (dated files sort by
    /// date), and whether each is a dated file of the Takeout layout.
    static func files(_ export: ExportFiles, in folder: String) -> [(type: String, name: String, dated: Bool)] {
        var out: [(String, String, Bool)] = []
        for name in export.files(in: folder) where name.hasSuffix(".json") {
            let stem = String(name.dropLast(5))
            for type in types {
                if stem == type { out.append((type, ExportFiles.join(folder, name), false)) }
                if stem.hasPrefix(type + "-"), isDate(stem.dropFirst(type.count + 1)) {
                    out.append((type, ExportFiles.join(folder, name), true))
                }
            }
        }
        return out
    }

    private static func isDate(_ s: Substring) -> Bool { CalendarDay(iso: s) != nil }

    /// The folder Takeout's other folders sit beside: the parent of `Global Export Data`.
    static func takeoutRoot(of folder: String) -> String {
        if folder == "Global Export Data" { return "" }
        let suffix = "/Global Export Data"
        return folder.hasSuffix(suffix) ? String(folder.dropLast(suffix.count)) : folder
    }

    /// Reads every recognised file of the export into a history, with the import report.
    /// `zone` (from `--tz`) names the person's zone; see `read(_:clock:)`.
    public static func read(path: String, zone: String? = nil) throws -> (RecordHistory, ImportReport) {
        try read(ExportFiles(path: path), clock: zone.map { ClockSetting(zone: $0) })
    }

    /// Reads an export opened as a folder, a zip or a Takeout's parts: finds its files by family,
    /// sets the clock they are read on, then reads each family in turn (the nightly summaries
    /// after every sleep log, as they are placed inside nights). A Takeout without zones given
    /// by hand (`clock`) is read in two steps: its UTC streams first, which show where its
    /// nights lay (`TakeoutClocks`), then, once the clocks its person lived on are worked out,
    /// everything written on the wall clock.
    public static func read(
        _ export: ExportFiles, clock setting: ClockSetting? = nil
    ) throws
        -> (RecordHistory, ImportReport)
    {
        let files = try FitbitFiles(export)
        var reader = FitbitReader(file: export.path)
        reader.files = export
        let infer = try files.setClock(of: &reader, setting: setting)
        var read = FoldersRead(root: files.root)
        if infer != nil { (reader.evidence, reader.held) = (MinuteEvidence(), []) }
        try readPerType(files, into: &reader, marking: &read)
        let readFirst = infer == nil ? [] : try readUTCStreams(files, into: &reader, marking: &read)
        let newerSleeps = try readNewerSleeps(files, into: &reader, marking: &read)
        if let infer { try TakeoutClocks.settle(files, reader: &reader, profile: infer.profile, newer: newerSleeps) }
        try readSleepScores(files, newer: newerSleeps, into: &reader, marking: &read)
        if let profile = files.profile {
            read.mark(profile)
            if let sex = try TakeoutProfile.sex(export, profile) { reader.state(sex, from: files.shown(profile)) }
        }
        try readNightlySummaries(files, minuteSpO2: !readFirst.contains(.spo2Minute), into: &reader, marking: &read)
        if let google = files.google {
            for (series, names) in google.series
            where files.newer.contains(series.kind) && !readFirst.contains(series.kind) {
                read.mark(names)
                try GoogleDataExport.read(series, files: names, into: &reader)
            }
        }
        let cycle = TakeoutMenstrualHealth.files(export, root: files.root)
        if !cycle.isEmpty {
            read.mark(cycle)
            try TakeoutMenstrualHealth.read(cycle, shown: files.shown, into: &reader)
        }
        if files.takeout { reader.notRead(notReadFolders(export, root: files.root, read: read.names)) }
        var (history, report) = try reader.finish()
        if let late = setting?.dated.last?.from, let last = history.dayRange?.upperBound, late > last {
            throw ClockSettingProblem.afterHistory(late, last: last)
        }
        if let signature = reader.clockSignature, let span = history.instantSpan {
            history.clocks[sourceName] = ClockFacts(
                signature: signature, lines: [report.clock].compactMap { $0 } + report.clockLines, span: span)
        }
        return (history, report)
    }

    /// The streams timed in UTC that show where the nights lay, read before the clocks are worked
    /// out: the older layout's minute SpO2, and the newer layout's heart rate, steps and minute
    /// SpO2 when it is the one read for them. Returns the kinds read.
    static func readUTCStreams(
        _ files: FitbitFiles, into reader: inout FitbitReader, marking read: inout FoldersRead
    ) throws -> Set<RecordKind> {
        var done: Set<RecordKind> = []
        for file in files.minuteSpO2 {
            read.mark(file)
            try MinuteSpO2.read(file: file, from: files.export, into: &reader)
            done.insert(.spo2Minute)
        }
        if let google = files.google {
            for (series, names) in google.series
            where files.newer.contains(series.kind) && [.heartRate, .steps, .spo2Minute].contains(series.kind) {
                read.mark(names)
                try GoogleDataExport.read(series, files: names, into: &reader)
                done.insert(series.kind)
            }
        }
        return done
    }

    /// The newer layout's sleeps and stage rows as written, when it has them: the nights when
    /// the older layout has no sleep, and each night's offset either way.
    static func readNewerSleeps(
        _ files: FitbitFiles, into reader: inout FitbitReader, marking read: inout FoldersRead
    ) throws -> [GoogleDataExport.NewerSleep] {
        guard let google = files.google, !google.sleeps.isEmpty else { return [] }
        if files.newer.contains(.sleep) { read.mark(google.sleeps + google.stages) }
        return try GoogleDataExport.newerSleeps(google, into: &reader)
    }

    /// The files with one type each (`sleep.json`, dated `heart_rate-….json`, …): heart-rate
    /// files parsed on a second core (`HeartRateFiles`), the rest read here in turn.
    static func readPerType(
        _ files: FitbitFiles, into reader: inout FitbitReader, marking read: inout FoldersRead
    )
        throws
    {
        let found = files.perType
        func start(_ k: Int) {
            let (type, file, dated) = found[k]
            reader.timesInUTC = dated && (type == "heart_rate" || type == "steps")
            read.mark(file)
            reader.reading(file: files.export.display(file))
        }
        try HeartRateFiles.walk(
            found, in: files.export, clock: reader.clock,
            heartRate: { k, items in
                start(k)
                for item in items {
                    switch item {
                    case .sample(let at, let bpm, let index): reader.heartRate(at: at, bpm: bpm, index: index)
                    case .entry(let entry, let index): reader.heartRate(entry, index: index)
                    }
                }
            },
            other: { k in
                start(k)
                let type = found[k].type
                try forEachEntry(files.export, found[k].name) { entry, index in
                    switch type {
                    case "steps": reader.steps(entry, index: index)
                    default: reader.wallClock(type, entry, index: index, file: files.export.display(found[k].name))
                    }
                }
            })
    }

    /// The newer layout's sleep (when the older has none) and Fitbit's own sleep score: the
    /// older file when there is one, else the newer layout's, placed on the nights just read.
    static func readSleepScores(
        _ files: FitbitFiles, newer: [GoogleDataExport.NewerSleep], into reader: inout FitbitReader,
        marking read: inout FoldersRead
    ) throws {
        var sleepEnds: [String: Timestamp] = [:]
        if files.newer.contains(.sleep) {
            let utc = TakeoutClocks.utcReadings(newer, reader: reader)
            sleepEnds = GoogleDataExport.readSleep(newer, utc: { utc.contains($0.id) }, into: &reader)
        }
        if let sleepScores = files.sleepScores {
            read.mark(sleepScores)
            try TakeoutSleepScore.read(file: sleepScores, into: &reader)
        } else if let google = files.google, !google.scores.isEmpty {
            read.mark(google.scores)
            try GoogleDataExport.readScores(google, ends: sleepEnds, into: &reader)
        }
    }

    /// The nightly summaries (HRV, breathing rate, SpO2, …), the computed temperatures and, when
    /// not read already, the minute SpO2.
    static func readNightlySummaries(
        _ files: FitbitFiles, minuteSpO2: Bool, into reader: inout FitbitReader, marking read: inout FoldersRead
    ) throws {
        for (summary, names) in files.summaries {
            for file in names {
                read.mark(file)
                try summary.read(file: file, into: &reader)
            }
        }
        for file in files.temperatures {
            read.mark(file)
            try ComputedTemperature.read(file: file, into: &reader)
        }
        for file in files.minuteSpO2 where minuteSpO2 {
            read.mark(file)
            try MinuteSpO2.read(file: file, from: files.export, into: &reader)
        }
    }

    /// Every top-level folder of a Takeout that gave nothing, with how many files it holds,
    /// in name order: "Stress Score (1 file)".
    static func notReadFolders(_ export: ExportFiles, root: String, read: Set<String>) -> [String] {
        export.folders(in: root).compactMap { name -> String? in
            guard !read.contains(name) else { return nil }
            let prefix = ExportFiles.join(root, name) + "/"
            let count = export.names.lazy.filter { $0.hasPrefix(prefix) }.count
            return "\(name) (\(NumberFormat.grouped(count)) file\(count == 1 ? "" : "s"))"
        }
    }

    /// Walks the entries of a JSON file that must hold an array, one at a time, reading the
    /// file in chunks (only one entry is held at a time).
    static func forEachEntry(_ file: String, _ body: (JSONValue, Int) throws -> Void) throws {
        var stream = JSONArrayStream(file: file)
        try TextFile.forEachChunk(path: file, chunkSize: 1 << 20) { try stream.feed($0, body) }
        try stream.finish()
    }

    /// Walks the entries of a JSON file of an export (a folder's or a zip's) as above; `fast`,
    /// when given, is offered each entry's bytes first (see `JSONArrayStream.fast`).
    static func forEachEntry(
        _ export: ExportFiles, _ name: String, fast: ((UnsafeBufferPointer<UInt8>, Int) -> Int?)? = nil,
        _ body: (JSONValue, Int) throws -> Void
    ) throws {
        var stream = JSONArrayStream(file: export.display(name))
        stream.fast = fast
        try export.forEachChunk(of: name, chunkSize: 1 << 20) { try stream.feed($0, body) }
        try stream.finish()
    }

    /// Every entry of a JSON array file (tests and small files).
    static func jsonArray(_ file: String) throws -> [JSONValue] {
        var out: [JSONValue] = []
        try forEachEntry(file) { entry, _ in out.append(entry) }
        return out
    }

    /// Fitbit's times: `2019-11-02 00:09:30`, `2019-11-02T07:19:30.000`, or `11/01/19 00:00:05`
    /// (Takeout), read as local time with offset +00:00.
    static func time(_ text: String) -> Timestamp? {
        var iso = text
        let b = Array(text.utf8)
        if b.count >= 17, b[2] == 47, b[5] == 47 {  // MM/dd/yy HH:mm:ss
            let month = text.prefix(2)
            let day = text.dropFirst(3).prefix(2)
            let year = text.dropFirst(6).prefix(2)
            iso = "20\(year)-\(month)-\(day) \(text.dropFirst(9))"
        }
        guard case .success(let t) = TimestampParser.parse(iso + "Z") else { return nil }
        return t
    }
}
