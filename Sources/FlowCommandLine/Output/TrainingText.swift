import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// How `flow train` reports the model it wrote.
enum TrainingText {
    /// What a training run wrote and what the fit says, with the verdict.
    static func summary(_ r: TrainingResult, path: String) -> String {
        let m = r.model
        var s =
            "wrote \(path): \(m.training.days) days, \(m.training.first?.description ?? "-") to "
            + "\(m.training.last?.description ?? "-"), target \(m.target.name) "
            + "\(num(m.target.lo)):\(num(m.target.hi)) \(m.target.direction.rawValue)\n"
        s +=
            "lambda \(num(m.lambda))"
            + (r.ridgeScores.isEmpty
                ? ""
                : " (chosen by rolling-origin RMSE: "
                    + r.ridgeScores.map {
                        "\(num($0.lambda)) → \($0.rmse.map { NumberFormat.decimals($0, 3) } ?? "n/a")"
                    }.joined(separator: ", ") + ")") + "\n"
        s +=
            "in-sample R² \(m.training.r2.map { NumberFormat.decimals($0, 3) } ?? "n/a"), "
            + "RMSE \(m.training.rmse.map { NumberFormat.decimals($0, 3) } ?? "n/a"); cross-validated RMSE "
            + (m.training.cvRMSE.map { NumberFormat.decimals($0, 3) } ?? "n/a (fewer than 29 labelled days)")
            + (r.ridgeScores.isEmpty ? "" : " (optimistic: it also chose lambda)") + "\n"
        s += (m.training.verdict?.summary ?? Verdict.none(minimumHistory: RollingOrigin.minimumHistory)) + "\n"
        if !m.dropped.isEmpty {
            s +=
                "dropped: " + m.dropped.map { "\($0) (\(r.dropReasons[$0] ?? "dropped"))" }.joined(separator: ", ")
                + "\n"
        }
        s += "effect on Recovery Flow, points per standard deviation (flags: when set):\n"
        let perUnit = RecoveryFlow.pointsPerUnit(m.target)
        var rows = m.features.map { ($0.feature.rawValue, $0.weight * perUnit) }
        rows += zip(MissingFlag.allCases, m.flagWeights).map { ($0.rawValue, $1 * perUnit) }
        for (name, points) in rows.sorted(by: { abs($0.1) > abs($1.1) }) where points != 0 {
            s +=
                "  \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(points >= 0 ? "+" : "")\(NumberFormat.decimals(points, 1))\n"
        }
        return s
    }
}
