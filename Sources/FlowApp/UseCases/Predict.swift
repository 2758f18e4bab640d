import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords

/// `flow predict`: the Recovery Flow of chosen mornings, scored by a model (the reference
/// model by default).
public enum Predict {
    /// The mornings scored, within the whole scored history.
    public struct Result: Sendable {
        /// The history as read and scored.
        public var load: ScoredLoad
        /// The mornings the selection names, scored or with the reason they are not.
        public var selected: [DayResult]
        /// True when labels were given to a model that does not start from them.
        public var labelsUnused: Bool
        /// For the latest morning: the history's latest night, when rows without a night follow it.
        public var latestNight: LatestNight?

        /// The model that scored them.
        public var model: RecoveryModel { load.history.model }
    }

    /// Reads and scores the history and selects the mornings asked for.
    public static func run(
        _ request: ScoredRequest, selection: DaySelection, observer: LoadObserver = .silent
    )
        throws -> Result
    {
        var request = request
        request.history.needsRecords = false  // the feature table is all a morning's score reads
        let load = try ScoredLoad.load(request, observer: observer)
        return try select(load, selection, labelsGiven: request.labels != nil)
    }

    /// The mornings `selection` names in a history already scored.
    public static func select(_ load: ScoredLoad, _ selection: DaySelection, labelsGiven: Bool) throws -> Result {
        Result(
            load: load, selected: try load.history.select(selection),
            labelsUnused: labelsGiven && load.history.model.anchor == nil,
            latestNight: selection == .latest ? load.history.latestNight.flatMap { $0.hasRowsAfter ? $0 : nil } : nil)
    }
}
