import FlowFeatures
import FlowInference
import FlowRecords

/// `flow evaluate` for an anchored model (SPEC 16): the whole procedure's honest nested run,
/// or a stored model's anchor, features and λ refitted in every fold (no new selection).
public struct AnchoredEvaluation: Sendable {
    /// The penalty and the anchor's kind.
    public var lambda: Double, anchor: AnchorKind
    /// The admitted features.
    public var admitted: [Signal]
    /// In sample over days 1…n−1: the final fit's errors, or a stored model's as it is.
    public var inSample: FitMetrics
    /// The coefficients shown in sample (name and weight).
    public var coefficients: [(name: String, weight: Double)]
    /// The rolling origin: nested for the procedure, plain for a stored model.
    public var rolling: RollingOrigin?
    /// Per rolling day of the nested run: the features admitted and λ (empty for a stored model).
    public var choices: [(admitted: [Signal], lambda: Double)]
    /// The selection record, when the procedure ran here.
    public var selection: ModelSelection?
    /// The days and the labels left out.
    public var labelled: LabelledDays

    /// The evaluation of a training run.
    public init(_ t: AnchoredTraining) {
        let m = t.model
        lambda = m.lambda
        anchor = m.anchor?.kind ?? .recent
        admitted = m.features.filter { $0.admitted == true }.map(\.feature)
        inSample = t.inSample
        coefficients =
            [("intercept", m.intercept)]
            + m.features.filter { $0.admitted == true }.map { ($0.feature.rawValue, $0.weight) }
        rolling = t.nested
        choices = t.nestedChoices
        selection = m.selection
        labelled = t.labelled
    }

    /// A stored anchored model on these days: in sample as it is (each day's anchor from the
    /// labels before it), then rolling origin refitting its anchor kind, features and λ.
    public init(_ labelled: LabelledDays, model: RecoveryModel, file: String) throws {
        guard let stored = model.anchor else { throw TrainingError.untrainedModel(file: file) }
        let days = labelled.days
        guard days.count >= 2 else {
            throw TrainingError.tooFewDays(needed: 2, have: days.count, why: "scoring a model")
        }
        lambda = model.lambda
        anchor = stored.kind
        admitted = model.features.filter { $0.admitted == true }.map(\.feature)
        let anchors = stored.kind.anchors(days.map(\.label))
        var labels: [Double] = []
        var predictions: [Double] = []
        for (i, day) in days.enumerated() {
            guard let a = anchors[i] else { continue }
            labels.append(day.label)
            predictions.append(model.predict(day.row) + stored.part(a))
        }
        inSample = FitMetrics(labels: labels, predictions: predictions)
        coefficients = model.features.map { ($0.feature.rawValue, $0.weight) }
        let folds = AnchoredFolds(days: days, candidates: admitted, anchor: stored.kind)
        let p = try folds.predictions(set: Array(admitted.indices), lambda: model.lambda)
        let baselines = RollingBaselines(days: days)
        let r = RollingOrigin(
            predictions: p.indices.compactMap { t in p[t].map { baselines.prediction(t, $0) } }, target: model.target)
        rolling = r.n > 0 ? r : nil
        choices = []
        selection = nil
        self.labelled = labelled
    }
}
