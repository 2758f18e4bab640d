import FlowStatistics

/// One of the three honest baselines a model is judged against (SPEC 6).
public enum VerdictBaseline: CaseIterable, Sendable {
    /// The mean of the labels before the day.
    case mean
    /// The last label before the day (yesterday's, when the person logs daily).
    case persistence
    /// The person's recent level: the exponentially weighted mean of the labels before the day.
    case recent

    /// The one of three values that belongs to this baseline.
    public func pick<Value>(mean: Value, persistence: Value, recent: Value) -> Value {
        switch self {
        case .mean: mean
        case .persistence: persistence
        case .recent: recent
        }
    }

    /// How the text names it: "your average", "yesterday's label", "your recent level".
    public var phrase: String {
        pick(mean: "your average", persistence: "yesterday's label", recent: "your recent level")
    }

    /// Its key in JSON: `skill_vs_<key>` and `skill_vs_<key>_interval`.
    public var key: String { pick(mean: "mean", persistence: "persistence", recent: "recent") }
}

/// How the model did out of sample: the rolling-origin run at its λ against the three
/// honest baselines (SPEC 6, 10.5), each skill with its 90 % interval (SPEC 10.6). Skills are
/// nil where a baseline's error is 0; intervals also where fewer than 10 days were predicted.
public struct Verdict: Equatable, Sendable {
    /// Days predicted out of sample.
    public var days: Int
    /// RMSE of always predicting the training mean, the last training label, and the
    /// exponentially weighted recent level.
    public var meanRMSE: Double, persistenceRMSE: Double, recentRMSE: Double
    /// 1 − SSE_model / SSE_baseline for each baseline.
    public var skillVsMean: Double?, skillVsPersistence: Double?, skillVsRecent: Double?
    /// The 90 % interval of each skill.
    public var meanInterval: SkillInterval?, persistenceInterval: SkillInterval?, recentInterval: SkillInterval?

    /// A verdict from its numbers.
    public init(
        days: Int, meanRMSE: Double, persistenceRMSE: Double, recentRMSE: Double,
        skillVsMean: Double?, skillVsPersistence: Double?, skillVsRecent: Double?,
        meanInterval: SkillInterval? = nil, persistenceInterval: SkillInterval? = nil,
        recentInterval: SkillInterval? = nil
    ) {
        (self.days, self.meanRMSE, self.persistenceRMSE) = (days, meanRMSE, persistenceRMSE)
        (self.recentRMSE, self.skillVsMean, self.skillVsPersistence) = (recentRMSE, skillVsMean, skillVsPersistence)
        (self.skillVsRecent, self.meanInterval) = (skillVsRecent, meanInterval)
        (self.persistenceInterval, self.recentInterval) = (persistenceInterval, recentInterval)
    }

    /// The skill against a baseline.
    public func skill(_ baseline: VerdictBaseline) -> Double? {
        baseline.pick(mean: skillVsMean, persistence: skillVsPersistence, recent: skillVsRecent)
    }

    /// The RMSE of predicting a baseline.
    public func rmse(_ baseline: VerdictBaseline) -> Double {
        baseline.pick(mean: meanRMSE, persistence: persistenceRMSE, recent: recentRMSE)
    }

    /// The 90 % interval of the skill against a baseline.
    public func interval(_ baseline: VerdictBaseline) -> SkillInterval? {
        baseline.pick(mean: meanInterval, persistence: persistenceInterval, recent: recentInterval)
    }

    /// What the days allow one to say against a baseline.
    public func judgement(_ baseline: VerdictBaseline) -> SkillJudgement {
        SkillJudgement(days: days, interval: interval(baseline))
    }

    /// True when the model predicted the labels better than the person's own average, by
    /// the whole of its interval (a positive skill alone may be luck).
    public var beatsAverage: Bool { judgement(.mean) == .beats }
}
