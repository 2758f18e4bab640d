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
    /// n · V of the daily loss differences against each baseline (SPEC 10.6): what this person
    /// adds to a pooled interval's variance.
    public var variances: [VerdictBaseline: Double] = [:]
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

    /// This person's part of a pooled interval against a baseline: Σd = SSE − SSE_b.
    public func part(_ b: VerdictBaseline) -> SkillInterval.Part {
        SkillInterval.Part(n: n, lossSum: sse - sse(b), variance: variances[b] ?? 0, baselineSSE: sse(b))
    }

    /// What this person's own interval says against their recent level.
    public var judgementVsRecent: SkillJudgement { SkillJudgement(days: n, interval: intervals[.recent]) }
}

/// One target pooled over the people evaluated for it: skill 1 − ΣSSE / ΣSSE of each baseline
/// with its pooled 90 % interval (SPEC 10.6), how many people's own interval lies above their
/// recent level, holds it or could not be given (too few days), and how many are worse than it
/// by more than 2 %.
public struct CohortPool: Sendable, Equatable {
    /// The target.
    public var target: String
    /// People evaluated, and the days predicted over all of them.
    public var people: Int, days: Int
    /// The pooled skill against each baseline (nil when that baseline's pooled SSE is 0).
    public var skills: [VerdictBaseline: Double]
    /// The pooled skill's 90 % interval against each baseline (none under 10 days in all).
    public var intervals: [VerdictBaseline: SkillInterval] = [:]
    /// People whose own interval against their recent level lies above 0.
    public var aboveRecent: Int
    /// People whose own interval against their recent level holds 0 (or lies below it), and
    /// people with too few days for an interval.
    public var levelWithRecent = 0, tooFewDays = 0
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
            var pool = CohortPool(
                target: target, people: evaluated.count, days: evaluated.map(\.n).reduce(0, +), skills: skills,
                aboveRecent: evaluated.filter { $0.judgementVsRecent == .beats }.count,
                worseThanRecentBy2Percent: evaluated.filter { ($0.skill(.recent) ?? 0) < -0.02 }.count)
            for b in VerdictBaseline.allCases {
                pool.intervals[b] = SkillInterval.pooled(evaluated.map { $0.part(b) })
            }
            pool.tooFewDays = evaluated.filter { $0.n < SkillInterval.minimumDays }.count
            pool.levelWithRecent = evaluated.count - pool.aboveRecent - pool.tooFewDays
            return pool
        }
    }
}
