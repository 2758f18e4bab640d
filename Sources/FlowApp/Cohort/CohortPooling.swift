import FlowInference
import FlowStatistics

/// One person and one target of a cohort: the nested rolling origin's squared errors against
/// each baseline, whose skills follow from them, with 90 % intervals, or why the person was not
/// evaluated.
public struct CohortRun: Sendable, Equatable {
    /// The person's folder name and the target.
    public var person: String, target: String
    /// Days predicted by the nested rolling origin (0: not evaluated).
    public var n: Int
    /// Σ (label − prediction)², and the same for the mean, persistence and recent baselines.
    public var sse: Double, sseMean: Double, ssePersistence: Double, sseRecent: Double
    /// The 90 % interval of each skill (none under 10 days).
    public var intervals: [VerdictBaseline: SkillInterval]
    /// Why the person-target was not evaluated (nil when it was).
    public var reason: String?

    /// A person-target not evaluated, and why.
    public static func notEvaluated(_ person: String, _ target: String, _ reason: String) -> CohortRun {
        CohortRun(
            person: person, target: target, n: 0, sse: 0, sseMean: 0, ssePersistence: 0, sseRecent: 0, intervals: [:],
            reason: reason)
    }

    /// The squared errors of one baseline.
    public func sse(_ b: VerdictBaseline) -> Double {
        b.pick(mean: sseMean, persistence: ssePersistence, recent: sseRecent)
    }

    /// 1 − SSE / SSE of a baseline: nil when that baseline's SSE is 0 (or nothing was predicted).
    public func skill(_ b: VerdictBaseline) -> Double? { sse(b) > 0 ? 1 - sse / sse(b) : nil }
}

/// One target pooled over the people evaluated for it: skill 1 − ΣSSE / ΣSSE of each baseline,
/// how many people beat their recent level, and how many are worse than it by more than 2 %.
public struct CohortPool: Sendable, Equatable {
    /// The target.
    public var target: String
    /// People evaluated, and the days predicted over all of them.
    public var people: Int, days: Int
    /// The pooled skill against each baseline (nil when that baseline's pooled SSE is 0).
    public var skills: [VerdictBaseline: Double]
    /// People whose own skill against their recent level is above 0.
    public var aboveRecent: Int
    /// People whose own skill against their recent level is below −0.02.
    public var worseThanRecentBy2Percent: Int

    /// A pooled row from its parts.
    public init(
        target: String, people: Int, days: Int, skills: [VerdictBaseline: Double], aboveRecent: Int,
        worseThanRecentBy2Percent: Int
    ) {
        (self.target, self.people, self.days, self.skills) = (target, people, days, skills)
        (self.aboveRecent, self.worseThanRecentBy2Percent) = (aboveRecent, worseThanRecentBy2Percent)
    }

    /// Pools `runs` per target, in the order `targets` gives; people not evaluated are left out.
    /// - Complexity: O(runs).
    public static func pool(_ runs: [CohortRun], targets: [String]) -> [CohortPool] {
        targets.map { target in
            let evaluated = runs.filter { $0.target == target && $0.n > 0 }
            var skills: [VerdictBaseline: Double] = [:]
            let sse = evaluated.map(\.sse).reduce(0, +)
            for b in VerdictBaseline.allCases {
                let base = evaluated.map { $0.sse(b) }.reduce(0, +)
                if base > 0 { skills[b] = 1 - sse / base }
            }
            return CohortPool(
                target: target, people: evaluated.count, days: evaluated.map(\.n).reduce(0, +), skills: skills,
                aboveRecent: evaluated.filter { ($0.skill(.recent) ?? 0) > 0 }.count,
                worseThanRecentBy2Percent: evaluated.filter { ($0.skill(.recent) ?? 0) < -0.02 }.count)
        }
    }
}
