import FlowInference
import FlowKit
import FlowMorning
import FlowRecords
import FlowTonight

/// `flow today`: this morning in one screen, every part what the other commands give for the
/// same morning, from one reading of the history.
public enum ShowToday {
    /// The history and model (as `flow predict`), the morning, the check-ins, the free days and
    /// the wall clock's date.
    public struct Request: Sendable {
        /// The history, the model and the labels, as `flow predict` reads them.
        public var scored: ScoredRequest
        /// The morning shown (nil: the history's last).
        public var date: CalendarDay?
        /// A check-in file (nil: the history's own check-ins, a library's or an export's journal).
        public var checkins: String?
        /// Which mornings have no alarm.
        public var freeDays: FreeDays
        /// The wall clock's date (injected, so a test fixes it).
        public var today: CalendarDay
        /// How many mornings' cards to list, ending with the one shown (0: none).
        public var past: Int

        /// A request from its parts.
        public init(
            scored: ScoredRequest, date: CalendarDay?, checkins: String?, freeDays: FreeDays, today: CalendarDay,
            past: Int = 0
        ) {
            (self.scored, self.date, self.checkins, self.freeDays, self.today) = (
                scored, date, checkins, freeDays, today
            )
            self.past = past
        }
    }

    /// The morning, and the history it was read from (its model, for the notes predict gives).
    public struct Result: Sendable {
        /// This morning.
        public var morning: Morning
        /// The history as read and scored.
        public var load: ScoredLoad
    }

    /// Reads the history once (a library's stored table, its check-ins and facts) and gathers the morning.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        let given = try request.checkins.map(LabelLoader.checkins)
        var scored = request.scored
        scored.history.needsRecords = false  // the table, the check-ins and the library's facts suffice
        let load = try ScoredLoad.load(scored, observer: observer)
        let loaded = load.loaded
        var asked = ScoredHistory.MorningRequest(
            date: request.date, today: request.today, freeDays: request.freeDays,
            checkins: given ?? loaded.checkins, restingHRIsNightly: loaded.restingHRIsNightly,
            lastImport: loaded.lastImportDay, past: request.past)
        asked.vo2max = loaded.latestVO2max
        let morning = try load.history.morning(asked)
        return Result(morning: morning, load: load)
    }
}
