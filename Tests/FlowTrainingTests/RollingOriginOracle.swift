import FlowFeatures
import FlowInference
import FlowTraining

extension RollingOrigin {
    /// The same evaluation by refitting from scratch with `RidgeFit` for every day: slow,
    /// kept as the oracle the fast path is tested against.
    init(refittingEveryDay days: [LabelledDay], features: [Feature], lambda: Double, target: TargetScale) throws {
        var out: [RollingPrediction] = []
        for t in days.indices where t >= RollingOrigin.minimumHistory {
            let training = days[..<t]
            let fit = try RidgeFit.fit(training, features: features, lambda: lambda)
            if lambda == 0 && training.count < fit.fittedColumnCount + 2 { continue }
            var recent = RecentLevel()
            for d in training { recent.add(d.label) }
            out.append(
                RollingPrediction(
                    day: days[t], predicted: fit.predict(days[t].row),
                    meanBaseline: training.reduce(0) { $0 + $1.label } / Double(training.count),
                    persistence: days[t - 1].label, recent: recent.value ?? days[t - 1].label))
        }
        self.init(predictions: out, target: target)
    }
}
