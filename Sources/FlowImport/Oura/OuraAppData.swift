import FlowRecords

/// Oura's newer account export (`formats/oura.md` part B): a zip, or its folder, holding
/// `App Data/*.csv`, one file per data type (`sleepmodel.csv`, `dailyreadiness.csv`, …; some
/// exports name them `sleep.csv` or `tag.csv`, or split them by dates, `dailysleep_2024-01-01_
/// 2024-12-31.csv`), semicolons or commas, columns looked up by name and absent ones tolerated.
enum OuraAppData {
    /// The data types read, by the name their files start with.
    static let types = [
        "sleepmodel", "sleep", "dailyreadiness", "dailysleep", "dailyactivity", "dailyspo2", "enhancedtag", "tag",
    ]

    /// The type a file holds, from its name: lower case, `.csv` and a date suffix dropped; nil
    /// for a type not read.
    static func type(of name: String) -> String? {
        var base = ExportFiles.baseName(name).lowercased()
        guard base.hasSuffix(".csv") else { return nil }
        base.removeLast(4)
        if let underscore = base.firstIndex(of: "_"), base[base.index(after: underscore)...].first?.isNumber == true {
            base = String(base[..<underscore])
        }
        return types.contains(base) ? base : nil
    }

    static func recognises(_ names: [String]) -> Bool {
        names.contains { ["sleepmodel", "dailysleep", "dailyreadiness"].contains(type(of: $0) ?? "") }
    }

    /// One night of `sleepmodel`: its span and the day Oura gives it.
    struct Night {
        var start: Timestamp, end: Timestamp, day: CalendarDay?, main: Bool
    }

    static func read(_ export: ExportFiles, into collector: inout RecordCollector, source: Int) throws {
        var files: [String: [VendorCSV]] = [:]
        for name in export.names {
            guard let type = type(of: name) else { continue }
            files[type, default: []].append(VendorCSV(bytes: try export.bytes(of: name), file: export.display(name)))
        }
        let sleeps = (files["sleepmodel"] ?? []) + (files["sleep"] ?? [])
        let nights = try readNights(sleeps, into: &collector, source: source)
        // The day's night: the longest long sleep Oura dates to it (else its wake's day).
        var mainNight: [CalendarDay: Night] = [:]
        for n in nights where n.main {
            let day = n.day ?? n.end.localDay
            if let held = mainNight[day], held.end.instant - held.start.instant >= n.end.instant - n.start.instant {
                continue
            }
            mainNight[day] = n
        }
        let days = DailyPlacement(nights: mainNight)
        for csv in files["dailyreadiness"] ?? [] {
            let k = csv.column(named: "temperature_deviation")
            for (row, day) in try days.read(csv, score: .deviceRecovery, into: &collector, source: source) {
                guard let k, let v = DailyPlacement.number(row, k, &collector) else { continue }
                days.atNight(v, .wristTemperatureDelta, day: day, into: &collector, source: source, line: row.line)
            }
        }
        for csv in files["dailysleep"] ?? [] {
            _ = try days.read(csv, score: .deviceSleep, into: &collector, source: source)
        }
        for csv in files["dailyactivity"] ?? [] {
            let k = csv.column(named: "steps")
            let burn = csv.column(named: "active_calories")
            for (row, day) in try days.read(csv, score: .deviceStrain, into: &collector, source: source) {
                let offset = days.offsets.near(day)
                if let burn, let kcal = DailyPlacement.number(row, burn, &collector) {
                    collector.addDayTotal(.activeEnergy, kcal, day: day, offset: offset, source: source, line: row.line)
                }
                guard let k, let steps = DailyPlacement.number(row, k, &collector), steps != 0 else { continue }
                collector.addDayTotal(.stepsTotal, steps, day: day, offset: offset, source: source, line: row.line)
            }
        }
        for csv in files["dailyspo2"] ?? [] {
            let k = csv.column(named: "spo2_percentage")
            for (row, day) in try days.read(csv, score: nil, into: &collector, source: source) {
                // A JSON object in the cell: {"average": 96.5}.
                guard let k else { continue }
                let text = row.fields[field: k]
                guard !text.isEmpty, text != "None" else { continue }
                guard let json = try? JSONValue.parse(text), let average = json["average"]?.number else {
                    collector.reject(.nonNumeric, line: row.line)
                    continue
                }
                days.atNight(average, .spo2, day: day, into: &collector, source: source, line: row.line)
            }
        }
        let tags = (files["enhancedtag"] ?? []) + (files["tag"] ?? [])
        if let checkins = try OuraTags.checkins(tags, nights: nights, collector: &collector, source: source) {
            collector.checkins(checkins)
        }
        let read = [
            "sleepmodel", "sleep", "dailyreadiness", "dailysleep", "dailyactivity", "dailyspo2", "enhancedtag", "tag",
        ]
        .filter { files[$0] != nil }
        collector.layout("Oura export (App Data: \(read.joined(separator: ", ")))")
    }

    /// `sleepmodel`: every sleep but a deleted one as a summary night; a long sleep's HRV and
    /// breathing rate at its middle and its lowest heart rate as the resting HR of the day
    /// before its wake.
    static func readNights(
        _ files: [VendorCSV], into collector: inout RecordCollector, source: Int
    ) throws -> [Night] {
        var nights: [Night] = []
        for csv in files {
            let c = try Columns(csv, ["bedtime_start", "bedtime_end", "type"])
            let minutes: [(SleepStage, Int?)] = [
                (.asleep, csv.column(named: "total_sleep_duration")),
                (.core, csv.column(named: "light_sleep_duration")),
                (.deep, csv.column(named: "deep_sleep_duration")), (.rem, csv.column(named: "rem_sleep_duration")),
                (.awake, csv.column(named: "awake_time")),
            ]
            let day = csv.column(named: "day")
            for row in csv.wellFormedRows(&collector) {
                let f = row.fields
                let type = f[field: c[2]]
                guard type != "deleted" else { continue }
                guard case .success(let start) = TimestampParser.parse(f[field: c[0]]),
                    case .success(let end) = TimestampParser.parse(f[field: c[1]])
                else {
                    collector.reject(.unparseableTime, line: row.line)
                    continue
                }
                let totals = minutes.map { stage, k in
                    (stage, k.flatMap { collector.number(f[field: $0], line: row.line) }.map { $0 / 60 })
                }
                guard totals.contains(where: { $0.1 != nil }) else { continue }
                collector.addSummaryNight(start: start, end: end, minutes: totals, source: source, line: row.line)
                let main = type == "long_sleep"
                nights.append(
                    Night(start: start, end: end, day: day.flatMap { CalendarDay(iso: f[field: $0]) }, main: main))
                guard main else { continue }
                for (kind, name) in [(RecordKind.hrvRMSSD, "average_hrv"), (.respiratoryRate, "average_breath")] {
                    guard let k = csv.column(named: name) else { continue }
                    collector.addAtMidpoint(
                        kind, collector.number(f[field: k], line: row.line), start: start, end: end, source: source,
                        line: row.line)
                }
                if let k = csv.column(named: "lowest_heart_rate") {
                    collector.addNightRestingHR(
                        collector.number(f[field: k], line: row.line), wake: end.localDay, offset: end.offsetSeconds,
                        source: source, line: row.line)
                }
            }
        }
        return nights
    }
}

/// Where a daily value of the newer export lands: a score at the wake of the day's night (its
/// local midnight without one), a night value at the middle of that night.
struct DailyPlacement {
    let nights: [CalendarDay: OuraAppData.Night]
    /// Each night's clock, by its day.
    let offsets: DayOffsets

    init(nights: [CalendarDay: OuraAppData.Night]) {
        self.nights = nights
        offsets = DayOffsets(
            byDay: Dictionary(uniqueKeysWithValues: nights.map { ($0.key.ordinal, $0.value.end.offsetSeconds) }))
    }

    /// A row's cell `k` as a number: nil when empty or `None`; anything else rejected and counted.
    static func number(_ row: (line: Int, fields: [String]), _ k: Int, _ collector: inout RecordCollector) -> Double? {
        collector.number(row.fields[field: k], line: row.line)
    }

    /// The rows of a daily file with their day, its `score` (when `kind` is given) placed as
    /// `kind`; a row whose day does not parse is rejected and left out.
    func read(
        _ csv: VendorCSV, score kind: RecordKind?, into collector: inout RecordCollector, source: Int
    ) throws -> [(row: (line: Int, fields: [String]), day: CalendarDay)] {
        let dayColumn = try csv.column("day")
        let scoreColumn = kind == nil ? nil : csv.column(named: "score")
        var out: [(row: (line: Int, fields: [String]), day: CalendarDay)] = []
        for row in csv.wellFormedRows(&collector) {
            guard let day = CalendarDay(iso: row.fields[field: dayColumn]) else {
                collector.reject(.unparseableTime, line: row.line)
                continue
            }
            if let kind, let k = scoreColumn, let v = DailyPlacement.number(row, k, &collector) {
                if kind == .deviceStrain {
                    collector.addDayValue(
                        kind, v, onDay: day, offset: offsets.near(day), source: source, line: row.line)
                } else if let night = nights[day] {
                    collector.add(kind, start: night.end, end: night.end, value: v, source: source, line: row.line)
                } else {
                    collector.add(kind, v, onDay: day, offset: offsets.near(day), source: source, line: row.line)
                }
            }
            out.append((row, day))
        }
        return out
    }

    /// A value at the middle of the day's night; without a night it has no place (counted).
    func atNight(
        _ value: Double, _ kind: RecordKind, day: CalendarDay, into collector: inout RecordCollector, source: Int,
        line: Int
    ) {
        guard let night = nights[day] else { return collector.reject(.noSleepLog, line: line) }
        collector.addAtMidpoint(kind, value, start: night.start, end: night.end, source: source, line: line)
    }
}
