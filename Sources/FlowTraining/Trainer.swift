import FlowFeatures
import FlowInference
import FlowRecords

/// How the ridge penalty is chosen.
public enum RidgeChoice: Equatable, Sendable {
    /// A fixed λ (0 is ordinary least squares).
    case fixed(Double)
    /// The λ of `Trainer.ridgeGrid` with the lowest rolling-origin RMSE.
    case auto
}

/// What a training run produced: the model, the fit behind it and the evaluation that
/// gave its cross-validated RMSE.
public struct TrainingResult: Sendable {
    /// The model to write.
    public var model: RecoveryModel
    /// The direct fit on all usable labelled days.
    public var fit: RidgeFit
    /// Rolling origin with the chosen λ (nil when no day had 28 before it).
    public var rolling: RollingOrigin?
    /// With `--ridge auto`: each λ's rolling-origin RMSE (nil where no day was predicted).
    public var ridgeScores: [(lambda: Double, rmse: Double?)]
    /// The days trained on and the labels that were not usable.
    public var labelled: LabelledDays
    /// Why each dropped column was dropped.
    public var dropReasons: [String: String] { fit.drops.reasons }
}

/// Trains a person's model (SPEC section 5).
public enum Trainer {
    /// The penalties `--ridge auto` chooses from.
    public static let ridgeGrid: [Double] = [0, 0.3, 1, 3, 10, 30, 100]
    /// The fewest usable labelled days any fit accepts.
    public static let minimumDays = 14
    /// What needs more days when λ is chosen on days the fit has not seen (SPEC 5's automatic λ).
    public static let choosingLambda = "choosing λ on days not yet seen"
    /// The model features used unless others are chosen.
    public static let defaultFeatures: [Feature] = [
        .sleepHours, .sleepEfficiency, .deepShare, .remShare, .wakeCount, .sleepRegularity, .steps, .activeHours,
        .rhrDelta, .hrvRatio, .sleepingHR, .strainLoad,
    ]

    /// Fits a model to the usable labelled days.
    public static func train(
        _ labelled: LabelledDays, features: [Feature] = defaultFeatures, target: TargetScale,
        ridge: RidgeChoice, settings: FeatureSettings, toolVersion: String
    ) throws -> TrainingResult {
        let days = labelled.days
        guard days.count >= minimumDays else {
            throw TrainingError.tooFewDays(needed: minimumDays, have: days.count, why: "a fit")
        }
        if let y = days.first?.label, days.allSatisfy({ $0.label == y }) {
            throw TrainingError.labelsNeverVary(value: y, days: days.count)
        }
        var scores: [(lambda: Double, rmse: Double?)] = []
        var chosenRolling: RollingOrigin?
        let lambda: Double
        switch ridge {
        case .fixed(let l):
            lambda = l
        case .auto:
            guard days.count > RollingOrigin.minimumHistory else {
                throw TrainingError.tooFewDays(
                    needed: RollingOrigin.minimumHistory + 1, have: days.count, why: Trainer.choosingLambda)
            }
            var best: (Double, Double, RollingOrigin)?
            for l in ridgeGrid {
                let rolling = try RollingOrigin(days: days, features: features, lambda: l, target: target)
                let rmse = rolling.n > 0 ? rolling.metrics.rmse : nil
                scores.append((l, rmse))
                if let rmse, rmse < (best?.1 ?? .infinity) { best = (l, rmse, rolling) }
            }
            guard let best else {
                throw TrainingError.tooFewDays(
                    needed: RollingOrigin.minimumHistory + 1, have: days.count,
                    why: Trainer.choosingLambda + " (no λ could be evaluated)")
            }
            lambda = best.0
            chosenRolling = best.2
        }
        let fit = try RidgeFit.fit(days, features: features, lambda: lambda)
        if lambda == 0 && days.count < fit.fittedColumnCount + 2 {
            throw TrainingError.tooFewDays(
                needed: fit.fittedColumnCount + 2, have: days.count,
                why: "least squares with \(fit.fittedColumnCount) fitted columns (λ = 0)")
        }
        if chosenRolling == nil {
            chosenRolling = try RollingOrigin(days: days, features: features, lambda: lambda, target: target)
        }
        let rolling = chosenRolling.flatMap { $0.n > 0 ? $0 : nil }
        let metrics = fit.metrics
        let featureColumns = fit.columns.enumerated().compactMap { (c, column) -> ModelFeature? in
            guard case .feature(let f) = column else { return nil }
            return ModelFeature(feature: .feature(f), mean: fit.means[c], sd: fit.sds[c], weight: fit.weights[c])
        }
        let flagWeights = fit.columns.enumerated().compactMap { (c, column) -> Double? in
            if case .flag = column { return fit.weights[c] } else { return nil }
        }
        let dropped = fit.columns.enumerated().filter { !fit.drops.kept[$0.offset] }.map(\.element.name)
        let model = RecoveryModel(
            toolVersion: toolVersion, target: target, intercept: fit.intercept, lambda: lambda,
            features: featureColumns,
            flagWeights: flagWeights, dropped: dropped, settings: settings, hrv: labelled.hrv,
            training: TrainingSummary(
                days: days.count, first: days[0].row.day, last: days[days.count - 1].row.day,
                r2: metrics.r2 ?? 0, rmse: metrics.rmse, mae: metrics.mae,
                cvRMSE: rolling?.metrics.rmse, verdict: rolling?.verdict))
        return TrainingResult(model: model, fit: fit, rolling: rolling, ridgeScores: scores, labelled: labelled)
    }
}
