import FlowRecords

/// Reads WHOOP's files into records: one pass over the cycles, one over the sleeps, one over
/// the journal (each sorted by its own times: WHOOP writes newest first, not always in order).
struct WhoopReader {
    var collector: RecordCollector
    let file: String
    let source: Int
    /// Each cycle by its start as written: its clock and its main sleep's bed span, if any.
    private var cycles: [String: Cycle] = [:]
    private var unscoredSleeps = 0

    struct Cycle {
        var offset: Int32
        var start: Timestamp
        var night: (onset: Timestamp, wake: Timestamp)?
    }

    init(file: String) {
        self.file = file
        collector = RecordCollector(file: file)
        source = collector.source(named: WhoopExport.sourceName)
    }

    /// Byte order of two times as WHOOP writes them (`YYYY-MM-DD HH:MM:SS` sorts as text).
    static func earlier(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// The stage totals' columns of a night, in the order they are written.
    static let totals: [(SleepStage, String)] = [
        (.asleep, "Asleep duration (min)"), (.core, "Light sleep duration (min)"),
        (.deep, "Deep (SWS) duration (min)"), (.rem, "REM duration (min)"), (.awake, "Awake duration (min)"),
    ]

    mutating func read(cycles: VendorCSV?, sleeps: VendorCSV?, journal: VendorCSV?) throws {
        if let cycles { try readCycles(cycles, nights: sleeps == nil) }
        if let sleeps { try readSleeps(sleeps) }
        if let journal { try readJournal(journal) }
    }

    /// A cell as a number: nil when empty; a cell that is not a number is rejected and counted.
    private mutating func number(_ row: [String], _ k: Int, line: Int) -> Double? {
        collector.number(row[field: k], line: line)
    }

    /// The cycle's clock and start; a row whose time does not parse is rejected (nil), and a
    /// time a spreadsheet re-wrote (`02/05/2024 23:10`) stops the import, naming the field.
    private mutating func clock(
        _ csv: VendorCSV, _ row: (line: Int, fields: [String]), zone: Int, start: Int
    ) throws -> (offset: Int32, start: Timestamp)? {
        guard let offset = WhoopTime.offset(row.fields[field: zone]) else {
            collector.reject(.unparseableTime, line: row.line)
            return nil
        }
        guard let t = try time(csv, row, start, offset: offset) else { return nil }
        return (offset, t)
    }

    /// A local time of the row on `offset`; empty is nil, a bad one rejected (nil).
    private mutating func time(
        _ csv: VendorCSV, _ row: (line: Int, fields: [String]), _ k: Int, offset: Int32
    ) throws -> Timestamp? {
        let text = row.fields[field: k]
        if text.isEmpty { return nil }
        if let t = WallClock.time(text, offset: offset) { return t }
        if text.contains("/") {
            throw InputError.badLine(
                file: csv.file, line: row.line,
                problem: "\(csv.header[k]) '\(text)' is not YYYY-MM-DD HH:MM:SS: the file looks re-saved by a "
                    + "spreadsheet program; give the export as WHOOP wrote it")
        }
        collector.reject(.unparseableTime, line: row.line)
        return nil
    }

    /// `physiological_cycles.csv`: each cycle's night values, resting HR, WHOOP's scores and,
    /// when there is no `sleeps.csv`, its night.
    private mutating func readCycles(_ csv: VendorCSV, nights: Bool) throws {
        let c = try Columns(
            csv,
            [
                WhoopExport.firstColumn, "Cycle timezone", "Sleep onset", "Wake onset", "Recovery score %",
                "Resting heart rate (bpm)", "Heart rate variability (ms)", "Skin temp (celsius)", "Blood oxygen %",
                "Day Strain", "Sleep performance %", "Respiratory rate (rpm)",
            ] + WhoopReader.totals.map(\.1))
        let cycleEnd = csv.column(named: "Cycle end time")
        for row in csv.wellFormedRows(&collector).sorted(by: {
            WhoopReader.earlier($0.fields[field: c[0]], $1.fields[field: c[0]])
        }) {
            guard let (offset, start) = try clock(csv, row, zone: c[1], start: c[0]) else { continue }
            let f = row.fields
            var cycle = Cycle(offset: offset, start: start, night: nil)
            let onset = try time(csv, row, c[2], offset: offset)
            let wake = try time(csv, row, c[3], offset: offset)
            let minutes = WhoopReader.totals.enumerated().map {
                ($0.element.0, number(f, c[12 + $0.offset], line: row.line))
            }
            if let onset, let wake, minutes.contains(where: { $0.1 != nil }) {
                cycle.night = (onset, wake)
                if nights {
                    collector.addSummaryNight(start: onset, end: wake, minutes: minutes, source: source, line: row.line)
                }
                let values: [(RecordKind, Int)] = [
                    (.hrvRMSSD, 6), (.wristTemperature, 7), (.spo2, 8), (.respiratoryRate, 11),
                ]
                for (kind, k) in values {
                    collector.addAtMidpoint(
                        kind, number(f, c[k], line: row.line), start: onset, end: wake, source: source, line: row.line)
                }
                // The resting HR of the night belongs to the day before the wake (row D of that morning).
                collector.addNightRestingHR(
                    number(f, c[5], line: row.line), wake: wake.localDay, offset: offset, source: source,
                    line: row.line)
                for (kind, k) in [(RecordKind.deviceRecovery, 4), (.deviceSleep, 10)] {
                    if let v = number(f, c[k], line: row.line) {
                        collector.add(kind, start: wake, end: wake, value: v, source: source, line: row.line)
                    }
                }
            }
            // Day Strain (0-21) describes the day of the wake that opens the cycle (its start's without one).
            if let strain = number(f, c[9], line: row.line) {
                if (0...21).contains(strain) {
                    // An open cycle (no end yet) is a day not over when it was exported.
                    let coverage = cycleEnd.map { f[field: $0].isEmpty ? DayCoverage.partial : .whole } ?? .unknown
                    collector.addDayValue(
                        .deviceStrain, strain, onDay: (cycle.night?.wake ?? start).localDay, offset: offset,
                        coverage: coverage, source: source, line: row.line)
                } else {
                    collector.reject(.deviceScoreOutOfRange, line: row.line)
                }
            }
            cycles[f[field: c[0]]] = cycle
        }
    }

    /// `sleeps.csv`: every scored sleep, naps included, as a summary night; a main sleep also
    /// gives its cycle's night when the cycles file did not.
    private mutating func readSleeps(_ csv: VendorCSV) throws {
        let c = try Columns(
            csv,
            [WhoopExport.firstColumn, "Cycle timezone", "Sleep onset", "Wake onset", "Nap"]
                + WhoopReader.totals.map(\.1))
        for row in csv.wellFormedRows(&collector).sorted(by: {
            WhoopReader.earlier($0.fields[field: c[2]], $1.fields[field: c[2]])
        }) {
            guard let (offset, start) = try clock(csv, row, zone: c[1], start: c[0]) else { continue }
            let f = row.fields
            guard let onset = try time(csv, row, c[2], offset: offset),
                let wake = try time(csv, row, c[3], offset: offset)
            else { continue }
            let minutes = WhoopReader.totals.enumerated().map {
                ($0.element.0, number(f, c[5 + $0.offset], line: row.line))
            }
            guard minutes.contains(where: { $0.1 != nil }) else {
                unscoredSleeps += 1  // a sleep WHOOP did not score: times, no measurement
                continue
            }
            collector.addSummaryNight(start: onset, end: wake, minutes: minutes, source: source, line: row.line)
            if f[field: c[4]] == "false", cycles[f[field: c[0]]]?.night == nil {
                cycles[f[field: c[0]], default: Cycle(offset: offset, start: start)].night = (onset, wake)
            }
        }
    }

    /// `journal_entries.csv`: each answer on the evening before the wake of its cycle's sleep.
    private mutating func readJournal(_ csv: VendorCSV) throws {
        let c = try Columns(csv, [WhoopExport.firstColumn, "Question text", "Answered yes"])
        // Each evening's answers and the line each came from: when two cycles' sleeps wake on
        // one day, the later cycle's answer stands and the earlier one is counted as replaced.
        var answers: [CalendarDay: [String: (value: Double, line: Int)]] = [:]
        var names: [String: String] = [:]  // each question's behaviour name, slugged once
        for row in csv.wellFormedRows(&collector).sorted(by: {
            WhoopReader.earlier($0.fields[field: c[0]], $1.fields[field: c[0]])
        }) {
            let f = row.fields
            let value: Double
            switch f[field: c[2]] {
            case "true": value = 1
            case "false": value = 0
            default:
                collector.reject(.notYesOrNo, line: row.line)
                continue
            }
            guard let wake = cycles[f[field: c[0]]]?.night?.wake else {
                collector.reject(.noSleepForJournal, line: row.line)
                continue
            }
            let question = f[field: c[1]]
            // "Menstruating" is the cycle (SPEC 18.1), never a behaviour: a yes is a bleeding day
            // on the same evening an answer is kept for; a no is only a day known not to bleed.
            if question.trimmingSpaces == "Menstruating" {
                if value == 1 {
                    let day = wake.localDay.adding(days: -1)
                    collector.addCycleDay(
                        .menstrualFlow, day: day, offsetSeconds: wake.offsetSeconds, value: 0, source: source,
                        line: row.line)
                }
                continue
            }
            let name = names[question] ?? WhoopExport.behaviour(question)
            names[question] = name
            guard !name.isEmpty else { continue }
            let evening = wake.localDay.adding(days: -1)
            if let earlier = answers[evening]?[name] { collector.reject(.journalAnswerReplaced, line: earlier.line) }
            answers[evening, default: [:]][name] = (value, row.line)
        }
        guard !answers.isEmpty else { return }
        let behaviours = Set(answers.values.flatMap(\.keys)).sorted()
        let days = answers.keys.sorted().map { day in
            CheckinDay(day: day, values: behaviours.map { answers[day]?[$0]?.value }, stress: nil)
        }
        var questions: [String: String] = [:]
        for (question, name) in names.sorted(by: { $0.key < $1.key }) where questions[name] == nil {
            questions[name] = question.trimmingSpaces
        }
        collector.checkins(CheckinTable(behaviours: behaviours, days: days, questions: questions))
        collector.note(
            "journal: \(answers.values.map(\.count).reduce(0, +)) answers to \(behaviours.count) questions, "
                + "kept as check-ins (\(days.count) evenings)")
    }

    mutating func finish(files: [String]) throws -> (RecordHistory, ImportReport) {
        collector.layout("WHOOP export (\(files.joined(separator: ", ")))")
        collector.clock("each cycle's local times on its Cycle timezone")
        collector.note(
            "WHOOP's own scores kept beside flow's, never mixed in: Recovery score % as device_recovery, "
                + "Sleep performance % as device_sleep, Day Strain (0-21) as device_strain")
        if unscoredSleeps > 0 { collector.note("\(unscoredSleeps) sleeps WHOOP did not score (times only): not read") }
        return try collector.finish()
    }
}

/// The positions of the columns a reader needs, in the order it names them; a missing one is
/// an error naming the file and the column.
struct Columns {
    private let positions: [Int]

    init(_ csv: VendorCSV, _ names: [String]) throws {
        positions = try names.map { try csv.column($0) }
    }

    subscript(_ k: Int) -> Int { positions[k] }
}
