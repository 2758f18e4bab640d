import FlowFeatures
import FlowInference

/// Everything `flow evaluate` reports (SPEC section 6).
public struct Evaluation: Sendable {
    /// The in-sample block.
    public struct InSample: Sendable {
        /// Fit metrics over the given days.
        public var metrics: FitMetrics
        /// Adjusted R², rank and condition number: nil when a model file is scored as it is.
        public var adjustedR2: Double?, rank: Int?, conditionNumber: Double?
        /// The coefficients (with standard errors and t values for a λ = 0 fit).
        public var coefficients: [Coefficient]
    }

    /// The penalty in use.
    public var lambda: Double
    /// The in-sample block.
    public var inSample: InSample
    /// Rolling origin (nil when no day had 28 usable labelled days before it).
    public var rolling: RollingOrigin?
    /// With `--ridge auto`: each λ's rolling RMSE; the chosen one's RMSE is optimistic.
    public var ridgeScores: [(lambda: Double, rmse: Double?)]
    /// True when a model file was scored as it is.
    public var usesModelFile: Bool
    /// The days and the skipped labels.
    public var labelled: LabelledDays

    /// Fits on all the days (as `flow train` would) and evaluates that fit.
    public init(
        _ labelled: LabelledDays, features: [Feature], target: TargetScale, ridge: RidgeChoice,
        settings: FeatureSettings
    ) throws {
        let result = try Trainer.train(
            labelled, features: features, target: target, ridge: ridge, settings: settings,
            toolVersion: "")
        let fit = result.fit
        lambda = fit.lambda
        inSample = InSample(
            metrics: fit.metrics, adjustedR2: fit.adjustedR2, rank: fit.rank,
            conditionNumber: fit.conditionNumber, coefficients: try fit.coefficients())
        rolling = result.rolling
        ridgeScores = result.ridgeScores
        usesModelFile = false
        self.labelled = labelled
    }

    /// Scores a model as it is on the days (on days after its training period, a true
    /// test), then runs rolling origin with its λ, features and target.
    public init(_ labelled: LabelledDays, model: RecoveryModel, file: String = "model") throws {
        guard model.standardise == .training else { throw TrainingError.untrainedModel(file: file) }
        if let hrv = model.hrv, hrv != labelled.hrv {
            throw ModelError.otherHRV(file: file, model: hrv, table: labelled.hrv)
        }
        guard !labelled.days.isEmpty else { throw TrainingError.tooFewDays(needed: 1, have: 0, why: "scoring a model") }
        lambda = model.lambda
        let predictions = labelled.days.map { model.predict($0.row) }
        var coefficients = [Coefficient(name: "intercept", weight: model.intercept, se: nil, t: nil)]
        coefficients += model.features.map {
            Coefficient(name: $0.feature.rawValue, weight: $0.weight, se: nil, t: nil)
        }
        coefficients += zip(MissingFlag.allCases, model.flagWeights).map {
            Coefficient(name: $0.rawValue, weight: $1, se: nil, t: nil)
        }
        inSample = InSample(
            metrics: FitMetrics(labels: labelled.days.map(\.label), predictions: predictions),
            adjustedR2: nil, rank: nil, conditionNumber: nil, coefficients: coefficients)
        let r = try RollingOrigin(
            days: labelled.days, features: model.features.compactMap(\.feature.feature), lambda: model.lambda,
            target: model.target)
        rolling = r.n > 0 ? r : nil
        ridgeScores = []
        usesModelFile = true
        self.labelled = labelled
    }
}
