import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTraining

/// What a scored history reads: the history, the model file (nil: the reference model) and,
/// for a model that starts from the person's recent ratings, their labels.
public struct ScoredRequest: Sendable {
    /// The history.
    public var history: HistoryRequest
    /// The model file (nil: the reference model).
    public var modelFile: String?
    /// The person's labels, for a model that starts from their recent ratings.
    public var labels: LabelRequest?

    /// A request from its parts.
    public init(history: HistoryRequest, modelFile: String?, labels: LabelRequest?) {
        (self.history, self.modelFile, self.labels) = (history, modelFile, labels)
    }
}

/// A history read with a model's settings and scored by it: what `predict`, `report`,
/// `export`, `garden`, `trend`, `scores`, `vitals` and `insights` start from.
public struct ScoredLoad: Sendable {
    /// The history as read.
    public var loaded: LoadedHistory
    /// The table scored by the model.
    public var history: ScoredHistory
    /// The labelled days an anchored model took its mornings' anchors from (nil otherwise).
    public var labelled: LabelledDays?

    /// A scored load from its parts.
    public init(loaded: LoadedHistory, history: ScoredHistory, labelled: LabelledDays?) {
        (self.loaded, self.history, self.labelled) = (loaded, history, labelled)
    }

    /// Reads the model (`modelFile`, or the reference model), the history with its settings
    /// and, for a model that starts from the person's recent labels, the labels (read once, for
    /// every use), and scores every morning.
    public static func load(_ scored: ScoredRequest, observer: LoadObserver = .silent) throws -> ScoredLoad {
        let (request, modelFile, labels) = (scored.history, scored.modelFile, scored.labels)
        let model = try modelFile.map { try RecoveryModel.read(path: $0) } ?? RecoveryModel.reference()
        let loaded = try HistoryLoader.load(request, settings: model.settings, observer: observer)
        var labelled: LabelledDays?
        if let labels, model.anchor != nil {
            // The anchor of each morning comes from the labels before it, on the model's own scale.
            do {
                labelled = try LabelLoader.labelledDays(
                    labels, table: loaded.table, historyClock: loaded.clock, observer: observer
                ) { _ in model.target }
            } catch TrainingError.noSuchTarget(_, let target, let available) {
                throw CommandError.input(
                    "\(labels.file) has no '\(target)' column, the target of \(modelFile ?? "the model") "
                        + "(its columns: \(available.joined(separator: ", ")))", kind: .data)
            }
        }
        let scored = try ScoredHistory(
            name: request.name, table: loaded.table, model: model, modelFile: modelFile,
            labels: labelled?.days.map { ($0.row.day, $0.label) })
        return ScoredLoad(loaded: loaded, history: scored, labelled: labelled)
    }
}
