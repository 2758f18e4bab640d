import FlowRecords
import FlowStatistics

extension SkillJudgement {
    /// The judgement in words: "beats", "worse than", "cannot tell apart", "too few days to judge (5)".
    public var words: String {
        switch self {
        case .beats: "beats"
        case .worse: "worse than"
        case .cannotTellApart: "cannot tell apart"
        case .tooFewDays(let n): "too few days to judge (\(n))"
        }
    }
}

extension Verdict {
    /// One baseline's line: `vs your recent level −0.13 [−0.41, +0.15]: cannot tell apart`
    /// (without an interval: `vs your recent level −0.13: too few days to judge (5)`).
    public func line(_ baseline: VerdictBaseline) -> String {
        "vs \(baseline.phrase) " + assessment(baseline)
    }

    /// The skill against a baseline, its interval and what they allow one to say:
    /// `−0.13 [−0.41, +0.15]: cannot tell apart`.
    public func assessment(_ baseline: VerdictBaseline) -> String {
        var s = skill(baseline).map { NumberFormat.signed($0, 2) } ?? "n/a"
        if let i = interval(baseline) { s += " " + i.text }
        return s + ": " + judgement(baseline).words
    }

    /// The verdict in words: which of the three honest baselines the model beat out of
    /// sample, by the whole of each interval; a sign alone is never called a win.
    public var conclusion: String {
        let usual = "so its score says no more than your usual level"
        switch judgement(.mean) {
        case .tooFewDays(let n):
            return "cannot be judged yet, too few days to judge (\(n)): a skill over fewer than "
                + "\(SkillInterval.minimumDays) days could be luck either way, \(usual)"
        case .worse:
            return "worse than predicting your own average, \(usual)"
        case .cannotTellApart:
            return "cannot be told apart from predicting your own average, \(usual)"
        case .beats:
            let others: [VerdictBaseline] = [.persistence, .recent]
            let beaten = others.filter { judgement($0) == .beats }
            if beaten.count == others.count {
                return "beats all three baselines: your average, yesterday's label and your recent level"
            }
            var s = "beats your average" + beaten.map { " and \($0.phrase)" }.joined()
            let unclear = others.filter { judgement($0) == .cannotTellApart }.map(\.phrase)
            let worse = others.filter { judgement($0) == .worse }.map(\.phrase)
            if !unclear.isEmpty { s += "; cannot tell it apart from " + unclear.joined(separator: " or ") }
            if !worse.isEmpty { s += "; worse than " + worse.joined(separator: " and ") }
            return s
        }
    }

    /// The verdict's lines, one per baseline with its 90 % interval, then its conclusion.
    public var summary: String {
        "verdict over \(days) days predicted out of sample (skill, 90 % interval):\n"
            + VerdictBaseline.allCases.map { "  " + line($0) + "\n" }.joined() + "  " + conclusion
    }

    /// What is said when no verdict could be computed: no labelled day had enough before it.
    public static func none(minimumHistory: Int) -> String {
        "verdict: none: no labelled day had \(minimumHistory) usable labelled days before it, so the model could not be "
            + "tested out of sample (\(minimumHistory + 1) or more are needed)"
    }
}

extension SkillInterval {
    /// The interval as text reads it: `[−0.41, +0.15]`, with more decimals when two would
    /// round an end that is not 0 to 0, so its sign still shows which side of 0 it is on:
    /// `[−0.61, −0.004]`.
    public var text: String {
        "[\(NumberFormat.signed(lo, places)), \(NumberFormat.signed(hi, places))]"
    }

    /// The decimals both ends are written with: 2, or as many more (up to 6) as an end that
    /// is not 0 needs to show a digit that is not 0.
    public var places: Int {
        var places = 2
        func hidden(_ v: Double) -> Bool {
            v != 0 && NumberFormat.decimals(abs(v), places).allSatisfy { $0 == "0" || $0 == "." }
        }
        while places < 6, hidden(lo) || hidden(hi) { places += 1 }
        return places
    }
}

extension RecoveryModel {
    /// The warning `flow predict` gives once for a trained model that has not shown, by the
    /// whole of its interval, that it predicts the person's labels better than their own
    /// average; nil otherwise.
    public var verdictWarning: String? {
        guard !isUntrained, training.verdict?.beatsAverage != true else { return nil }
        let why: String
        switch training.verdict?.judgement(.mean) {
        case nil:
            why = "it has no out-of-sample verdict (too few labelled days to test it, or a file from before verdicts)"
        case .tooFewDays(let n)?:
            why = "it was tested out of sample on \(n) days, too few to judge"
        case .worse?:
            why = "out of sample it predicted your labels worse than your own average"
        case .cannotTellApart?, .beats?:
            why = "out of sample it could not be told apart from your own average"
        }
        return
            "note: this model is not known to beat your average: \(why), so today's score is no more than your usual level"
    }
}
