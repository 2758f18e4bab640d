import FlowRecords

/// Reads Samsung Health's tables into records, each row on its own `time_offset`.
struct SamsungReader {
    var collector: RecordCollector
    let export: ExportFiles
    let source: Int
    /// The sessions that have stage rows, by id.
    private var staged: Set<String> = []
    /// The offset last read, for the day-keyed step totals.
    private var offset: Int32 = 0
    private var missingSidecars = 0, summaryHeartRates = 0, flowDays = 0

    init(collector: RecordCollector, export: ExportFiles) {
        (self.collector, self.export) = (collector, export)
        source = self.collector.source(named: SamsungHealthExport.sourceName)
    }

    /// A row's start and end on its `time_offset`; nil (rejected) when they do not parse.
    private mutating func span(
        _ row: (line: Int, fields: [String]), _ c: (start: Int, end: Int, offset: Int)
    ) -> (start: Timestamp, end: Timestamp)? {
        guard let o = SamsungTime.offset(row.fields[c.offset]),
            let s = SamsungTime.time(row.fields[c.start], offset: o),
            let e = SamsungTime.time(row.fields[c.end], offset: o)
        else {
            collector.reject(.unparseableTime, line: row.line)
            return nil
        }
        offset = o
        return (s, e)
    }

    private func times(_ t: SamsungTable) throws -> (start: Int, end: Int, offset: Int) {
        (try t.column("start_time"), try t.column("end_time"), try t.column("time_offset"))
    }

    /// Samsung's stage codes: 40001 awake, 40002 light, 40003 deep, 40004 REM.
    static func stage(_ code: String) -> SleepStage? {
        switch code {
        case "40001": return .awake
        case "40002": return .core
        case "40003": return .deep
        case "40004": return .rem
        default: return nil
        }
    }

    /// `sleep_stage`: each stage interval as a staged sleep record.
    mutating func readStages(_ t: SamsungTable) throws {
        let c = try times(t)
        let stage = try t.column("stage")
        let id = try t.column("sleep_id")
        collector.reading(file: t.file)
        for row in t.rows {
            guard let (s, e) = span(row, c) else { continue }
            guard let st = SamsungReader.stage(row.fields[stage]) else {
                collector.reject(.unknownStage, line: row.line)
                continue
            }
            staged.insert(row.fields[id])
            collector.addSleep(start: s, end: e, stage: st, source: source, line: row.line)
        }
    }

    /// `sleep`: a session without stage rows as plain sleep over its span; its `sleep_score`
    /// (0-100) at its end.
    mutating func readSessions(_ t: SamsungTable) throws {
        let c = try times(t)
        let id = try t.column("datauuid")
        let score = t.column(named: "sleep_score")
        collector.reading(file: t.file)
        for row in t.rows {
            guard let (s, e) = span(row, c) else { continue }
            if !staged.contains(row.fields[id]) {
                collector.addSleep(start: s, end: e, stage: .asleep, source: source, line: row.line)
            }
            if let score, case .finite(let v) = DecimalParser.parse(row.fields[score]), v >= 0 {
                collector.add(.deviceSleep, start: e, end: e, value: v, source: source, line: row.line)
            }
        }
    }

    /// `tracker.heart_rate`: each point reading (start = end); the hourly summaries are left out.
    mutating func readHeartRate(_ t: SamsungTable) throws {
        let c = try times(t)
        let bpm = try t.column("heart_rate")
        collector.reading(file: t.file)
        for row in t.rows {
            guard let (s, e) = span(row, c) else { continue }
            guard e.instant == s.instant else {
                summaryHeartRates += 1
                continue
            }
            add(.heartRate, row, bpm, at: s)
        }
    }

    /// A window's value at its middle (SpO2, breathing rate).
    mutating func readWindows(_ t: SamsungTable, column: String, kind: RecordKind) throws {
        let c = try times(t)
        let k = try t.column(column)
        collector.reading(file: t.file)
        for row in t.rows {
            guard let (s, e) = span(row, c) else { continue }
            add(kind, row, k, at: Timestamp(instant: (s.instant + e.instant) / 2, offsetSeconds: e.offsetSeconds))
        }
    }

    private mutating func add(_ kind: RecordKind, _ row: (line: Int, fields: [String]), _ k: Int, at t: Timestamp) {
        guard let v = collector.number(row.fields[k], line: row.line) else { return }
        collector.add(kind, start: t, end: t, value: v, source: source, line: row.line)
    }

    /// `hrv`: the CSV holds only each window; its RMSSD values are in the side-car file the
    /// `binning_data` column names (`jsons/…/<uuid>.binning_data.json`: bins with epoch-ms
    /// times). A window whose side-car the export lacks is counted.
    mutating func readHRV(_ t: SamsungTable) throws {
        let c = try times(t)
        let binning = try t.column("binning_data")
        collector.reading(file: t.file)
        for row in t.rows {
            guard let (s, _) = span(row, c) else { continue }
            let sidecar = row.fields[binning]
            guard !sidecar.isEmpty, let name = export.names(where: { $0 == sidecar }).first else {
                missingSidecars += 1
                continue
            }
            let bytes = try export.bytes(of: name)
            guard let bins = try? JSONValue.parse(bytes: bytes).array else {
                throw ImportError.badJSON(file: export.display(name), problem: "expected a JSON array of bins")
            }
            for bin in bins {
                // 0 is an empty bin; a negative, infinite or textual value is counted where it is read or added.
                guard let rmssd = collector.number(json: bin["rmssd"], line: row.line), rmssd != 0 else { continue }
                let at: Double
                switch bin["start_time"] {
                case nil, .null?: at = s.instant
                case .number(let ms)?: at = ms / 1000
                default:
                    collector.reject(.unparseableTime, line: row.line)
                    continue
                }
                let t = Timestamp(instant: at, offsetSeconds: s.offsetSeconds)
                collector.add(.hrvRMSSD, start: t, end: t, value: rmssd, source: source, line: row.line)
            }
        }
    }

    /// `step_daily_trend`: the all-sources row (`source_type` −2) of each day as its step total.
    mutating func readSteps(_ t: SamsungTable) throws {
        let day = try t.column("day_time")
        let kind = try t.column("source_type")
        let count = try t.column("count")
        collector.reading(file: t.file)
        for row in t.rows where row.fields[kind] == "-2" {
            guard let date = self.day(row.fields[day], line: row.line) else { continue }
            guard let v = collector.number(row.fields[count], line: row.line), v != 0 else { continue }
            collector.addDayTotal(.stepsTotal, v, day: date, offset: offset, source: source, line: row.line)
        }
    }

    /// `activity.day_summary`: each day's `calorie` (kcal of activity, Samsung's active
    /// calories) as its active energy; a day written twice keeps its larger row (the export
    /// holds a few days twice, and they must not add up).
    mutating func readActiveEnergy(_ t: SamsungTable) throws {
        let day = try t.column("day_time")
        let calorie = try t.column("calorie")
        collector.reading(file: t.file)
        var largest: [CalendarDay: (value: Double, line: Int)] = [:]
        for row in t.rows {
            guard let date = self.day(row.fields[day], line: row.line) else { continue }
            guard let v = collector.number(row.fields[calorie], line: row.line) else { continue }
            if v >= (largest[date]?.value ?? -.infinity) { largest[date] = (v, row.line) }
        }
        for (date, kept) in largest.sorted(by: { $0.key < $1.key }) {
            collector.addDayTotal(.activeEnergy, kept.value, day: date, offset: offset, source: source, line: kept.line)
        }
    }

    /// `cycle.flow`: each row a day of bleeding the person logged (SPEC 18.1), on the date its
    /// `start_time` falls on at its `time_offset` (the written date when the row has no offset).
    /// The `amount` codes are not known: every row is bleeding of an amount not given.
    mutating func readFlow(_ t: SamsungTable) throws {
        let start = try t.column("start_time")
        let offsetColumn = t.column(named: "time_offset")
        collector.reading(file: t.file)
        for row in t.rows {
            let text = row.fields[start]
            let o = offsetColumn.flatMap { SamsungTime.offset(row.fields[$0]) }
            let day = o.flatMap { SamsungTime.time(text, offset: $0) }?.localDay ?? CalendarDay(iso: text.prefix(10))
            guard let day else {
                collector.reject(.unparseableTime, line: row.line)
                continue
            }
            collector.addCycleDay(
                .menstrualFlow, day: day, offsetSeconds: o ?? 0, value: 0, source: source, line: row.line)
            flowDays += 1
        }
    }

    /// `cycle.prediction`: Samsung's forecast, every row counted as left out.
    mutating func countForecast(_ t: SamsungTable) {
        collector.reading(file: t.file)
        for row in t.rows { collector.reject(.forecast, line: row.line) }
    }

    /// A `day_time` cell as its day: epoch milliseconds or an ISO date; nil (counted) otherwise.
    private mutating func day(_ text: String, line: Int) -> CalendarDay? {
        guard
            let date = Double(text).flatMap({ CalendarDay(containingMilliseconds: $0) })
                ?? CalendarDay(iso: text.prefix(10))
        else {
            collector.reject(.unparseableTime, line: line)
            return nil
        }
        return date
    }

    mutating func finish() throws -> (RecordHistory, ImportReport) {
        collector.clock("UTC times on each row's time_offset")
        collector.note("Samsung's own sleep score kept beside flow's, never mixed in, as device_sleep")
        if missingSidecars > 0 {
            collector.note("\(missingSidecars) HRV windows whose side-car file (jsons/) is not in the export: not read")
        }
        if summaryHeartRates > 0 { collector.note("\(summaryHeartRates) hourly heart-rate summaries left out") }
        if flowDays > 0 {
            collector.note(
                "cycle.flow: \(flowDays) logged days read as bleeding (Samsung's amount codes are not known)")
        }
        return try collector.finish()
    }
}
