import FlowRecords

/// Works out the clocks a Google Takeout's person lived on, between reading its UTC streams
/// (heart rate, steps, minute SpO2, read on the profile's zone for now) and reading what it
/// writes on the wall clock: the main sleeps are the nights, each with the offsets its evidence
/// allows, and `ClockPeriods` chooses their clocks. A person who never moved keeps the
/// profile's zone and everything read so far as it was; otherwise the UTC records are put on
/// their periods' clocks, and every wall-clock time is read on its night's.
enum TakeoutClocks {
    /// How near two wall-clock starts are to be the same night (a newer layout's sleep and an
    /// older log of it), in seconds.
    static let sameStart = 60.0

    /// Chooses the clocks and sets the reader on them: `profile` is the profile's zone (nil
    /// without one), `newer` the newer layout's sleeps with their stage offsets. Without a
    /// profile and with fewer than four nights with evidence, the person's zone is asked for.
    static func settle(
        _ files: FitbitFiles, reader: inout FitbitReader, profile: String?, newer: [GoogleDataExport.NewerSleep]
    ) throws {
        let windows = (reader.evidence ?? MinuteEvidence()).finished()
        reader.evidence = nil
        reader.windows = windows
        let nights = self.nights(
            held: reader.held ?? [], newer: newer, olderHasSleep: files.older.contains(.sleep), windows)
        let span = (nights.first.map { $0.start - 172_800 } ?? 0)...(nights.last.map { $0.end + 172_800 } ?? 0)
        guard let periods = ClockPeriods.infer(nights: nights, profile: profile, span: span) else {
            throw ImportError.needsZone(
                file: files.export.path,
                problem: "this Google Takeout export writes heart rate and steps in UTC, and reading them needs the "
                    + "person's time zone: there is no Your Profile/Profile.csv with a timezone column, and fewer than "
                    + "\(ClockPeriods.fewestNights) nights say where they were lived")
        }
        let never = periods.isSingle && periods.periods[0].clock.zone != nil && periods.periods[0].clock.zone == profile
        if !never {
            reader.clock = FitbitClock(.periods(periods))
            reader.reclock(periods.timeline)
        }
        var lines = periods.lines(
            span: dataSpan(periods, windows), profileFile: files.profile.map(files.shown), origin: .inferred)
        if periods.isSingle {
            reader.clockNote = lines.removeFirst()
        }
        reader.clockLines = lines
        reader.clockPeriods = periods
        reader.readHeld()
    }

    /// The nights of the Viterbi pass, in the order of their wall-clock start: the older logs
    /// with `mainSleep` true (each log once), each with the newer layout's stage offset when a
    /// newer sleep starts with it, else with what the UTC streams say; without older logs, the
    /// newer layout's longest sleep of each wake date, on its stage offset.
    static func nights(
        held: [(file: String, type: String, entry: JSONValue, index: Int)], newer: [GoogleDataExport.NewerSleep],
        olderHasSleep: Bool, _ windows: NightWindows
    ) -> [NightEvidence] {
        guard olderHasSleep else { return newerNights(newer, windows) }
        var seen = Set<String>()
        var spans: [(start: Double, end: Double)] = []
        for h in held where h.type == "sleep" && h.entry["mainSleep"] == .bool(true) {
            if let id = h.entry["logId"].map({ $0.text() }), !seen.insert(id).inserted { continue }
            guard let start = h.entry["startTime"]?.string.flatMap(FitbitExport.time)?.instant,
                let end = h.entry["endTime"]?.string.flatMap(FitbitExport.time)?.instant, end > start
            else { continue }
            spans.append((start, end))
        }
        spans.sort { $0.start < $1.start }
        // The newer layout's nights by the wall-clock start either reading of them gives.
        var offsets: [(start: Double, offset: Int32)] = []
        for sleep in newer {
            guard let o = sleep.stageOffset else { continue }
            offsets.append((sleep.start, Int32(o)))
            offsets.append((sleep.start + Double(o), Int32(o)))
        }
        return spans.map { span in
            if let match = offsets.first(where: { ($0.start - span.start).magnitude <= sameStart }) {
                return NightEvidence(start: span.start, end: span.end, stageOffset: match.offset)
            }
            return NightEvidence(start: span.start, end: span.end, windows: windows)
        }
    }

    /// The newer layout's nights: of each wake date's sleeps with stage rows, the longest, on its
    /// stage offset, its wall-clock times read as `utcReadings` decides.
    static func newerNights(_ newer: [GoogleDataExport.NewerSleep], _ windows: NightWindows) -> [NightEvidence] {
        var longest: [Int: NightEvidence] = [:]
        for sleep in newer {
            guard let o = sleep.stageOffset else { continue }
            let shift = isUTC(sleep, offset: o, windows) ? Double(o) : 0
            let night = NightEvidence(start: sleep.start + shift, end: sleep.end + shift, stageOffset: Int32(o))
            let day = (minuteOf(night.end) ?? 0) / 1440
            if let held = longest[day], held.end - held.start >= night.end - night.start { continue }
            longest[day] = night
        }
        return longest.values.sorted { $0.start < $1.start }
    }

    /// The newer layout's sleeps whose times are true UTC (a Takeout of 2026) rather than wall-clock
    /// times behind a `+0000`: decided night by night by which reading places the heart-rate dip
    /// inside the sleep (the wall-clock reading when neither says).
    static func utcReadings(_ newer: [GoogleDataExport.NewerSleep], reader: FitbitReader) -> Set<String> {
        guard let windows = reader.windows else { return [] }
        return Set(newer.filter { s in s.stageOffset.map { isUTC(s, offset: $0, windows) } ?? false }.map(\.id))
    }

    /// True when reading a sleep's times as UTC puts a deeper heart-rate dip inside it than
    /// reading them on its offset's wall clock.
    static func isUTC(_ sleep: GoogleDataExport.NewerSleep, offset o: Int, _ windows: NightWindows) -> Bool {
        guard let utc = NightEvidence.dip(start: sleep.start, end: sleep.end, windows) else { return false }
        let wall = NightEvidence.dip(start: sleep.start - Double(o), end: sleep.end - Double(o), windows)
        return wall.map { utc > $0 } ?? true
    }

    /// The instants the history covers, as far as its nights and streams show.
    static func dataSpan(_ periods: ClockPeriods, _ windows: NightWindows) -> ClosedRange<Double> {
        var lo = Double.infinity
        var hi = -Double.infinity
        for n in periods.nights {
            let c = periods.clock(atWall: n.start)
            lo = min(lo, n.start - Double(c.offset(atWall: n.start)))
            hi = max(hi, n.end - Double(c.offset(atWall: n.end)))
        }
        if let s = windows.span { (lo, hi) = (min(lo, s.lowerBound), max(hi, s.upperBound)) }
        return lo <= hi ? lo...hi : 0...0
    }
}
