import FlowFeatures
import FlowKit
import FlowRecords
import FlowScores
import FlowTonight

/// `flow tonight`: the coming night's need and bedtime, the person's chronotype, and the need
/// of each night in a window, all from the feature table.
public enum PlanTonight {
    /// What to read, as of which morning, and which nights to list.
    public struct Request: Sendable {
        /// The history and its feature settings (the sleep need is the base of every night's).
        public var days: DaysRequest
        /// The morning the plan is made on (nil: the history's last).
        public var date: CalendarDay?
        /// Which mornings are free of an alarm.
        public var freeDays: FreeDays

        /// A request from its parts.
        public init(days: DaysRequest, date: CalendarDay?, freeDays: FreeDays) {
            (self.days, self.date, self.freeDays) = (days, date, freeDays)
        }
    }

    /// The plan and the nights behind it.
    public struct Result: Sendable, Equatable {
        /// The morning the plan was made on.
        public var asOf: CalendarDay
        /// The coming night's need and bedtime.
        public var tonight: Tonight
        /// The chronotype over the last 90 days.
        public var chronotype: Chronotype
        /// The need of each night listed (the window, or the 28 ending with `asOf`).
        public var nights: [NightNeed]

        /// A result from its parts.
        public init(asOf: CalendarDay, tonight: Tonight, chronotype: Chronotype, nights: [NightNeed]) {
            (self.asOf, self.tonight, self.chronotype, self.nights) = (asOf, tonight, chronotype, nights)
        }
    }

    /// The nights listed when no window is given: the 28 ending with the plan's morning.
    public static let listedNights = 28

    /// Reads the history's feature table and plans.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        var history = request.days.history
        history.needsRecords = false  // the plan reads the feature table alone
        let table = try HistoryLoader.load(history, settings: request.days.settings, observer: observer).table
        return try plan(
            rows: table.rows,
            scores: ReferenceScores.scores(rows: table.rows, sleepNeedHours: table.settings.sleepNeedHours),
            request: request, history: history.name)
    }

    /// The plan from rows and their scores (one a row): `request.date` must be a row's date.
    public static func plan(rows: [FeatureRow], scores: [DayScores], request: Request, history: String) throws -> Result
    {
        guard let first = rows.first?.day, let last = rows.last?.day else { throw RequestError.noDay(history: history) }
        let asOf = request.date ?? last
        guard let i = rows.firstIndex(where: { $0.day == asOf }) else {
            throw RequestError.outsideHistory(asked: .date, day: asOf, history: first...last)
        }
        let needs = scores.map(\.need)
        let window = request.days.window
        let nights =
            window == DayWindow()
            ? Array(needs[...i].suffix(listedNights))
            : try window.select(needs, of: first...last, day: \.day)
        return Result(
            asOf: asOf, tonight: Tonight(rows: rows, needs: needs, at: i, freeDays: request.freeDays),
            chronotype: Chronotype(rows: rows, at: i, freeDays: request.freeDays), nights: nights)
    }
}
