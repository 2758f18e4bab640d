import FlowRecords

/// Oura's older one-file export (the web dashboard's Trends download; `formats/oura.md` part
/// A): one row per day, the night that ended on `date` as a summary night, its values, the
/// day's steps and Oura's Readiness, Sleep and Activity scores. Durations are seconds; an
/// empty cell and `None` both mean no value.
enum OuraTrends {
    /// The header's first two names, which tell the file.
    static let firstColumns = ["date", "Sleep Score"]

    /// The columns read, by name (the header's own spelling).
    static let columns = [
        "date", "Bedtime Start", "Bedtime End", "Total Sleep Duration", "Light Sleep Duration", "Deep Sleep Duration",
        "REM Sleep Duration", "Awake Time", "Average HRV", "Respiratory Rate", "Temperature Deviation (°C)",
        "Lowest Resting Heart Rate", "Readiness Score", "Sleep Score", "Activity Score", "Steps",
    ]

    /// Reads the file's rows into `collector`, in date order.
    static func read(_ csv: VendorCSV, into collector: inout RecordCollector, source: Int) throws {
        let c = try Columns(csv, columns)
        // Oura's Activity Burn: the day's active kilocalories (an older file may lack the column).
        let burn = csv.column(named: "Activity Burn")
        var rows: [(day: CalendarDay, line: Int, fields: [String])] = []
        for row in csv.wellFormedRows(&collector) {
            guard let day = CalendarDay(iso: row.fields[field: c[0]]) else {
                collector.reject(.unparseableTime, line: row.line)
                continue
            }
            rows.append((day, row.line, row.fields))
        }
        rows.sort { $0.day < $1.day }
        // A day without a night takes the clock of the nearest night (Oura writes no other).
        var offsets = DayOffsets()
        for row in rows {
            if case .success(let end) = TimestampParser.parse(row.fields[field: c[2]]) {
                offsets.byDay[row.day.ordinal] = end.offsetSeconds
            }
        }
        for row in rows {
            let f = row.fields
            let line = row.line
            func number(_ k: Int) -> Double? { collector.number(f[field: c[k]], line: line) }
            func time(_ k: Int) -> Timestamp? {
                let text = f[field: c[k]]
                guard !text.isEmpty, text != "None" else { return nil }
                guard case .success(let t) = TimestampParser.parse(text) else {
                    collector.reject(.unparseableTime, line: line)
                    return nil
                }
                return t
            }
            let clock = offsets.near(row.day)
            let start = time(1)
            let end = time(2)
            if let start, let end {
                let stages: [(SleepStage, Int)] = [(.asleep, 3), (.core, 4), (.deep, 5), (.rem, 6), (.awake, 7)]
                let minutes = stages.map { ($0.0, number($0.1).map { $0 / 60 }) }
                if minutes.contains(where: { $0.1 != nil }) {
                    collector.addSummaryNight(start: start, end: end, minutes: minutes, source: source, line: line)
                }
                for (kind, k) in [(RecordKind.hrvRMSSD, 8), (.respiratoryRate, 9), (.wristTemperatureDelta, 10)] {
                    collector.addAtMidpoint(kind, number(k), start: start, end: end, source: source, line: line)
                }
                // The night's resting HR belongs to the day before the wake.
                collector.addNightRestingHR(
                    number(11), wake: end.localDay, offset: end.offsetSeconds, source: source, line: line)
            }
            // Readiness and sleep score at the wake (the row's date without a night); activity
            // and steps on the day itself.
            for (kind, k) in [(RecordKind.deviceRecovery, 12), (.deviceSleep, 13)] {
                guard let v = number(k) else { continue }
                if let end {
                    collector.add(kind, start: end, end: end, value: v, source: source, line: line)
                } else {
                    collector.add(kind, v, onDay: row.day, offset: clock, source: source, line: line)
                }
            }
            collector.addDayValue(.deviceStrain, number(14), onDay: row.day, offset: clock, source: source, line: line)
            if let steps = number(15), steps > 0 {
                collector.addDayTotal(.stepsTotal, steps, day: row.day, offset: clock, source: source, line: line)
            }
            if let burn, let kcal = collector.number(f[field: burn], line: line) {
                collector.addDayTotal(.activeEnergy, kcal, day: row.day, offset: clock, source: source, line: line)
            }
        }
    }
}
