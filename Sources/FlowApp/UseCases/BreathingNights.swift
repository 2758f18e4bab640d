import FlowFeatures
import FlowKit
import FlowRecords
import FlowVitals

/// `flow breathing`: each night's breathing during sleep (SPEC 22) and the 30-night pattern
/// on each morning, over a window; the whole history is read for the ranges and the pattern.
public enum BreathingNights {
    /// The nights listed, and the pattern of each listed morning (nil where there is none).
    public struct Result: Sendable {
        /// The nights, in date order.
        public var nights: [BreathingNight]
        /// The pattern as of each listed morning, one a night.
        public var patterns: [BreathingPattern?]
        /// Whether any night of the whole history has oxygen readings or disturbances.
        public var measured: Bool
    }

    /// Reads the history and lists the nights in `window`.
    public static func run(
        history: HistoryRequest, settings: FeatureSettings, window: DayWindow, observer: LoadObserver = .silent
    ) throws -> Result {
        var history = history
        history.needsRecords = false  // the table's breathing columns hold every night's numbers
        let table = try HistoryLoader.load(history, settings: settings, observer: observer).table
        let all = BreathingNight.nights(table.rows)
        let listed = try window.select(Array(all.indices), of: try table.days(history: history.name)) { all[$0].day }
        return Result(
            nights: listed.map { all[$0] }, patterns: listed.map { BreathingPattern(all, at: $0) },
            measured: all.contains { $0.oxygen != nil || $0.disturbances != nil })
    }
}
