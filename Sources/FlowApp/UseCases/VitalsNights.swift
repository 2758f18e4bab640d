import FlowFeatures
import FlowKit
import FlowRecords
import FlowVitals

/// `flow vitals`: each night's vitals against the person's own range, over a window.
public enum VitalsNights {
    /// Reads the history and lists the nights in `window`.
    public static func run(
        history: HistoryRequest, settings: FeatureSettings, window: DayWindow, observer: LoadObserver = .silent
    ) throws -> [VitalsNight] {
        var history = history
        history.needsRecords = false  // every vital, and the cycle's starts, are cells of the table
        let table = try HistoryLoader.load(history, settings: settings, observer: observer).table
        return try window.select(Vitals.nights(table), of: try table.days(history: history.name), day: \.day)
    }
}
