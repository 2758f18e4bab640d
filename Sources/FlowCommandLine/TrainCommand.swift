import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// `flow train`: history and labels in, model file out.
enum TrainCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, valued: ModelOptions.valued.union(["--history", "--labels", "--out", "--max-hr", "--age", "--sleep-need"]),
                                 flags: [])
        let out = try args.required("--out")
        let options = try ModelOptions(args)
        let settings = try FeaturesCommand.settings(args)
        let labelled = try ModelOptions.labelledDays(args, settings: settings, target: options.target, console: console)
        let result = try reportingTrainingErrors {
            try Trainer.train(labelled, features: options.features, target: options.target, ridge: options.ridge,
                              settings: settings, toolVersion: FlowCommand.version)
        }
        try AtomicFile.write(result.model.json.text() + "\n", to: out)
        console.out(summary(result, path: out))
    }

    static func summary(_ r: TrainingResult, path: String) -> String {
        let m = r.model
        var s = "wrote \(path): \(m.training.days) days, \(m.training.first) to \(m.training.last), target \(m.target.name) "
            + "\(num(m.target.lo)):\(num(m.target.hi)) \(m.target.direction.rawValue)\n"
        s += "lambda \(num(m.lambda))" + (r.ridgeScores.isEmpty ? "" : " (chosen by rolling-origin RMSE: "
            + r.ridgeScores.map { "\(num($0.lambda)) → \($0.rmse.map { DriverSentence.decimals($0, 3) } ?? "n/a")" }.joined(separator: ", ") + ")") + "\n"
        s += "in-sample R² \(DriverSentence.decimals(m.training.r2, 3)), RMSE \(DriverSentence.decimals(m.training.rmse, 3)); cross-validated RMSE "
            + (m.training.cvRMSE.map { DriverSentence.decimals($0, 3) } ?? "n/a (fewer than 29 labelled days)")
            + (r.ridgeScores.isEmpty ? "" : " (optimistic: it also chose lambda)") + "\n"
        if !m.dropped.isEmpty {
            s += "dropped: " + m.dropped.map { "\($0) (\(r.dropReasons[$0] ?? "dropped"))" }.joined(separator: ", ") + "\n"
        }
        s += "effect on Recovery Flow, points per standard deviation (flags: when set):\n"
        let perUnit = RecoveryFlow.pointsPerUnit(m.target)
        var rows = m.features.map { ($0.feature.rawValue, $0.weight * perUnit) }
        rows += zip(MissingFlag.allCases, m.flagWeights).map { ($0.rawValue, $1 * perUnit) }
        for (name, points) in rows.sorted(by: { abs($0.1) > abs($1.1) }) where points != 0 {
            s += "  \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(points >= 0 ? "+" : "")\(DriverSentence.decimals(points, 1))\n"
        }
        return s
    }
}

/// A number in its shortest form (`3`, `0.3`).
func num(_ v: Double) -> String { FeatureSettings.format(v) }
