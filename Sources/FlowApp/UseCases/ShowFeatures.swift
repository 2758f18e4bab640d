import FlowFeatures
import FlowKit
import FlowRecords

/// `flow features`: the feature table of a history, over a window of days.
public enum ShowFeatures {
    /// What to read, with which settings, and which days to show.
    public typealias Request = DaysRequest

    /// The table, the rows in the window, and the history's first and last day.
    public struct Result: Sendable {
        /// The whole table (its settings and columns).
        public var table: FeatureTable
        /// The rows in the window.
        public var rows: [FeatureRow]
        /// The history's first and last day.
        public var days: ClosedRange<CalendarDay>
    }

    /// Reads the history and selects the rows in the window (an empty window is an error).
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        var history = request.history
        history.needsRecords = false  // the table is what is shown
        let table = try HistoryLoader.load(history, settings: request.settings, observer: observer).table
        let name = request.history.name
        return Result(
            table: table, rows: try table.rows(in: request.window, history: name), days: try table.days(history: name))
    }
}
