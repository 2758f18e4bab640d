import FlowRecords

extension Verdict {
    /// The verdict in words: which of the three honest baselines the model beat out of sample.
    public var conclusion: String {
        guard beatsAverage else {
            return "no better than predicting your own average, so its score says no more than your usual level"
        }
        switch ((skillVsPersistence ?? 0) > 0, (skillVsRecent ?? 0) > 0) {
        case (true, true): return "beats all three baselines: your average, yesterday's label and your recent level"
        case (true, false): return "beats your average and yesterday's label, but not your recent level"
        case (false, true): return "beats your average and your recent level, but not yesterday's label"
        case (false, false): return "beats your average, but neither yesterday's label nor your recent level"
        }
    }
}

extension Verdict {
    /// The verdict's numbers in a line, then its conclusion.
    public var summary: String {
        func skill(_ x: Double?) -> String { x.map { NumberFormat.decimals($0, 2) } ?? "n/a" }
        return "verdict over \(days) days predicted out of sample: skill \(skill(skillVsMean)) against your average, "
            + "\(skill(skillVsPersistence)) against yesterday's label, \(skill(skillVsRecent)) against your recent level\n"
            + "  \(conclusion)"
    }

    /// What is said when no verdict could be computed: no labelled day had enough before it.
    public static func none(minimumHistory: Int) -> String {
        "verdict: none: no labelled day had \(minimumHistory) usable labelled days before it, so the model could not be "
            + "tested out of sample (\(minimumHistory + 1) or more are needed)"
    }
}

extension RecoveryModel {
    /// The warning `flow predict` gives once for a trained model that has not shown it
    /// predicts the person's labels better than their own average; nil otherwise.
    public var verdictWarning: String? {
        guard !isUntrained, training.verdict?.beatsAverage != true else { return nil }
        let why =
            training.verdict == nil
            ? "it has no out-of-sample verdict (too few labelled days to test it, or a file from before verdicts)"
            : "out of sample it did not predict your labels better than your own average"
        return
            "note: this model is not known to beat your average: \(why), so today's score is no more than your usual level"
    }
}
