import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// `flow evaluate`: how well a fit, or a stored model, predicts the person's labels, in
/// sample and on days it had not seen.
public enum Evaluate {
    /// An evaluation of a classic fit or of an anchored one.
    public enum Result: Sendable {
        /// The classic fit of SPEC 5 (or a classic model file).
        case classic(Evaluation)
        /// An anchored procedure's nested run (or an anchored model file refitted in each fold).
        case anchored(AnchoredEvaluation)
    }

    /// Reads the model file (when given: evaluated as it is, and the plan and settings are its
    /// own) before any input, then the history and labels, and evaluates.
    public static func run(
        _ request: FitRequest, modelFile: String?, observer: LoadObserver = .silent
    ) throws
        -> Result
    {
        if let file = modelFile {
            let model = try RecoveryModel.read(path: file)
            // Before any input is read: the labels would otherwise be searched for the reference model's target.
            guard model.standardise == .training else { throw TrainingError.untrainedModel(file: file) }
            let labelled = try LabelledHistory.load(
                request.history, labels: request.labels, settings: model.settings, observer: observer
            ) { _ in model.target }
            return try evaluate(labelled, model: model, file: file)
        }
        let labelled = try LabelledHistory.load(
            request.history, labels: request.labels, settings: request.settings, observer: observer,
            target: request.plan.target(for:))
        return try evaluate(
            labelled, plan: request.plan, sessions: request.history.sessions != nil, settings: request.settings)
    }

    /// A stored model on labelled days: a classic one as it is, an anchored one refitted in each fold.
    public static func evaluate(_ labelled: LabelledDays, model: RecoveryModel, file: String) throws -> Result {
        if model.anchor != nil { return .anchored(try AnchoredEvaluation(labelled, model: model, file: file)) }
        return .classic(try Evaluation(labelled, model: model, file: file))
    }

    /// The procedure the plan describes on labelled days: for an anchored plan the nested run,
    /// the whole procedure rerun on the days before each morning.
    public static func evaluate(
        _ labelled: LabelledDays, plan: FitPlan, sessions: Bool, settings: FeatureSettings
    ) throws -> Result {
        if let anchor = plan.anchor {
            let training = try AnchoredTrainer.train(
                labelled, candidates: plan.candidates(sessions: sessions), kind: anchor, mode: plan.select,
                ridge: plan.ridgeGiven, target: labelled.target, settings: settings, toolVersion: "evaluate")
            return .anchored(AnchoredEvaluation(training))
        }
        return .classic(
            try Evaluation(
                labelled, features: try plan.classicFeatures(), target: labelled.target, ridge: plan.ridge,
                settings: settings))
    }
}
