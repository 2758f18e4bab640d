import FlowFeatures
import FlowInference
import FlowRecords

/// What training an anchored model produced: the model, its in-sample fit, and the two
/// rolling-origin runs, the honest nested one and the selection's own.
public struct AnchoredTraining: Sendable {
    /// The model to write (format version 2).
    public var model: RecoveryModel
    /// The final fit's errors over days 1…n−1 (day 0 has no anchor).
    public var inSample: FitMetrics
    /// Days fitted in sample.
    public var inSampleDays: Int
    /// The nested rolling origin: each day predicted by the whole procedure run on the days
    /// before it (nil when no day had 28 before it).
    public var nested: RollingOrigin?
    /// Per nested day: the features admitted and the λ used for it.
    public var nestedChoices: [(admitted: [Signal], lambda: Double)]
    /// The final selection's rolling origin on the days it was chosen on (it flatters).
    public var sameDays: RollingOrigin?
    /// The usable labelled days and the labels left out.
    public var labelled: LabelledDays
}

/// Trains an anchored model (SPEC 16): the anchor from the person's own earlier labels,
/// features admitted only when they cut the rolling-origin error by 10 %, scored by the
/// nested rolling origin.
public enum AnchoredTrainer {
    /// The feature penalty of an anchored model unless `--ridge` says otherwise.
    public static let defaultLambda = 100.0
    /// The anchor's own penalty, light, so the fit learns how much the ratings persist.
    public static let anchorPenalty = 1.0

    /// Trains on `labelled` with `candidates`, the anchor `kind`, `mode` and `ridge`.
    /// - Complexity: about O(n · combinations · p³) for the admission, where the nested
    ///   verdict adds only prefix-sum lookups.
    public static func train(
        _ labelled: LabelledDays, candidates: [Signal], kind: AnchorKind, mode: ModelSelection.Mode,
        ridge: RidgeChoice?, target: TargetScale, settings: FeatureSettings, toolVersion: String
    ) throws -> AnchoredTraining {
        let days = labelled.days
        guard days.count >= Trainer.minimumDays else {
            throw TrainingError.tooFewDays(needed: Trainer.minimumDays, have: days.count, why: "a fit")
        }
        if let y = days.first?.label, days.allSatisfy({ $0.label == y }) {
            throw TrainingError.labelsNeverVary(value: y, days: days.count)
        }
        let candidates = Set(candidates).sorted()
        let lambdas: [Double]
        switch ridge {
        case .fixed(let l)?: lambdas = [l]
        case .auto?: lambdas = Trainer.ridgeGrid
        case nil: lambdas = [defaultLambda]
        }
        let folds = AnchoredFolds(days: days, candidates: candidates, anchor: kind)
        var admission = Admission(folds: folds, lambdas: lambdas, mode: mode)
        let n = days.count
        let final = try admission.choose(before: n)

        // The nested verdict: day t predicted by the procedure run on days 0…t−1.
        var nestedPredictions: [RollingPrediction] = []
        var choices: [(admitted: [Signal], lambda: Double)] = []
        let baselines = RollingBaselines(days: days)
        for t in RollingOrigin.minimumHistory..<max(RollingOrigin.minimumHistory, n) {
            let choice = try admission.choose(before: t)
            guard let predicted = try admission.predictions(lambda: choice.lambda, set: choice.set)[t] else { continue }
            nestedPredictions.append(baselines.prediction(t, predicted))
            choices.append((choice.set.map { candidates[$0] }, lambdas[choice.lambda]))
        }
        let nested = RollingOrigin(predictions: nestedPredictions, target: target)
        let own = try admission.predictions(lambda: final.lambda, set: final.set)
        let sameDays = RollingOrigin(
            predictions: own.indices.compactMap { t in own[t].map { baselines.prediction(t, $0) } }, target: target)

        // Each anchor alone, for the record.
        var anchorSSE: [AnchorKind: Double] = [:]
        for other in AnchorKind.allCases {
            let alone = other == kind ? folds : AnchoredFolds(days: days, candidates: [], anchor: other)
            let p = try alone.predictions(set: [], lambda: lambdas[final.lambda])
            if p.contains(where: { $0 != nil }) {
                anchorSSE[other] = p.indices.reduce(0) { sum, t in
                    sum + (p[t].map { (days[t].label - $0) * (days[t].label - $0) } ?? 0)
                }
            }
        }

        let lambda = lambdas[final.lambda]
        let admitted = final.set.map { candidates[$0] }
        let fit = try AnchoredFit.fit(days: days, anchors: folds.anchors, features: admitted, lambda: lambda)
        if lambda == 0 && n - 1 < fit.fittedColumns + 2 {
            throw TrainingError.tooFewDays(
                needed: fit.fittedColumns + 3, have: n,
                why: "least squares with \(fit.fittedColumns) fitted columns (λ = 0)")
        }
        let labels = days.map(\.label)
        let anchor = ModelAnchor(
            kind: kind, mean: fit.anchorMean, sd: fit.anchorSD, weight: fit.anchorWeight,
            level: kind.level(after: labels) ?? labels[n - 1], labels: n, asOf: days[n - 1].row.day)
        let features = candidates.map { f -> ModelFeature in
            guard let j = admitted.firstIndex(of: f) else {
                return ModelFeature(feature: f, mean: 0, sd: 0, weight: 0, admitted: false)
            }
            return ModelFeature(feature: f, mean: fit.means[j], sd: fit.sds[j], weight: fit.weights[j], admitted: true)
        }
        let selection = ModelSelection(
            mode: mode,
            steps: final.steps.map {
                ModelSelection.Step(feature: candidates[$0.feature], sseBefore: $0.before, sseAfter: $0.after)
            },
            anchorSSE: anchorSSE,
            sameDays: sameDays.n > 0
                ? ModelSelection.SameDays(
                    n: sameDays.n, rmse: sameDays.metrics.rmse, skillVsMean: sameDays.skill(against: \.meanBaseline),
                    skillVsPersistence: sameDays.skill(against: \.persistence),
                    skillVsRecent: sameDays.skill(against: \.recent))
                : nil)
        let verdict = nested.n > 0 ? nested.verdict : nil
        let model = RecoveryModel(
            toolVersion: toolVersion, target: target, intercept: fit.intercept, lambda: lambda, features: features,
            flagWeights: Array(repeating: 0, count: MissingFlag.allCases.count), dropped: fit.dropped.map(\.rawValue),
            settings: settings, hrv: labelled.hrv,
            training: TrainingSummary(
                days: n, first: days[0].row.day, last: days[n - 1].row.day, r2: fit.metrics.r2 ?? 0,
                rmse: fit.metrics.rmse, mae: fit.metrics.mae, cvRMSE: nested.n > 0 ? nested.metrics.rmse : nil,
                verdict: verdict),
            anchor: anchor, selection: selection)
        return AnchoredTraining(
            model: model, inSample: fit.metrics, inSampleDays: n - 1, nested: nested.n > 0 ? nested : nil,
            nestedChoices: choices, sameDays: sameDays.n > 0 ? sameDays : nil, labelled: labelled)
    }
}
