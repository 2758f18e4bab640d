import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// `flow train`: a history and its labels in, a model out, with its honest verdict.
public enum Train {
    /// A trained model: the classic fit of SPEC 5, or one that starts from the person's own labels.
    public enum Result: Sendable {
        /// `--anchor none --select all`.
        case classic(TrainingResult)
        /// The default: an anchor, features admitted only when they earn their place.
        case anchored(AnchoredTraining)

        /// The model to write.
        public var model: RecoveryModel {
            switch self {
            case .classic(let r): r.model
            case .anchored(let r): r.model
            }
        }
    }

    /// Reads the history and labels and trains as the plan says.
    public static func run(
        _ request: FitRequest, toolVersion: String, observer: LoadObserver = .silent
    ) throws
        -> Result
    {
        let labelled = try LabelledHistory.load(
            request.history, labels: request.labels, settings: request.settings, observer: observer,
            target: request.plan.target(for:))
        return try fit(
            labelled, plan: request.plan, sessions: request.history.sessions != nil, settings: request.settings,
            toolVersion: toolVersion)
    }

    /// Trains on labelled days already joined with their table, as the plan says (`sessions`:
    /// a session log was read, so its load is a candidate by default).
    public static func fit(
        _ labelled: LabelledDays, plan: FitPlan, sessions: Bool, settings: FeatureSettings, toolVersion: String
    ) throws -> Result {
        guard let anchor = plan.anchor else {
            return .classic(
                try Trainer.train(
                    labelled, features: try plan.classicFeatures(), target: labelled.target, ridge: plan.ridge,
                    settings: settings, toolVersion: toolVersion))
        }
        return .anchored(
            try AnchoredTrainer.train(
                labelled, candidates: plan.candidates(sessions: sessions), kind: anchor, mode: plan.select,
                ridge: plan.ridgeGiven, target: labelled.target, settings: settings, toolVersion: toolVersion))
    }
}
