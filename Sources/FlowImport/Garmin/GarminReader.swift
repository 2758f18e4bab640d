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
    private var days: [(day: CalendarDay, summary: JSONValue, index: Int)] = []
    private var emptyDays = 0, unstagedNights = 0

    init(file: String) {
        collector = RecordCollector(file: file)
        source = collector.source(named: GarminExport.sourceName)
    }

    /// One `UDSFile_*.json`: its days' offsets now, their values once every file is read.
    mutating func readDays(_ summaries: [JSONValue]) throws {
        for (index, s) in summaries.enumerated() {
            guard let day = GarminTime.day(s["calendarDate"]) else {
                collector.reject(.unparseableTime, line: index)
                continue
            }
            if let gmt = GarminTime.utc(s["wellnessStartTimeGmt"]),
                let local = GarminTime.utc(s["wellnessStartTimeLocal"]),
                abs(local - gmt) <= 18 * 3600
            {
                offsets.byDay[day.ordinal] = Int32((local - gmt).rounded())
            }
            days.append((day, s, index))
        }
    }

    /// The days' own resting HR (`currentDayRestingHeartRate`; `restingHeartRate` is a 7-day
    /// mean) and step total, each on its calendar date; a day with neither is counted.
    private mutating func addDays() {
        for (day, s, index) in days {
            let offset = offsets.near(day)
            let rhr = s["currentDayRestingHeartRate"]?.number.flatMap { $0 > 0 ? $0 : nil }
            let steps = s["totalSteps"]?.number.flatMap { $0 > 0 ? $0 : nil }
            if rhr == nil && steps == nil { emptyDays += 1 }
            collector.add(.restingHR, rhr, onDay: day, offset: offset, source: source, line: index)
            collector.addStepsTotal(steps, day: day, offset: offset, source: source, line: index)
        }
        days = []
    }

    /// One `*_sleepData.json`: each night on its calendar date's offset, as a summary night
    /// of its stage seconds (or, without stages, such as an off-wrist night, unstaged sleep
    /// over its span), its breathing rate and SpO2 at its middle and Garmin's sleep score at
    /// its end.
    mutating func readNights(_ records: [JSONValue]) throws {
        if !days.isEmpty { addDays() }
        for (index, n) in records.enumerated() {
            guard let s = GarminTime.utc(n["sleepStartTimestampGMT"]), let e = GarminTime.utc(n["sleepEndTimestampGMT"])
            else {
                collector.reject(.unparseableTime, line: index)
                continue
            }
            let date = GarminTime.day(n["calendarDate"])
            let offset = offsets.near(date ?? CalendarDay(ordinal: Int((e / 86_400).rounded(.down))))
            let start = Timestamp(instant: s, offsetSeconds: offset)
            let end = Timestamp(instant: e, offsetSeconds: offset)
            let seconds: [(SleepStage, Double?)] = [
                (.core, n["lightSleepSeconds"]?.number), (.deep, n["deepSleepSeconds"]?.number),
                (.rem, n["remSleepSeconds"]?.number), (.awake, n["awakeSleepSeconds"]?.number),
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
                .respiratoryRate, GarminTime.rounded(n["averageRespiration"]?.number), start: start, end: end,
                source: source, line: index)
            collector.addAtMidpoint(
                .spo2, GarminTime.rounded(n["spo2SleepSummary"]?["averageSPO2"]?.number), start: start, end: end,
                source: source, line: index)
            if let score = n["sleepScores"]?["overallScore"]?.number {
                collector.add(.deviceSleep, start: end, end: end, value: score, source: source, line: index)
            }
        }
    }

    /// `MetricsMaxMetData_*`: the VO₂max Garmin estimated, on its date.
    mutating func readVO2max(_ records: [JSONValue]) throws {
        for (index, r) in records.enumerated() {
            guard let day = GarminTime.day(r["calendarDate"]), let v = r["vo2MaxValue"]?.number else { continue }
            collector.add(.vo2max, v, onDay: day, offset: offsets.near(day), source: source, line: index)
        }
    }

    /// `TrainingReadinessDTO_*`: Garmin's readiness score, at the wake of its date's night (its
    /// local midnight without one).
    mutating func readReadiness(_ records: [JSONValue]) throws {
        for (index, r) in records.enumerated() {
            guard let day = GarminTime.day(r["calendarDate"]), let v = r["score"]?.number else { continue }
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
            guard let day = GarminTime.day(r["calendarDate"]) else { continue }
            for m in r["metrics"]?.array ?? [] where m["type"]?.string == "HRV" && m["status"]?.string != "UNKNOWN" {
                guard let v = m["value"]?.number, v > 0 else { continue }
                guard let night = nights[day.ordinal] else {
                    collector.reject(.noSleepLog, line: index)
                    continue
                }
                collector.addAtMidpoint(.hrvRMSSD, v, start: night.start, end: night.end, source: source, line: index)
            }
        }
    }

    mutating func finish() throws -> (RecordHistory, ImportReport) {
        if !days.isEmpty { addDays() }
        collector.layout("Garmin Connect export (DI_CONNECT: sleep data, daily summaries, metrics)")
        collector.clock("GMT times on each calendar date's local offset from its daily summary")
        collector.note(
            "Garmin's own scores kept beside flow's, never mixed in: the sleep score as device_sleep"
                + ", training readiness as device_recovery")
        if unstagedNights > 0 { collector.note("\(unstagedNights) nights without stages read as plain sleep") }
        if emptyDays > 0 { collector.note("\(emptyDays) daily summaries without a resting HR or steps") }
        collector.note("rejected entries are numbered by their index in their file (from 0)")
        return try collector.finish()
    }
}
