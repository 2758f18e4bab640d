import FlowRecords

/// Oura's tags as check-ins (SPEC 19): a tag is 1 on the day it is on; on a day whose night
/// was recorded and that lacks the tag, a tag the person used at least once before and once
/// after counts 0 (between its first and last use, a missing tag is a "no"; outside, unknown).
enum OuraTags {
    /// The behaviour a tag names: its custom name when it has one, else its type without
    /// Oura's `tag_generic_` prefix, slugged like a WHOOP question (`tag_generic_late_meal` →
    /// `late_meal`).
    static func behaviour(code: String, custom: String) -> String {
        if !custom.isEmpty { return WhoopExport.behaviour(custom) }
        var code = code
        for prefix in ["tag_generic_", "tag_"] where code.hasPrefix(prefix) {
            code.removeFirst(prefix.count)
            break
        }
        return WhoopExport.behaviour(code)
    }

    /// The tag the person gives a day of their period (SPEC 18.1): the cycle, not a behaviour.
    static let periodTag = "tag_generic_period"

    /// The check-ins of the tag files, nil when there is no tag; the period tag's days go to
    /// `collector` as bleeding days of `source` instead (from `start_day` to `end_day`).
    static func checkins(
        _ files: [VendorCSV], nights: [OuraAppData.Night], collector: inout RecordCollector, source: Int
    ) throws -> CheckinTable? {
        var used: [String: Set<CalendarDay>] = [:]
        for csv in files {
            let code = try csv.column(named: "tag_type_code") ?? csv.column("tag_type_code")
            let custom = csv.column(named: "custom_name") ?? csv.column(named: "custom_tag_name")
            let day = csv.column(named: "start_day") ?? csv.column(named: "day")
            let endDay = csv.column(named: "end_day")
            let time = csv.column(named: "start_time")
            for row in csv.wellFormedRows(&collector) {
                let f = row.fields
                var date = day.flatMap { CalendarDay(iso: f[field: $0]) }
                var offset: Int32 = 0
                if let time, case .success(let t) = TimestampParser.parse(f[field: time]) {
                    date = date ?? t.localDay
                    offset = t.offsetSeconds
                }
                guard let date else {
                    collector.reject(.unparseableTime, line: row.line)
                    continue
                }
                if f[field: code] == periodTag {
                    let last = endDay.flatMap { CalendarDay(iso: f[field: $0]) } ?? date
                    guard last.ordinal - date.ordinal <= 31 else {
                        collector.reject(.periodTooLong, line: row.line)
                        continue
                    }
                    for d in date.ordinal...max(date.ordinal, last.ordinal) {
                        collector.addCycleDay(
                            .menstrualFlow, day: CalendarDay(ordinal: d), offsetSeconds: offset, value: 0,
                            source: source, line: row.line)
                    }
                    continue
                }
                let name = behaviour(code: f[field: code], custom: custom.map { f[field: $0] } ?? "")
                guard !name.isEmpty else { continue }
                used[name, default: []].insert(date)
            }
        }
        guard !used.isEmpty else { return nil }
        // The evenings whose night after was recorded (the night waking the next day).
        let recorded = Set(nights.map { $0.end.localDay.adding(days: -1) })
        let behaviours = used.keys.sorted()
        var days = Set(used.values.flatMap { $0 })
        for (_, dates) in used {
            guard let first = dates.min(), let last = dates.max() else { continue }
            days.formUnion(recorded.filter { $0 > first && $0 < last })
        }
        let rows = days.sorted().compactMap { day -> CheckinDay? in
            let values = behaviours.map { name -> Double? in
                let dates = used[name]!
                if dates.contains(day) { return 1 }
                guard recorded.contains(day), let first = dates.min(), let last = dates.max(), first < day, day < last
                else { return nil }
                return 0
            }
            return values.contains { $0 != nil } ? CheckinDay(day: day, values: values, stress: nil) : nil
        }
        let answers = rows.map { $0.values.compactMap { $0 }.count }.reduce(0, +)
        collector.note(
            "tags: \(behaviours.count) tags on \(rows.count) days (\(answers) yes/no answers), kept as check-ins")
        return CheckinTable(behaviours: behaviours, days: rows)
    }
}
