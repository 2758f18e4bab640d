import FlowRecords

/// Reads Garmin's JSON files into records: the daily summaries first (each day's offset, its
/// own resting HR and step total), then the nights on those offsets, then what is placed in a
/// night (health status HRV, training readiness).
struct GarminReader {
    var collector: RecordCollector
    let source: Int
    /// Each calendar day's local offset (local − GMT at the start of its daily summary).
    private var offsets = DayOffsets()
    /// Each night by its calendar date (the wake's day).
    private var nights: [Int: (start: Timestamp, end: Timestamp)] = [:]
    /// The daily summaries read, kept until every file's offsets are known.
    private var days: [(day: CalendarDay, summary: JSONValue, index: Int, file: String)] = []
    private var emptyDays = 0, unstagedNights = 0

    init(file: String) {
        collector = RecordCollector(file: file)
        source = collector.source(named: GarminExport.sourceName)
    }

    /// One `UDSFile_*.json`: its days' offsets now, their values once every file is read.
    mutating func readDays(_ summaries: [JSONValue], file: String) throws {
        collector.reading(file: file)
        for (index, s) in summaries.enumerated() {
            guard let day = GarminTime.day(s["calendarDate"]) else {
                collector.reject(.unparseableTime, line: index)
                continue
            }
            if let gmt = GarminTime.utc(s["wellnessStartTimeGmt"]),
                let local = GarminTime.utc(s["wellnessStartTimeLocal"]),
                let offset = Int32(exactly: (local - gmt).rounded(.toNearestOrAwayFromZero) as Double),
                offset.magnitude <= 18 * 3600
            {
                offsets.byDay[day.ordinal] = offset
            }
            days.append((day, s, index, file))
        }
    }

    /// The days' own resting HR (`currentDayRestingHeartRate`; `restingHeartRate` is a 7-day
    /// mean) and step total, each on its calendar date; a day with neither is counted.
    private mutating func addDays() {
        for (day, s, index, file) in days {
            collector.reading(file: file)
            let offset = offsets.near(day)
            // 0 is Garmin's "not worn"; a negative or infinite value is rejected where it is added.
            let rhr = collector.number(json: s["currentDayRestingHeartRate"], line: index).flatMap {
                $0 != 0 ? $0 : nil
            }
            let steps = collector.number(json: s["totalSteps"], line: index).flatMap { $0 != 0 ? $0 : nil }
            // Garmin's active kilocalories: the energy of activity above the resting rate.
            let active = collector.number(json: s["activeKilocalories"], line: index)
            if rhr == nil && steps == nil { emptyDays += 1 }
            let coverage = GarminReader.coverage(of: day, s)
            collector.addDayValue(
                .restingHR, rhr, onDay: day, offset: offset, coverage: coverage, source: source, line: index)
            for (kind, value) in [(RecordKind.stepsTotal, steps), (.activeEnergy, active)] {
                collector.addDayTotal(
                    kind, value, day: day, offset: offset, coverage: coverage, source: source, line: index)
            }
        }
        days = []
    }

    /// How much of its day a summary covers: it runs to `wellnessEndTimeLocal`, so a summary
    /// that ends before the next local midnight is of a day not over when it was exported
    /// (unknown without the key).
    static func coverage(of day: CalendarDay, _ summary: JSONValue) -> DayCoverage {
        guard let end = GarminTime.utc(summary["wellnessEndTimeLocal"]) else { return .unknown }
        return end >= Double(day.adding(days: 1).midnightLocalSeconds) ? .whole : .partial
    }

    /// One `*_sleepData.json`: each night on its calendar date's offset, as a summary night
    /// of its stage seconds (or, without stages, such as an off-wrist night, unstaged sleep
    /// over its span), its breathing rate and SpO2 at its middle and Garmin's sleep score at
    /// its end.
    mutating func readNights(_ records: [JSONValue], file: String) throws {
        if !days.isEmpty { addDays() }
        collector.reading(file: file)
        for (index, n) in records.enumerated() {
            guard let s = GarminTime.utc(n["sleepStartTimestampGMT"]), let e = GarminTime.utc(n["sleepEndTimestampGMT"])
            else {
                collector.reject(.unparseableTime, line: index)
                continue
            }
            let date = GarminTime.day(n["calendarDate"])
            guard let wake = date ?? CalendarDay(containing: e) else {
                collector.reject(.dateOutOfRange, line: index)
                continue
            }
            let offset = offsets.near(wake)
            let start = Timestamp(instant: s, offsetSeconds: offset)
            let end = Timestamp(instant: e, offsetSeconds: offset)
            let seconds: [(SleepStage, Double?)] = [
                (.core, collector.number(json: n["lightSleepSeconds"], line: index)),
                (.deep, collector.number(json: n["deepSleepSeconds"], line: index)),
                (.rem, collector.number(json: n["remSleepSeconds"], line: index)),
                (.awake, collector.number(json: n["awakeSleepSeconds"], line: index)),
            ]
            let staged = seconds.contains { $0.0 != .awake && ($0.1 ?? 0) > 0 }
            if staged {
                collector.addSummaryNight(
                    start: start, end: end, minutes: seconds.map { ($0.0, $0.1.map { $0 / 60 }) }, source: source,
                    line: index)
            } else {
                unstagedNights += 1
                collector.addSleep(start: start, end: end, stage: .asleep, source: source, line: index)
            }
            if let date { nights[date.ordinal] = (start, end) }
            collector.addAtMidpoint(
                .respiratoryRate, GarminTime.rounded(collector.number(json: n["averageRespiration"], line: index)),
                start: start, end: end,
                source: source, line: index)
            collector.addAtMidpoint(
                .spo2, GarminTime.rounded(collector.number(json: n["spo2SleepSummary"]?["averageSPO2"], line: index)),
                start: start, end: end,
                source: source, line: index)
            if let score = collector.number(json: n["sleepScores"]?["overallScore"], line: index) {
                collector.add(.deviceSleep, start: end, end: end, value: score, source: source, line: index)
            }
        }
    }

    /// `MetricsMaxMetData_*`: the VO₂max Garmin estimated, on its date.
    mutating func readVO2max(_ records: [JSONValue]) throws {
        for (index, r) in records.enumerated() {
            guard let day = date(r, index), let v = collector.number(json: r["vo2MaxValue"], line: index) else {
                continue
            }
            collector.add(.vo2max, v, onDay: day, offset: offsets.near(day), source: source, line: index)
        }
    }

    /// `TrainingReadinessDTO_*`: Garmin's readiness score, at the wake of its date's night (its
    /// local midnight without one).
    mutating func readReadiness(_ records: [JSONValue]) throws {
        for (index, r) in records.enumerated() {
            guard let day = date(r, index), let v = collector.number(json: r["score"], line: index) else { continue }
            if let night = nights[day.ordinal] {
                collector.add(.deviceRecovery, start: night.end, end: night.end, value: v, source: source, line: index)
            } else {
                collector.add(.deviceRecovery, v, onDay: day, offset: offsets.near(day), source: source, line: index)
            }
        }
    }

    /// `*_healthStatusData.json`: the night's HRV (RMSSD) at the middle of its date's night; a
    /// value of status UNKNOWN, or of 0, is none.
    mutating func readHealthStatus(_ records: [JSONValue]) throws {
        for (index, r) in records.enumerated() {
            guard let day = date(r, index) else { continue }
            for m in r["metrics"]?.array ?? [] where m["type"]?.string == "HRV" && m["status"]?.string != "UNKNOWN" {
                guard let v = collector.number(json: m["value"], line: index), v != 0 else { continue }
                guard let night = nights[day.ordinal] else {
                    collector.reject(.noSleepLog, line: index)
                    continue
                }
                collector.addAtMidpoint(.hrvRMSSD, v, start: night.start, end: night.end, source: source, line: index)
            }
        }
    }

    /// An entry's `calendarDate`; an entry without a readable one is rejected (nil).
    private mutating func date(_ entry: JSONValue, _ index: Int) -> CalendarDay? {
        guard let day = GarminTime.day(entry["calendarDate"]) else {
            collector.reject(.unparseableTime, line: index)
            return nil
        }
        return day
    }

    mutating func finish() throws -> (RecordHistory, ImportReport) {
        if !days.isEmpty { addDays() }
        collector.layout("Garmin Connect export (DI_CONNECT: sleep data, daily summaries, metrics)")
        collector.clock("GMT times on each calendar date's local offset from its daily summary")
        // Only the scores this export holds are named.
        let scores = [(RecordKind.deviceSleep, "the sleep score"), (.deviceRecovery, "training readiness")]
            .filter { collector.hasAccepted($0.0) }.map { "\($0.1) as \($0.0.rawValue)" }
        if !scores.isEmpty {
            collector.note("Garmin's own scores kept beside flow's, never mixed in: " + scores.joined(separator: ", "))
        }
        if unstagedNights > 0 { collector.note("\(unstagedNights) nights without stages read as plain sleep") }
        if emptyDays > 0 { collector.note("\(emptyDays) daily summaries without a resting HR or steps") }
        collector.note("rejected entries are numbered by their index in their file (from 0)")
        return try collector.finish()
    }
}
