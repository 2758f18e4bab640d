import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// A history joined with its labels: the days a fit or an evaluation uses.
public enum LabelledHistory {
    /// Reads the history with `settings`, then the labels on the history's clock (or the one
    /// the request names), for the target `target` picks once the labels are read.
    public static func load(
        _ history: HistoryRequest, labels: LabelRequest, settings: FeatureSettings, observer: LoadObserver = .silent,
        target: (LabelTable) throws -> TargetScale
    ) throws -> LabelledDays {
        let loaded = try HistoryLoader.load(history, settings: settings, observer: observer)
        return try LabelLoader.labelledDays(
            labels, table: loaded.table, historyClock: loaded.clock, observer: observer, target: target)
    }
}
