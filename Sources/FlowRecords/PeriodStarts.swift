/// The period starts a person's logged cycle gives (SPEC 18.1), from every source at once: an
/// explicit logged start, or the first bleeding day after at least 7 days without one (one a
/// local date, whatever the source); a start inside a logged pregnancy, lactation or hormonal
/// contraception is left out. Never a vendor's forecast: only what the person logged reaches
/// the history.
public struct PeriodStarts: Sendable, Equatable {
    /// The starts used, in date order.
    public var days: [CalendarDay]
    /// The starts left out, inside a pregnancy, lactation or hormonal contraception.
    public var paused: [CalendarDay]
    /// The average cycle length the person stated, when an export gives one.
    public var statedLength: Int?

    /// The days without bleeding that make the next bleeding day a start.
    public static let gapDays = 7

    /// Starts from their parts.
    public init(days: [CalendarDay], paused: [CalendarDay] = [], statedLength: Int? = nil) {
        (self.days, self.paused, self.statedLength) = (days, paused, statedLength)
    }

    /// The starts of a history: its explicit starts and bleeding days merged by the 7-day rule
    /// (a start logged by two sources a day apart is one start), those inside a pause left out.
    /// - Complexity: O(n log n) in the cycle's records.
    public init(history: RecordHistory) {
        let explicit = Set(history.periodStart.map(\.start.localDay))
        let logged = Set(history.menstrualFlow.map(\.start.localDay)).union(explicit).sorted()
        var starts: [CalendarDay] = []
        var last: CalendarDay?
        for day in logged {
            let apart = last.map { day.ordinal - $0.ordinal > PeriodStarts.gapDays } ?? true
            let anotherStart =
                explicit.contains(day) && starts.last.map { day.ordinal - $0.ordinal >= PeriodStarts.gapDays } ?? true
            if apart || anotherStart { starts.append(day) }
            last = day
        }
        let pauses = history.cyclePause.map { p in
            p.start.localDay.ordinal...max(p.start.localDay.ordinal, p.end.localDay.ordinal)
        }
        let isPaused = { (d: CalendarDay) in pauses.contains { $0.contains(d.ordinal) } }
        days = starts.filter { !isPaused($0) }
        paused = starts.filter(isPaused)
        statedLength = history.statedCycleDays?.days
    }

    /// True when no start is known: nothing of the cycle is said.
    public var isEmpty: Bool { days.isEmpty }
}
