import FlowRecords

/// Maps Fitbit entries to records.
struct FitbitReader {
    private(set) var collector: RecordCollector

    /// Notes the sex the export's profile states.
    mutating func state(_ sex: BiologicalSex, from: String) { collector.state(sex, from: from) }

    /// Notes the average cycle length the person typed in, and where.
    mutating func stateCycleLength(_ days: Int, from: String) { collector.stateCycleLength(days, from: from) }

    /// A stretch of whole days, from `first`'s local midnight to the midnight after `last`.
    mutating func days(_ kind: RecordKind, _ value: Double, from first: CalendarDay, to last: CalendarDay, index: Int) {
        let start = clock.local(Timestamp(instant: Double(first.ordinal) * 86_400, offsetSeconds: 0))
        let end = clock.local(Timestamp(instant: Double(last.ordinal + 1) * 86_400, offsetSeconds: 0))
        collector.add(kind, start: start, end: end, value: value, source: source, line: index)
    }

    /// Says which file of the export is read now, so its rejections name it.
    mutating func reading(file: String) { collector.reading(file: file) }

    /// A note for the import report.
    mutating func note(_ text: String) { collector.note(text) }
    private(set) var source: Int
    /// How the export's times become timestamps.
    var clock = FitbitClock.wallClock
    /// The export the reader's files are named in (nil: names are paths on disk, as in tests).
    var files: ExportFiles?
    /// True while reading a file whose times are UTC (Takeout's heart rate and steps).
    var timesInUTC = false
    /// What the report says about the layout and the clock (one line, or one a clock period).
    var layoutNote = "", clockNote = ""
    var clockLines: [String] = []
    /// While the clocks a Takeout's person lived on are worked out: what the UTC streams say
    /// of where the nights lie (nil when the clock is known before reading).
    var evidence: MinuteEvidence?
    /// While the clocks are worked out: the entries written on the wall clock (sleep logs, a
    /// day's resting HR), held until their clock is known, with their file; nil otherwise.
    var held: [(file: String, type: String, entry: JSONValue, index: Int)]?
    /// The evidence buckets, once counted (what decides a newer-layout sleep's reading).
    var windows: NightWindows?
    /// The clocks worked out, when they were (for the history's facts).
    var clockPeriods: ClockPeriods?
    /// The zones given by date, when they were (their dates are checked against the history).
    var givenClocks: ClockSetting?

    /// The clocks read on, in a form to compare (each clock and where it begins), when they were
    /// worked out or given by date; nil for one zone given or a layout on the wall clock.
    var clockSignature: String? {
        switch clock.mode {
        case .periods(let p): return p.periods.map { "\($0.clock.name)@\($0.from)" }.joined(separator: "|")
        case .given(let g): return g.stretches.map { "\($0.clock.name)@\($0.instant)" }.joined(separator: "|")
        case .zone(let z): return clockPeriods != nil ? "\(z)@-inf" : nil
        case .wallClock: return nil
        }
    }
    /// The longest sleep log of each `dateOfSleep`: where that night's HRV summary goes.
    private(set) var longestLog: [CalendarDay: (start: Timestamp, end: Timestamp)] = [:]
    private var zeroRestingHR = 0
    private var shortWakes = 0
    private var seenLogs = Set<String>()
    private var repeatedLogs = 0

    init(file: String) {
        collector = RecordCollector(file: file)
        source = collector.source(named: FitbitExport.sourceName)
    }

    private static let stages: [String: SleepStage] = [
        "wake": .awake, "light": .core, "deep": .deep, "rem": .rem,  // "stages" logs (light sleep is core sleep)
        "asleep": .asleep, "restless": .awake, "awake": .awake,  // "classic" logs
    ]

    /// Sleep logs: `levels.data` gives the stages; the short wake spells of `shortData`
    /// overlap them and are cut out of the asleep time (as Fitbit's own minutesAsleep does).
    /// An entry with an unknown level is rejected and counted; the rest of the log is kept.
    mutating func sleep(_ log: JSONValue, index: Int) {
        if let id = log["logId"].map({ $0.text() }) {
            guard seenLogs.insert(id).inserted else {
                repeatedLogs += 1
                return
            }
        }
        guard let data = log["levels"]?["data"]?.array else {
            collector.reject(.missingAttribute, line: index)
            return
        }
        if let day = log["dateOfSleep"]?.string.flatMap({ CalendarDay(iso: $0[...]) }),
            let start = log["startTime"]?.string.flatMap(FitbitExport.time).map({ clock.local($0) }),
            let end = log["endTime"]?.string.flatMap(FitbitExport.time).map({ clock.local($0) }),
            end.instant > start.instant
        {
            hold(day, start, end)
        }
        var segments: [(Double, Double, SleepStage, Timestamp, Timestamp)] = []
        for entry in data {
            guard let written = entry["dateTime"]?.string.flatMap(FitbitExport.time),
                let seconds = entry["seconds"]?.number,
                let level = entry["level"]?.string
            else {
                collector.reject(.missingAttribute, line: index)
                continue
            }
            let start = clock.local(written)
            guard let stage = FitbitReader.stages[level] else {
                collector.reject(.unknownStage, line: index)
                continue
            }
            guard seconds.isFinite else {
                collector.reject(.nonFinite, line: index)
                continue
            }
            guard seconds >= 0 else {
                collector.reject(.negative, line: index)
                continue
            }
            guard seconds <= FitbitReader.longestStage else {
                collector.reject(.implausibleDuration, line: index)
                continue
            }
            let end = clock.adding(seconds, to: start)
            segments.append((start.instant, end.instant, stage, start, end))
        }
        var wakes: [(Double, Double)] = []
        for entry in log["levels"]?["shortData"]?.array ?? [] where entry["level"]?.string == "wake" {
            guard let written = entry["dateTime"]?.string.flatMap(FitbitExport.time),
                let seconds = entry["seconds"]?.number,
                seconds.isFinite, (0...FitbitReader.longestStage).contains(seconds)
            else { continue }
            let start = clock.local(written)
            wakes.append((start.instant, start.instant + seconds))
        }
        wakes.sort { $0.0 < $1.0 }
        shortWakes += wakes.count
        for (s, e, stage, start, end) in segments {
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
                let from = a == s ? start : clock.adding(a - s, to: start)
                let to = b == e ? end : clock.adding(b - s, to: start)
                collector.addSleep(start: from, end: to, stage: stage, source: source, line: index)
            }
        }
    }

    /// Minute steps: `{"dateTime": "2019-11-01 00:04:00", "value": "4"}` (the value is a string).
    mutating func steps(_ entry: JSONValue, index: Int) {
        guard let written = entry["dateTime"]?.string.flatMap(FitbitExport.time), let value = entry["value"] else {
            return collector.reject(.missingAttribute, line: index)
        }
        guard let v = FitbitReader.number(value) else { return collector.reject(.nonNumeric, line: index) }
        let start = timesInUTC ? clock.utc(written) : clock.local(written)
        let end = clock.adding(60, to: start)
        collector.add(.steps, start: start, end: end, value: v, source: source, line: index)
    }

    /// Daily resting heart rate; a value of 0 means Fitbit made no estimate that day: missing, not 0 bpm.
    mutating func restingHR(_ entry: JSONValue, index: Int) {
        guard let written = entry["dateTime"]?.string.flatMap(FitbitExport.time), let value = entry["value"]?["value"]
        else {
            return collector.reject(.missingAttribute, line: index)
        }
        let start = clock.local(written)  // a date: its local midnight
        guard let v = FitbitReader.number(value) else { return collector.reject(.nonNumeric, line: index) }
        if v == 0 {
            zeroRestingHR += 1
            return
        }
        collector.add(.restingHR, start: start, end: start, value: v, source: source, line: index)
    }

    /// Heart rate: `{"dateTime": …, "value": {"bpm": 62, "confidence": 2}}`.
    mutating func heartRate(_ entry: JSONValue, index: Int) {
        guard let written = entry["dateTime"]?.string.flatMap(FitbitExport.time), let value = entry["value"]?["bpm"]
        else {
            return collector.reject(.missingAttribute, line: index)
        }
        guard let v = FitbitReader.number(value) else { return collector.reject(.nonNumeric, line: index) }
        heartRate(written: written, bpm: v, index: index)
    }

    /// A heart-rate sample at its written time (read on the clock of its file's layout).
    mutating func heartRate(written: Timestamp, bpm: Double, index: Int) {
        heartRate(at: timesInUTC ? clock.utc(written) : clock.local(written), bpm: bpm, index: index)
    }

    /// A heart-rate sample whose time is already on the reader's clock.
    mutating func heartRate(at start: Timestamp, bpm: Double, index: Int) {
        if timesInUTC { evidence?.heartRate(at: start.instant, bpm: bpm) }
        collector.add(.heartRate, start: start, end: start, value: bpm, source: source, line: index)
    }

    /// An entry written on the wall clock, read now, or held while the clock is worked out.
    mutating func wallClock(_ type: String, _ entry: JSONValue, index: Int, file: String) {
        guard held == nil else { return held!.append((file, type, entry, index)) }
        type == "sleep" ? sleep(entry, index: index) : restingHR(entry, index: index)
    }

    /// Reads the held entries, in the order they came, on the clock now set.
    mutating func readHeld() {
        let entries = held ?? []
        held = nil
        for h in entries {
            collector.reading(file: h.file)
            wallClock(h.type, h.entry, index: h.index, file: h.file)
        }
    }

    /// Puts the records read in UTC so far on the clocks worked out since.
    mutating func reclock(_ timeline: OffsetTimeline) {
        collector.reclock([.heartRate, .steps, .spo2Minute], timeline)
    }

    /// A number given as a JSON number or as a string holding one.
    /// The longest one stage entry may last: a night is never two days long.
    static let longestStage: Double = 48 * 3600

    static func number(_ value: JSONValue) -> Double? {
        if let v = value.number { return v }
        if let s = value.string, case .finite(let v) = DecimalParser.parse(s) { return v }
        return nil
    }

    /// Keeps a sleep log as its date's longest when it is (the first of equal ones stays).
    private mutating func hold(_ day: CalendarDay, _ start: Timestamp, _ end: Timestamp) {
        if let held = longestLog[day], held.end.instant - held.start.instant >= end.instant - start.instant { return }
        longestLog[day] = (start, end)
    }

    /// A nightly value (RMSSD, respiratory rate, SpO2) for the night that ends on `day`: at
    /// the midpoint of that date's longest sleep log, or rejected when there is none.
    mutating func nightly(_ kind: RecordKind, _ value: Double, day: CalendarDay, index: Int) {
        guard let log = longestLog[day] else { return collector.reject(.noSleepLog, line: index) }
        let middle = clock.adding((log.end.instant - log.start.instant) / 2, to: log.start)
        collector.add(kind, start: middle, end: middle, value: value, source: source, line: index)
    }

    /// A value at the midpoint of its own night, written on the wall clock (Computed Temperature).
    mutating func atMidpoint(
        _ kind: RecordKind, _ value: Double, start: Timestamp, end: Timestamp, index: Int
    ) {
        let s = clock.local(start)
        let e = clock.local(end)
        guard e.instant >= s.instant else { return collector.reject(.endBeforeStart, line: index) }
        let middle = clock.adding((e.instant - s.instant) / 2, to: s)
        collector.add(kind, start: middle, end: middle, value: value, source: source, line: index)
    }

    /// An instant sample of the newer layout (UTC, shown on the zone's offset); steps cover the
    /// minute. Heart rate and minute SpO2 (every row, the invalid 50s too) are evidence of the
    /// clock while it is worked out.
    mutating func sample(_ kind: RecordKind, at written: Timestamp, value: Double, index: Int) {
        if kind == .heartRate { evidence?.heartRate(at: written.instant, bpm: value) }
        if kind == .spo2Minute { evidence?.spo2(at: written.instant) }
        let start = clock.utc(written)
        let end = kind == .steps ? clock.adding(60, to: start) : start
        collector.add(kind, start: start, end: end, value: value, source: source, line: index)
    }

    /// A value at an instant already placed (a sleep score at its sleep's end).
    mutating func instant(_ kind: RecordKind, _ value: Double, at t: Timestamp, index: Int) {
        collector.add(kind, start: t, end: t, value: value, source: source, line: index)
    }

    /// A daily score at the wake of its date's longest sleep log, or at the date's local
    /// midnight when there is none (either way on row D = the date).
    mutating func atWake(_ kind: RecordKind, _ value: Double, day: CalendarDay, index: Int) {
        guard let log = longestLog[day] else { return onDate(kind, value, day: day, index: index) }
        collector.add(kind, start: log.end, end: log.end, value: value, source: source, line: index)
    }

    /// A sample written as UTC that, read so, falls in no sleep log while read on a log's wall
    /// clock it falls inside that log: Google wrote such samples (HRV, until late 2025) on the
    /// wall clock. Otherwise it stays a UTC instant.
    mutating func sampleInSleep(_ kind: RecordKind, at written: Timestamp, value: Double, index: Int) {
        let logs = longestLog.values
        if !logs.contains(where: { $0.start.instant <= written.instant && written.instant < $0.end.instant }) {
            for log in logs {
                let shifted = written.instant - Double(log.start.offsetSeconds)
                if log.start.instant <= shifted && shifted < log.end.instant {
                    let t = Timestamp(instant: shifted, offsetSeconds: log.start.offsetSeconds)
                    return collector.add(kind, start: t, end: t, value: value, source: source, line: index)
                }
            }
        }
        sample(kind, at: written, value: value, index: index)
    }

    /// A daily value on its date (its local midnight); a resting rate of 0 is no estimate.
    mutating func onDate(_ kind: RecordKind, _ value: Double, day: CalendarDay, index: Int) {
        if kind == .restingHR, value == 0 {
            zeroRestingHR += 1
            return
        }
        let start = clock.local(Timestamp(instant: Double(day.ordinal) * 86_400, offsetSeconds: 0))
        collector.add(kind, start: start, end: start, value: value, source: source, line: index)
    }

    /// A sleep of the newer layout: its stages, or, without any, asleep from start to end
    /// (unstaged sleep). The log counts for its end's local date like a `dateOfSleep`.
    mutating func sleepLog(
        start: Timestamp, end: Timestamp, stages: [(start: Timestamp, end: Timestamp, stage: SleepStage?, index: Int)],
        index: Int
    ) {
        guard end.instant > start.instant else { return collector.reject(.endBeforeStart, line: index) }
        let day = end.localDay
        hold(day, start, end)
        guard !stages.isEmpty else {
            return collector.addSleep(start: start, end: end, stage: .asleep, source: source, line: index)
        }
        for s in stages {
            guard let stage = s.stage else {
                collector.reject(.unknownStage, line: s.index)
                continue
            }
            guard s.end.instant - s.start.instant <= FitbitReader.longestStage else {
                collector.reject(.implausibleDuration, line: s.index)
                continue
            }
            collector.addSleep(start: s.start, end: s.end, stage: stage, source: source, line: s.index)
        }
    }

    /// Names what the export holds that flow did not read.
    mutating func notRead(_ items: [String]) { collector.notRead(items) }

    /// Counts a rejected entry.
    mutating func reject(_ reason: RejectionReason, index: Int) { collector.reject(reason, line: index) }

    mutating func finish() throws -> (RecordHistory, ImportReport) {
        collector.layout(layoutNote)
        if !clockNote.isEmpty { collector.clock(clockNote) }
        if !clockLines.isEmpty { collector.clockPeriods(clockLines) }
        if shortWakes > 0 {
            collector.note("\(shortWakes) short wake spells (shortData) were cut out of the asleep time")
        }
        if repeatedLogs > 0 { collector.note("\(repeatedLogs) sleep logs repeated with the same logId were read once") }
        if zeroRestingHR > 0 {
            collector.note("\(zeroRestingHR) days with a resting heart rate of 0 (no estimate) were left out")
        }
        collector.note(
            "rejected entries of JSON files are numbered by their index in their file (from 0), rows of CSV files by their line"
        )
        return try collector.finish()
    }
}
