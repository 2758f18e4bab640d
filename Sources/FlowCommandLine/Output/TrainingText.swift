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

extension TrainingText {
    /// What an anchored training run wrote: how much the ratings carry over, what was
    /// admitted and why, what was not, and the honest (nested) verdict.
    static func summary(_ r: AnchoredTraining, path: String) -> String {
        let m = r.model
        guard let anchor = m.anchor, let selection = m.selection else { return "" }
        let target = m.target.name
        var s =
            "wrote \(path): \(m.training.days) days, \(m.training.first?.description ?? "-") to "
            + "\(m.training.last?.description ?? "-"), target \(target) "
            + "\(num(m.target.lo)):\(num(m.target.hi)) \(m.target.direction.rawValue)\n"
        let source = anchor.kind.phrase
        s += "starts from \(source): " + carryOver(anchor, target: target) + "\n"
        let admitted = selection.steps.map { step in
            let cut = step.sseBefore > 0 ? (step.sseBefore - step.sseAfter) / step.sseBefore : 0
            return "\(step.feature.rawValue) (\(NumberFormat.decimals(100 * cut, 0)) % less error)"
        }
        let notAdmitted = m.features.filter { $0.admitted == false }.map(\.feature.rawValue)
        switch selection.mode {
        case .all:
            s += "every feature fitted without a test (--select all), lambda \(num(m.lambda))\n"
        case .auto where admitted.isEmpty:
            s +=
                m.training.days > RollingOrigin.minimumHistory
                ? "no body signal predicted your \(target) at least 10 % better than the anchor alone, so none was admitted\n"
                : "nothing could be admitted: a feature is tested on days it was not fitted to, which needs at least "
                    + "\(RollingOrigin.minimumHistory + 1) labelled days (\(m.training.days) here)\n"
        case .auto:
            s +=
                "admitted (error removed on the days they were chosen on): " + admitted.joined(separator: ", ")
                + "; lambda \(num(m.lambda))\n"
        }
        if !notAdmitted.isEmpty { s += "not admitted: " + notAdmitted.joined(separator: ", ") + "\n" }
        if !m.dropped.isEmpty { s += "dropped as constant or repeated: " + m.dropped.joined(separator: ", ") + "\n" }
        if let v = m.training.verdict {
            s +=
                "honestly, with this whole procedure rerun each morning on the days before it alone:\n  " + v.summary
                + "\n"
        } else {
            s += Verdict.none(minimumHistory: RollingOrigin.minimumHistory) + "\n"
        }
        return s
    }

    /// How much the person's ratings carry over from day to day, in words: the anchor's
    /// weight per unit of the anchor (0: the fit leans on their average; 1: on their recent level).
    static func carryOver(_ anchor: ModelAnchor, target: String) -> String {
        let share = anchor.sd > 0 ? anchor.weight / anchor.sd : 0
        let percent = NumberFormat.decimals(100 * share, 0)
        switch share {
        case ..<0.2:
            return
                "your \(target) barely carries over from day to day (\(percent) %), so the model leans on your average"
        case ..<0.6:
            return "your \(target) partly carries over from day to day (\(percent) %)"
        default:
            return
                "your \(target) largely carries over from day to day (\(percent) %), so the model follows your recent level"
        }
    }
}
