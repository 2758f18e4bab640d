import FlowRecords

extension RecordCollector {
    /// A summary night (SPEC 19): an `in_bed` record over the bed span and one total per
    /// stage given (asleep, core, deep, rem, awake, in minutes), all over that span; a night
    /// ending before it starts is one rejection.
    public mutating func addSummaryNight(
        start: Timestamp, end: Timestamp, minutes: [(SleepStage, Double?)], source: Int, line: Int
    ) {
        guard end.instant >= start.instant else { return reject(.endBeforeStart, line: line) }
        addSleep(start: start, end: end, stage: .inBed, source: source, line: line)
        for case (let stage, let m?) in minutes {
            addSleepTotal(start: start, end: end, stage: stage, minutes: m, source: source, line: line)
        }
    }

    /// A night value (HRV, breathing rate, SpO2, skin temperature) as an instant at the middle
    /// of the night's bed span, on the span's clock.
    public mutating func addAtMidpoint(
        _ kind: RecordKind, _ value: Double?, start: Timestamp, end: Timestamp, source: Int, line: Int
    ) {
        guard let value else { return }
        let middle = Timestamp(instant: (start.instant + end.instant) / 2, offsetSeconds: end.offsetSeconds)
        add(kind, start: middle, end: middle, value: value, source: source, line: line)
    }

    /// A value dated by a local day (a resting HR dated the day before the wake, a strain of the
    /// day it describes): an instant at that day's local midnight on `offset`.
    public mutating func add(
        _ kind: RecordKind, _ value: Double?, onDay day: CalendarDay, offset: Int32, source: Int, line: Int
    ) {
        guard let value else { return }
        let midnight = RecordCollector.midnight(day, offset)
        add(kind, start: midnight, end: midnight, value: value, source: source, line: line)
    }

    /// The resting HR of a night summary: dated the local day before the wake, so that it
    /// lands on the row of that morning (SPEC 19), and its source remembered as nightly.
    public mutating func addNightRestingHR(_ value: Double?, wake: CalendarDay, offset: Int32, source: Int, line: Int) {
        restingHRIsNightly(source: source)
        add(.restingHR, value, onDay: wake.adding(days: -1), offset: offset, source: source, line: line)
    }

    /// A vendor's total over the whole local day `day`, on `offset`: a step total, or a day's
    /// active energy (SPEC 21); held as a summary of that day (``addDaySummary``).
    public mutating func addDayTotal(
        _ kind: RecordKind, _ value: Double?, day: CalendarDay, offset: Int32, coverage: DayCoverage = .unknown,
        source: Int, line: Int
    ) {
        guard let value else { return }
        let (start, end) = (
            RecordCollector.midnight(day, offset), RecordCollector.midnight(day.adding(days: 1), offset)
        )
        addDaySummary(kind, value, day: day, start: start, end: end, coverage: coverage, source: source, line: line)
    }

    /// A vendor's value for a whole local day dated at its midnight: a day's own resting HR, its
    /// activity or strain score; held as a summary of that day (``addDaySummary``).
    public mutating func addDayValue(
        _ kind: RecordKind, _ value: Double?, onDay day: CalendarDay, offset: Int32, coverage: DayCoverage = .unknown,
        source: Int, line: Int
    ) {
        guard let value else { return }
        let midnight = RecordCollector.midnight(day, offset)
        addDaySummary(
            kind, value, day: day, start: midnight, end: midnight, coverage: coverage, source: source, line: line)
    }

    /// The local midnight starting `day`, on `offset`.
    static func midnight(_ day: CalendarDay, _ offset: Int32) -> Timestamp {
        Timestamp(instant: Double(day.midnightLocalSeconds) - Double(offset), offsetSeconds: offset)
    }
}

extension RecordCollector {
    /// A vendor's cell as a number: nil for an empty cell or Oura's `None`; anything else that
    /// is not a finite number is rejected (counted against `line`, by its reason) and nil.
    mutating func number(_ text: String, line: Int) -> Double? {
        if text.isEmpty || text == "None" { return nil }
        switch DecimalParser.parse(text) {
        case .finite(let v): return v
        case .nonFinite: reject(.nonFinite, line: line)
        case .nonNumeric: reject(.nonNumeric, line: line)
        }
        return nil
    }

    /// A vendor's JSON value as a number: nil when absent or `null` (not measured); a string,
    /// object or other value where a number belongs is rejected as non-numeric and nil. A
    /// number is returned as written (an infinity is rejected where it is added).
    mutating func number(json value: JSONValue?, line: Int) -> Double? {
        switch value {
        case nil, .null?: return nil
        case .number(let v)?: return v
        default:
            reject(.nonNumeric, line: line)
            return nil
        }
    }
}
