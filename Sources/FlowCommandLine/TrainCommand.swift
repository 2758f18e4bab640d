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
        let labelled = try ModelOptions.labelledDays(args, settings: settings, console: console, target: options.target(for:))
        let result = try reportingTrainingErrors {
            try Trainer.train(labelled, features: options.features, target: labelled.target, ridge: options.ridge,
                              settings: settings, toolVersion: FlowCommand.version)
        }
        try AtomicFile.write(result.model.json.text() + "\n", to: out)
        console.out(summary(result, path: out))
    }

    static func summary(_ r: TrainingResult, path: String) -> String {
        let m = r.model
        var s = "wrote \(path): \(m.training.days) days, \(m.training.first?.description ?? "-") to "
            + "\(m.training.last?.description ?? "-"), target \(m.target.name) "
            + "\(num(m.target.lo)):\(num(m.target.hi)) \(m.target.direction.rawValue)\n"
        s += "lambda \(num(m.lambda))" + (r.ridgeScores.isEmpty ? "" : " (chosen by rolling-origin RMSE: "
            + r.ridgeScores.map { "\(num($0.lambda)) → \($0.rmse.map { DriverSentence.decimals($0, 3) } ?? "n/a")" }.joined(separator: ", ") + ")") + "\n"
        s += "in-sample R² \(m.training.r2.map { DriverSentence.decimals($0, 3) } ?? "n/a"), "
            + "RMSE \(m.training.rmse.map { DriverSentence.decimals($0, 3) } ?? "n/a"); cross-validated RMSE "
            + (m.training.cvRMSE.map { DriverSentence.decimals($0, 3) } ?? "n/a (fewer than 29 labelled days)")
            + (r.ridgeScores.isEmpty ? "" : " (optimistic: it also chose lambda)") + "\n"
        s += verdictText(m.training.verdict) + "\n"
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

/// The rolling-origin verdict in a line or two, or why there is none.
func verdictText(_ verdict: Verdict?) -> String {
    guard let v = verdict else {
        return "verdict: none: no labelled day had \(RollingOrigin.minimumHistory) usable labelled days before it, so the model "
            + "could not be tested out of sample (\(RollingOrigin.minimumHistory + 1) or more are needed)"
    }
    func skill(_ x: Double?) -> String { x.map { DriverSentence.decimals($0, 2) } ?? "n/a" }
    return "verdict over \(v.days) days predicted out of sample: skill \(skill(v.skillVsMean)) against your average, "
        + "\(skill(v.skillVsPersistence)) against yesterday's label, \(skill(v.skillVsRecent)) against your recent level\n"
        + "  \(v.conclusion)"
}

/// A number in its shortest form (`3`, `0.3`).
func num(_ v: Double) -> String { FeatureSettings.format(v) }
