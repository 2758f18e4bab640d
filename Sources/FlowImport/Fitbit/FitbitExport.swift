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
    /// `zone` (from `--tz`) names the person's zone; Takeout's dated layout and Google's newer
    /// one need one, from it or from the export's profile. Each kind comes from one layout: the
    /// older (`Global Export Data` and its sibling folders) when it has that kind, else the newer.
    public static func read(path: String, zone: String? = nil) throws -> (RecordHistory, ImportReport) {
        try read(ExportFiles(path: path), zone: zone)
    }

    /// Reads an export opened as a folder, a zip or a Takeout's parts (see `read(path:zone:)`).
    public static func read(_ export: ExportFiles, zone: String? = nil) throws -> (RecordHistory, ImportReport) {
        let path = export.path
        let folder = locate(export)
        let googleRoot = GoogleDataExport.root(export, near: folder.map(takeoutRoot) ?? "")
        guard folder != nil || googleRoot != nil else {
            throw ImportError.unrecognised(
                file: path,
                problem: "no recognisable Fitbit file (sleep.json, steps.json, "
                    + "resting_heart_rate.json, heart_rate.json, dated Takeout files such as sleep-2020-01-01.json, "
                    + "or Google's Physical Activity_GoogleData and Health Fitness Data_GoogleData folders) in this "
                    + "folder or its fitbit/ or Global Export Data/ subfolder")
        }
        let found = folder.map { files(export, in: $0) } ?? []
        let root = folder.map(takeoutRoot) ?? googleRoot!
        // What the older layout has, kind by kind; the newer one fills in the rest.
        var older = Set<RecordKind>()
        for (type, _, _) in found {
            switch type {
            case "sleep": older.insert(.sleep)
            case "steps": older.insert(.steps)
            case "resting_heart_rate": older.insert(.restingHR)
            default: older.insert(.heartRate)
            }
        }
        // Every other file is listed once, here.
        let summaries = NightlySummary.all.map {
            (summary: $0, files: $0.files(export, root: root, alsoIn: $0.kind == .hrvRMSSD ? folder : nil))
        }
        let temperatures = ComputedTemperature.files(export, root: root)
        older.formUnion(summaries.filter { !$0.files.isEmpty }.map(\.summary.kind))
        if !temperatures.isEmpty { older.insert(.wristTemperature) }
        let sleepScores = TakeoutSleepScore.file(export, root: root)
        if sleepScores != nil { older.insert(.deviceSleep) }
        let google = googleRoot.map { GoogleDataExport.files(export, root: $0) }
        let newer = google?.kinds.subtracting(older) ?? []
        let takeout = found.contains { $0.dated } || !newer.isEmpty
        let profile = [ExportFiles.join(root, "Your Profile/Profile.csv"), "Your Profile/Profile.csv"].first(
            where: export.contains)
        var reader = FitbitReader(file: path)
        reader.files = export
        func shown(_ file: String) -> String { export.partCount > 1 ? export.display(file) : file }
        if takeout {
            let profileZone = try profile.flatMap { try TakeoutProfile.zone(export, $0) }
            if let zone {
                reader.clock = FitbitClock(zone: zone)
                reader.clockNote =
                    "\(zone), the zone given"
                    + (profileZone.map { $0 == zone ? "" : " (the profile's \($0) was not used)" } ?? "")
            } else if let profileZone, let profile {
                reader.clock = FitbitClock(zone: profileZone)
                reader.clockNote = "\(profileZone), from \(shown(profile))"
            } else {
                throw ImportError.needsZone(
                    file: path,
                    problem: "this Google Takeout export writes heart rate and steps in UTC, and "
                        + "reading them needs the person's time zone: "
                        + (profile.map { "\(shown($0)) has no timezone" }
                            ?? "there is no Your Profile/Profile.csv with a timezone column"))
            }
            let olderKinds = RecordKind.allCases.filter(older.contains).map(\.rawValue).joined(separator: ", ")
            let newerKinds = RecordKind.allCases.filter(newer.contains).map(\.rawValue).joined(separator: ", ")
            reader.layoutNote =
                "Google Takeout Fitbit export: "
                + [
                    older.isEmpty ? nil : "Global Export Data and its folders for \(olderKinds)",
                    newer.isEmpty
                        ? nil
                        : "\(GoogleDataExport.activityFolder) and \(GoogleDataExport.healthFolder) for \(newerKinds)",
                ].compactMap { $0 }.joined(separator: "; ")
                + " (times in UTC read on the person's zone, sleep logs on the wall clock)"
        } else {
            if let zone {
                reader.clock = FitbitClock(zone: zone)
                reader.clockNote = "\(zone), the zone given (the files' local times read in that zone)"
            } else {
                reader.clockNote =
                    "local wall-clock time read as +00:00 (this layout writes every time on the wearer's clock, without an offset)"
            }
            reader.layoutNote = "Fitbit export with one file per type (as in PMData): every time local"
        }
        var read: Set<String> = []  // the root's top-level folders a file was read from
        func used(_ file: String) {
            // A file in a folder under the root marks that folder read.
            let prefix = root.isEmpty ? "" : root + "/"
            let parts = file.dropFirst(prefix.count).split(separator: "/")
            if file.hasPrefix(prefix), parts.count > 1 { read.insert(String(parts[0])) }
        }
        func start(_ k: Int) {
            let (type, file, dated) = found[k]
            reader.timesInUTC = dated && (type == "heart_rate" || type == "steps")
            used(file)
            reader.reading(file: export.display(file))
        }
        // Heart-rate files are parsed on a second core (HeartRateFiles), the rest read here in turn.
        try HeartRateFiles.walk(
            found, in: export, clock: reader.clock,
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
                try forEachEntry(export, found[k].name) { entry, index in
                    switch type {
                    case "sleep": reader.sleep(entry, index: index)
                    case "steps": reader.steps(entry, index: index)
                    default: reader.restingHR(entry, index: index)
                    }
                }
            })
        var sleepEnds: [String: Timestamp] = [:]
        if let google, newer.contains(.sleep) {
            (google.sleeps + google.stages).forEach(used)
            sleepEnds = try GoogleDataExport.readSleep(google, into: &reader)
        }
        // Fitbit's own sleep score: the older file when there is one, else the newer layout's.
        if let sleepScores {
            used(sleepScores)
            try TakeoutSleepScore.read(file: sleepScores, into: &reader)
        } else if let google, !google.scores.isEmpty {
            google.scores.forEach(used)
            try GoogleDataExport.readScores(google, ends: sleepEnds, into: &reader)
        }
        if let profile {
            used(profile)
            if let sex = try TakeoutProfile.sex(export, profile) { reader.state(sex, from: shown(profile)) }
        }
        // Nightly summaries are placed inside the night they belong to, so they are read after every sleep log.
        for (summary, files) in summaries {
            for file in files {
                used(file)
                try summary.read(file: file, into: &reader)
            }
        }
        for file in temperatures {
            used(file)
            try ComputedTemperature.read(file: file, into: &reader)
        }
        for (series, files) in google?.series ?? [] where newer.contains(series.kind) {
            files.forEach(used)
            try GoogleDataExport.read(series, files: files, into: &reader)
        }
        if takeout { reader.notRead(notReadFolders(export, root: root, read: read)) }
        return try reader.finish()
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
