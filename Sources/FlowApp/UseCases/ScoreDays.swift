import FlowFeatures
import FlowKit
import FlowRecords
import FlowScores

/// `flow scores`: the reference scores of each morning in a window, or of one day.
public enum ScoreDays {
    /// What to read, with which settings, and which mornings to score.
    public struct Request: Sendable {
        /// The history.
        public var history: HistoryRequest
        /// The feature settings (the sleep need is the duration score's).
        public var settings: FeatureSettings
        /// The mornings shown, or one day.
        public var window: DayWindow, date: CalendarDay?

        /// A request from its parts.
        public init(history: HistoryRequest, settings: FeatureSettings, window: DayWindow, date: CalendarDay?) {
            (self.history, self.settings, self.window, self.date) = (history, settings, window, date)
        }
    }

    /// The mornings scored, and, when the rows asked for ran to the history's end, its latest
    /// night with the rows after it that were left out.
    public struct Result: Sendable {
        /// Each morning's scores, in date order.
        public var scores: [DayScores]
        /// Set when rows without a night followed the latest night and were left out.
        public var latestNight: LatestNight?
    }

    /// Reads the history and scores the mornings asked for (none in range is an error). Without a
    /// date or a last day, the mornings end at the latest night: the rows after it (a day still
    /// under way when the export was made) are no morning.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        var history = request.history
        history.needsRecords = false  // the scores read the table alone
        let table = try HistoryLoader.load(history, settings: request.settings, observer: observer).table
        var window = request.window
        var cut: LatestNight?
        if request.date == nil, window.to == nil, let latest = LatestNight(rows: table.rows), latest.hasRowsAfter {
            (window.to, cut) = (latest.morning, latest)
        }
        return Result(
            scores: try table.referenceScores(history: request.history.name, date: request.date, window: window),
            latestNight: cut)
    }
}
