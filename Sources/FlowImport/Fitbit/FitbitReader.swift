import FlowRecords

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
            guard seconds.isFinite else { collector.reject(.nonFinite, line: index); continue }
            guard seconds >= 0 else { collector.reject(.negative, line: index); continue }
            guard seconds <= FitbitReader.longestStage else { collector.reject(.implausibleDuration, line: index); continue }
            let end = Timestamp(instant: start.instant + seconds, offsetSeconds: start.offsetSeconds)
            segments.append((start.instant, end.instant, stage, start, end))
        }
        var wakes: [(Double, Double)] = []
        for entry in log["levels"]?["shortData"]?.array ?? [] where entry["level"]?.string == "wake" {
            guard let start = entry["dateTime"]?.string.flatMap(FitbitExport.time), let seconds = entry["seconds"]?.number,
                  seconds.isFinite, (0...FitbitReader.longestStage).contains(seconds) else { continue }
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
    /// The longest one stage entry may last: a night is never two days long.
    static let longestStage: Double = 48 * 3600

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
