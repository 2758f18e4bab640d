import FlowInference
import FlowKit
import FlowRecords

/// `flow predict`: the Recovery Flow of chosen mornings, scored by a model (the reference
/// model by default).
public enum Predict {
    /// What to score.
    public struct Request: Sendable {
        /// The history.
        public var history: HistoryRequest
        /// The model file (nil: the reference model).
        public var modelFile: String?
        /// The person's labels, for a model that starts from their recent ratings.
        public var labels: LabelRequest?
        /// Which mornings.
        public var selection: DaySelection

        /// A request from its parts.
        public init(history: HistoryRequest, modelFile: String?, labels: LabelRequest?, selection: DaySelection) {
            self.history = history
            self.modelFile = modelFile
            self.labels = labels
            self.selection = selection
        }
    }

    /// The mornings scored, within the whole scored history.
    public struct Result: Sendable {
        /// The history as read and scored.
        public var load: ScoredLoad
        /// The mornings the selection names, scored or with the reason they are not.
        public var selected: [DayResult]
        /// True when labels were given to a model that does not start from them.
        public var labelsUnused: Bool

        /// The model that scored them.
        public var model: RecoveryModel { load.history.model }
    }

    /// Reads and scores the history and selects the mornings asked for.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        let load = try ScoredLoad.load(
            request.history, modelFile: request.modelFile, labels: request.labels, observer: observer)
        return try select(load, request.selection, labelsGiven: request.labels != nil)
    }

    /// The mornings `selection` names in a history already scored.
    public static func select(_ load: ScoredLoad, _ selection: DaySelection, labelsGiven: Bool) throws -> Result {
        Result(
            load: load, selected: try load.history.select(selection),
            labelsUnused: labelsGiven && load.history.model.anchor == nil)
    }
}
