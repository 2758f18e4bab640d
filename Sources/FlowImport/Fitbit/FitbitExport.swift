import FlowRecords
import Foundation

/// Reads a Fitbit export folder, in either layout people have: one combined file per type
/// (`sleep.json`, `steps.json`, `resting_heart_rate.json`, `heart_rate.json`, as in the
/// PMData dataset, possibly under `fitbit/`) or Google Takeout's `Global Export Data` with
/// dated files (`sleep-2020-01-01.json`, …).
///
/// Fitbit writes local wall-clock times without an offset: flow reads them as local time,
/// with offset +00:00, so local dates and clock hours are right (a night across a
/// daylight-saving change is measured on the clock).
public enum FitbitExport {
    /// The source name given to every Fitbit record.
    public static let sourceName = "Fitbit"
    static let types = ["sleep", "steps", "resting_heart_rate", "heart_rate"]

    /// The folder holding the export's files, looking inside the usual subfolders; nil when
    /// there is no recognisable Fitbit file.
    public static func locate(_ path: String) -> String? {
        let candidates = [path, path + "/fitbit", path + "/Global Export Data", path + "/Fitbit/Global Export Data",
                          path + "/Takeout/Fitbit/Global Export Data"]
        return candidates.first { !files(in: $0).isEmpty }
    }

    /// The files of each type in a folder, in name order (dated files sort by date).
    static func files(in folder: String) -> [(type: String, path: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var out: [(String, String)] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let stem = String(name.dropLast(5))
            for type in types where stem == type || (stem.hasPrefix(type + "-") && isDate(stem.dropFirst(type.count + 1))) {
                out.append((type, folder + "/" + name))
            }
        }
        return out
    }

    private static func isDate(_ s: Substring) -> Bool { CalendarDay(iso: s) != nil }

    /// Reads every recognised file of the export into a history, with the import report.
    public static func read(path: String) throws -> (RecordHistory, ImportReport) {
        guard let folder = locate(path) else {
            throw ImportError.unrecognised(file: path, problem: "no recognisable Fitbit file (sleep.json, steps.json, "
                + "resting_heart_rate.json, heart_rate.json, or dated Takeout files such as sleep-2020-01-01.json) in this folder "
                + "or its fitbit/ or Global Export Data/ subfolder")
        }
        var reader = FitbitReader(file: path)
        for (type, file) in files(in: folder) {
            try forEachEntry(file) { entry, index in
                switch type {
                case "sleep": reader.sleep(entry, index: index)
                case "steps": reader.steps(entry, index: index)
                case "resting_heart_rate": reader.restingHR(entry, index: index)
                default: reader.heartRate(entry, index: index)
                }
            }
        }
        return try reader.finish()
    }

    /// Walks the entries of a JSON file that must hold an array, one at a time.
    static func forEachEntry(_ file: String, _ body: (JSONValue, Int) throws -> Void) throws {
        var data: [UInt8] = []
        data.reserveCapacity(TextFile.size(path: file))
        try TextFile.forEachChunk(path: file) { data.append(contentsOf: $0) }
        do {
            guard try JSONValue.forEachElement(ofArray: data, body) else {
                throw ImportError.badJSON(file: file, problem: "the file does not hold a JSON array")
            }
        } catch let e as JSONSyntaxError {
            throw ImportError.badJSON(file: file, problem: e.description + (e.offset >= data.count - 1 ? " (the file is truncated)" : ""))
        }
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
            let month = text.prefix(2), day = text.dropFirst(3).prefix(2), year = text.dropFirst(6).prefix(2)
            iso = "20\(year)-\(month)-\(day) \(text.dropFirst(9))"
        }
        guard case .success(let t) = TimestampParser.parse(iso + "Z") else { return nil }
        return t
    }
}

/// Maps Fitbit entries to records.
struct FitbitReader {
    private var collector: RecordCollector
    private var source: Int
    private var zeroRestingHR = 0
    private var shortWakes = 0
    private var seenLogs = Set<String>()
    private var repeatedLogs = 0

    init(file: String) {
        collector = RecordCollector(file: file)
        source = collector.source(named: FitbitExport.sourceName)
    }

    private static let stages: [String: SleepStage] = [
        "wake": .awake, "light": .core, "deep": .deep, "rem": .rem,   // "stages" logs (light sleep is core sleep)
        "asleep": .asleep, "restless": .awake, "awake": .awake,       // "classic" logs
    ]

    /// Sleep logs: `levels.data` gives the stages; the short wake spells of `shortData`
    /// overlap them and are cut out of the asleep time (as Fitbit's own minutesAsleep does).
    /// An entry with an unknown level is rejected and counted; the rest of the log is kept.
    mutating func sleep(_ log: JSONValue, index: Int) {
        if let id = log["logId"].map({ $0.text() }) {
            guard seenLogs.insert(id).inserted else { repeatedLogs += 1; return }
        }
        guard let data = log["levels"]?["data"]?.array else {
            collector.reject(.missingAttribute, line: index)
            return
        }
        var segments: [(Double, Double, SleepStage, Timestamp, Timestamp)] = []
        for entry in data {
            guard let start = entry["dateTime"]?.string.flatMap(FitbitExport.time), let seconds = entry["seconds"]?.number,
                  let level = entry["level"]?.string else { collector.reject(.missingAttribute, line: index); continue }
            guard let stage = FitbitReader.stages[level] else { collector.reject(.unknownStage, line: index); continue }
            let end = Timestamp(instant: start.instant + seconds, offsetSeconds: start.offsetSeconds)
            segments.append((start.instant, end.instant, stage, start, end))
        }
        var wakes: [(Double, Double)] = []
        for entry in log["levels"]?["shortData"]?.array ?? [] where entry["level"]?.string == "wake" {
            guard let start = entry["dateTime"]?.string.flatMap(FitbitExport.time), let seconds = entry["seconds"]?.number else { continue }
            wakes.append((start.instant, start.instant + seconds))
        }
        wakes.sort { $0.0 < $1.0 }
        shortWakes += wakes.count
        for (s, e, stage, start, _) in segments {
            let offset = start.offsetSeconds
            var pieces = [(s, e)]
            if stage.isAsleep {
                for (ws, we) in wakes where ws < e && we > s {
                    pieces = pieces.flatMap { (a, b) -> [(Double, Double)] in
                        guard ws < b && we > a else { return [(a, b)] }
                        return [(a, max(a, ws)), (min(b, we), b)].filter { $0.1 > $0.0 }
                    }
                }
            }
            for (a, b) in pieces {
                collector.addSleep(start: Timestamp(instant: a, offsetSeconds: offset), end: Timestamp(instant: b, offsetSeconds: offset),
                                   stage: stage, source: source, line: index)
            }
        }
    }

    /// Minute steps: `{"dateTime": "2019-11-01 00:04:00", "value": "4"}` (the value is a string).
    mutating func steps(_ entry: JSONValue, index: Int) {
        guard let start = entry["dateTime"]?.string.flatMap(FitbitExport.time), let value = entry["value"] else {
            return collector.reject(.missingAttribute, line: index)
        }
        guard let v = FitbitReader.number(value) else { return collector.reject(.nonNumeric, line: index) }
        let end = Timestamp(instant: start.instant + 60, offsetSeconds: start.offsetSeconds)
        collector.add(.steps, start: start, end: end, value: v, source: source, line: index)
    }

    /// Daily resting heart rate; a value of 0 means Fitbit made no estimate that day: missing, not 0 bpm.
    mutating func restingHR(_ entry: JSONValue, index: Int) {
        guard let start = entry["dateTime"]?.string.flatMap(FitbitExport.time), let value = entry["value"]?["value"] else {
            return collector.reject(.missingAttribute, line: index)
        }
        guard let v = FitbitReader.number(value) else { return collector.reject(.nonNumeric, line: index) }
        if v == 0 { zeroRestingHR += 1; return }
        collector.add(.restingHR, start: start, end: start, value: v, source: source, line: index)
    }

    /// Heart rate: `{"dateTime": …, "value": {"bpm": 62, "confidence": 2}}`.
    mutating func heartRate(_ entry: JSONValue, index: Int) {
        guard let start = entry["dateTime"]?.string.flatMap(FitbitExport.time), let value = entry["value"]?["bpm"] else {
            return collector.reject(.missingAttribute, line: index)
        }
        guard let v = FitbitReader.number(value) else { return collector.reject(.nonNumeric, line: index) }
        collector.add(.heartRate, start: start, end: start, value: v, source: source, line: index)
    }

    /// A number given as a JSON number or as a string holding one.
    static func number(_ value: JSONValue) -> Double? {
        if let v = value.number { return v }
        if let s = value.string, case .finite(let v) = DecimalParser.parse(s) { return v }
        return nil
    }

    mutating func finish() throws -> (RecordHistory, ImportReport) {
        collector.note("Fitbit times are local wall-clock time without an offset: read as local time (+00:00)")
        if shortWakes > 0 { collector.note("\(shortWakes) short wake spells (shortData) were cut out of the asleep time") }
        if repeatedLogs > 0 { collector.note("\(repeatedLogs) sleep logs repeated with the same logId were read once") }
        if zeroRestingHR > 0 { collector.note("\(zeroRestingHR) days with a resting heart rate of 0 (no estimate) were left out") }
        collector.note("rejected entries are numbered by their index in their file (from 0)")
        return try collector.finish()
    }
}
