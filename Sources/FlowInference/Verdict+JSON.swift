import FlowRecords
import FlowStatistics

extension SkillInterval {
    /// The interval as JSON writes it beside its skill: `[lo, hi]`, or null when there is none.
    public static func json(_ interval: SkillInterval?) -> JSONValue {
        interval.map { .array([.number($0.lo), .number($0.hi)]) } ?? .null
    }
}

extension Verdict {
    /// The skills and then their intervals, as every output that carries a verdict writes them
    /// (`skill_vs_mean`, …, `skill_vs_recent_interval`): null where there is no verdict or value.
    public static func skillKeys(_ verdict: Verdict?) -> [(String, JSONValue)] {
        VerdictBaseline.allCases.map { ("skill_vs_\($0.key)", verdict?.skill($0).map { .number($0) } ?? .null) }
            + VerdictBaseline.allCases.map {
                ("skill_vs_\($0.key)_interval", SkillInterval.json(verdict?.interval($0)))
            }
    }
}
