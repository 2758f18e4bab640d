import FlowRecords

/// How the entries of Health Auto Export's metrics become records: each value at its date
/// (an instant, as the app aggregates), units converted to flow's, an aggregated night as a
/// summary night, and every metric or entry flow does not read counted by name.
struct HealthAutoExportReader {
    var collector: RecordCollector
    /// Entries of metrics flow does not read, by name; unaggregated sleep segments; workouts.
    private var skipped: [String: Int] = [:]
    private var workouts = 0
    /// Whether a payload holds `cycleTracking`: its layout is not known, so it is named, not read.
    private var cycleTracking = false
    /// The metric being read: its name and units, and entries that came before them.
    private var name: String?, units: String?
    private var waiting: [(JSONValue, Int)] = []
    private var entries = 0

    /// The most entries held while a metric's name is not yet known (it comes first in every
    /// file the app writes).
    static let largestWait = 100_000

    init(file: String) {
        collector = RecordCollector(file: file)
        collector.counting("entry")
        collector.clock("the offset written on each date")
    }

    /// The metric names flow reads, and the kind each gives (`heart_rate_variability_sdnn` is
    /// the older name of `heart_rate_variability`, written by earlier versions of the app).
    static let kinds: [String: RecordKind] = [
        "heart_rate": .heartRate, "resting_heart_rate": .restingHR, "heart_rate_variability": .hrvSDNN,
        "heart_rate_variability_sdnn": .hrvSDNN, "respiratory_rate": .respiratoryRate, "blood_oxygen_saturation": .spo2,
        "step_count": .steps,
        "weight_body_mass": .bodyMass, "vo2_max": .vo2max, "apple_sleeping_wrist_temperature": .wristTemperature,
        "active_energy": .activeEnergy,
    ]

    /// A path inside the document as if it had no `data` wrapper: the app writes
    /// `{"data": {"metrics": …}}`, some automations post `{"metrics": …}`, which means the same.
    static func payload(_ path: [JSONPathStep]) -> ArraySlice<JSONPathStep> {
        path.first == .key("data") ? path.dropFirst() : path[...]
    }

    /// Streams one file: `chunks` hands its bytes, in order, to the body it is given.
    mutating func read(
        file: String, chunks: (_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void
    ) throws {
        // An entry of a metric's data, or a workout, is held whole; everything else is walked.
        var stream = JSONStream(file: file) { path in
            let p = HealthAutoExportReader.payload(path)
            return (p.count == 4 && p.first == .key("metrics") && p[p.startIndex + 2] == .key("data"))
                || (p.count == 2 && p.first == .key("workouts"))
        }
        var sawPayload = false
        func event(_ e: JSONStream.Event) throws {
            switch e {
            case .value(let path, let value, let offset):
                if HealthAutoExportReader.isPayload(path.first) { sawPayload = true }
                try take(HealthAutoExportReader.payload(path), value, file: file, offset: offset)
            case .end(let path):
                if path.count == 1, HealthAutoExportReader.isPayload(path[0]) { sawPayload = true }
                let p = HealthAutoExportReader.payload(path)
                if p.count == 2, p.first == .key("metrics") { try endMetric(file: file) }
            }
        }
        try chunks { try stream.feed($0, event) }
        try stream.finish(event)
        guard sawPayload else {
            throw ImportError.badJSON(
                file: file,
                problem: "holds no \"data\" object, nor \"metrics\" or \"workouts\" (a Health Auto Export file has one)"
            )
        }
    }

    /// Whether a top-level key opens what the app sends: `data`, or `metrics` or `workouts` unwrapped.
    static func isPayload(_ step: JSONPathStep?) -> Bool {
        step == .key("data") || step == .key("metrics") || step == .key("workouts")
    }

    private mutating func take(
        _ path: ArraySlice<JSONPathStep>, _ value: JSONValue, file: String, offset: Int64
    ) throws {
        let path = Array(path)
        guard path.count >= 2 else { return }
        if path[0] == .key("workouts") {
            workouts += 1
            return
        }
        if path[0] == .key("cycleTracking") {
            cycleTracking = true
            return
        }
        guard path[0] == .key("metrics"), path.count >= 3 else { return }
        switch path[2] {
        case .key("name") where path.count == 3: name = value.string
        case .key("units") where path.count == 3: units = value.string
        case .key("data") where path.count == 4:
            entries += 1
            guard let name else {
                waiting.append((value, entries))
                if waiting.count > HealthAutoExportReader.largestWait {
                    throw ImportError.badJSON(
                        file: file,
                        problem: "a metric's entries come before its name (byte \(offset)); flow reads "
                            + "no more than \(HealthAutoExportReader.largestWait) of them before it")
                }
                return
            }
            entry(value, metric: name, line: entries)
        default: return
        }
    }

    /// A metric object has ended: entries that waited for its name are read, and the next
    /// metric starts afresh.
    private mutating func endMetric(file: String) throws {
        if !waiting.isEmpty {
            guard let name else {
                throw ImportError.badJSON(file: file, problem: "a metric has entries but no \"name\"")
            }
            for (value, line) in waiting { entry(value, metric: name, line: line) }
        }
        (name, units, waiting, entries) = (nil, nil, [], 0)
    }

    /// One entry of a metric: a value at its date, or an aggregated night.
    private mutating func entry(_ value: JSONValue, metric: String, line: Int) {
        if metric == "sleep_analysis" { return night(value, line: line) }
        guard let kind = HealthAutoExportReader.kinds[metric] else {
            skipped[metric, default: 0] += 1
            return
        }
        guard case .object = value else { return collector.reject(.missingAttribute, line: line) }
        guard let date = time(value["date"], line: line) else { return }
        // Heart rate comes as Min/Avg/Max over the app's period; its average is the sample.
        let field = kind == .heartRate && value["qty"] == nil ? "Avg" : "qty"
        guard let raw = value[field] else { return collector.reject(.missingAttribute, line: line) }
        guard let number = collector.number(json: raw, line: line) else { return }
        guard let factor = HealthAutoExportReader.factor(kind, units) else {
            return collector.reject(.unknownUnit, line: line)
        }
        let converted = kind == .wristTemperature && units == "degF" ? (number - 32) * 5 / 9 : number * factor
        let source = collector.source(named: value["source"]?.string ?? HealthAutoExport.defaultSource)
        collector.add(kind, start: date, end: date, value: converted, source: source, line: line)
    }

    /// The factor from the metric's units to flow's unit for `kind`, or nil for a unit flow
    /// does not convert (never guessed).
    static func factor(_ kind: RecordKind, _ units: String?) -> Double? {
        switch (kind, units) {
        case (.heartRate, "count/min"), (.restingHR, "count/min"), (.respiratoryRate, "count/min"): return 1
        // Other app versions write a heart rate's unit as beats per minute.
        case (.heartRate, "bpm"), (.restingHR, "bpm"): return 1
        case (.hrvSDNN, "ms"), (.steps, "count"), (.spo2, "%"): return 1
        case (.bodyMass, "kg"): return 1
        case (.bodyMass, "lb"), (.bodyMass, "lbs"): return 0.45359237
        case (.bodyMass, "g"): return 0.001
        case (.bodyMass, "st"): return 6.35029318
        case (.vo2max, "ml/(kg·min)"), (.vo2max, "mL/min·kg"), (.vo2max, "ml/kg/min"), (.vo2max, "mL/kg·min"): return 1
        case (.wristTemperature, "degC"), (.wristTemperature, "degF"): return 1
        // Energy follows the phone's settings: kilocalories or kilojoules.
        case (.activeEnergy, "kcal"): return 1
        case (.activeEnergy, "kJ"): return 1 / RecordKind.kilojoulesPerKilocalorie
        default: return nil
        }
    }

    /// A date field: `yyyy-MM-dd HH:mm:ss ±hhmm`, or ISO 8601 (`2026-06-20T06:00:00+02:00`);
    /// missing, without an offset or unreadable is rejected and counted (never guessed), and nil.
    private mutating func time(_ value: JSONValue?, line: Int) -> Timestamp? {
        guard let text = value?.string else {
            collector.reject(.missingAttribute, line: line)
            return nil
        }
        switch TimestampParser.parse(text) {
        case .success(let t): return t
        case .failure(let p):
            collector.reject(p == .noOffset ? .noOffset : .unparseableTime, line: line)
            return nil
        }
    }

    /// An aggregated night (`sleepStart`, `sleepEnd` and totals in hours) as a summary night
    /// over [sleepStart, sleepEnd); an unaggregated stage segment is counted as not read.
    private mutating func night(_ value: JSONValue, line: Int) {
        guard case .object = value, value["sleepStart"] != nil || value["sleepEnd"] != nil else {
            skipped["sleep_analysis (unaggregated segments)", default: 0] += 1
            return
        }
        guard let start = time(value["sleepStart"], line: line), let end = time(value["sleepEnd"], line: line) else {
            return
        }
        guard let perHour = units == "min" ? 1.0 : units == "hr" || units == nil ? 60.0 : nil else {
            return collector.reject(.unknownUnit, line: line)
        }
        var hours: [String: Double] = [:]
        for field in ["asleep", "core", "deep", "rem", "awake"] {
            guard let raw = value[field] else { continue }
            guard let v = collector.number(json: raw, line: line) else { return }
            hours[field] = v
        }
        let staged = (hours["core"] ?? 0) + (hours["deep"] ?? 0) + (hours["rem"] ?? 0)
        // `asleep` holds unstaged sleep; the stages are 0 when the watch gave none.
        let unstaged = hours["asleep"] ?? 0
        var minutes: [(SleepStage, Double?)] = []
        if unstaged > 0 { minutes.append((.asleep, (unstaged + staged) * perHour)) }
        if staged > 0 {
            let stages: [(SleepStage, String)] = [(.core, "core"), (.deep, "deep"), (.rem, "rem")]
            for (stage, field) in stages { minutes.append((stage, hours[field].map { $0 * perHour })) }
        }
        if let awake = hours["awake"], awake > 0 { minutes.append((.awake, awake * perHour)) }
        let source = collector.source(named: value["source"]?.string ?? HealthAutoExport.defaultSource)
        collector.addSummaryNight(start: start, end: end, minutes: minutes, source: source, line: line)
    }

    /// The history, with what was not read named and counted.
    mutating func finish() throws -> (RecordHistory, ImportReport) {
        var notRead = skipped.sorted { $0.key < $1.key }.map {
            "\($0.key) (\(NumberFormat.grouped($0.value)) \($0.value == 1 ? "entry" : "entries"))"
        }
        if workouts > 0 { notRead.append("workouts (\(NumberFormat.grouped(workouts)))") }
        if cycleTracking { notRead.append("cycleTracking (cycle entries of a layout flow does not know yet)") }
        collector.notRead(notRead)
        return try collector.finish()
    }
}
