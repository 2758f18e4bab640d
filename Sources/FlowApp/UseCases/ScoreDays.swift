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

    /// Reads the history and scores the mornings asked for (none in range is an error).
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> [DayScores] {
        var history = request.history
        history.needsRecords = false  // the scores read the table alone
        let table = try HistoryLoader.load(history, settings: request.settings, observer: observer).table
        return try table.referenceScores(history: request.history.name, date: request.date, window: request.window)
    }
}
