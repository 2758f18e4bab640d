/// The 90 % interval of a forecast's skill against a baseline, 1 − SSE / SSE_baseline, over
/// days predicted in date order (SPEC 10.6).
///
/// The skill is a mean of daily loss differences d = (y − ŷ)² − (y − b)² (Diebold and
/// Mariano), scaled by −n / SSE_baseline. Errors on neighbouring days are alike, so the
/// variance of that mean is Newey and West's, with ⌊n^(1/3)⌋ lags on a Bartlett taper; the
/// quantile is Student's t with n − 1 degrees of freedom. Over a handful of days the interval
/// is wide, which is the point: five days cannot tell a model from a baseline.
public struct SkillInterval: Equatable, Sendable {
    /// The lower and upper ends, on the skill's own scale (0: as good as the baseline).
    public var lo: Double, hi: Double

    /// An interval from its ends.
    public init(lo: Double, hi: Double) {
        (self.lo, self.hi) = (lo, hi)
    }

    /// The fewest days an interval is given for.
    public static let minimumDays = 10
    /// The probability the interval covers.
    public static let level = 0.90

    /// The interval of the skill of `predicted` against `baseline` over the `actual` values
    /// (one of each per day, in date order); nil with fewer than ``minimumDays`` days or when
    /// the baseline made no error.
    /// - Complexity: O(n · n^(1/3)).
    public static func of(actual: [Double], predicted: [Double], baseline: [Double]) -> SkillInterval? {
        // One person's days pooled alone: −(Σd ± q·√(n·V)) / SSE_b = −n(d̄ ± q·√(V/n)) / SSE_b, df n − 1.
        pooled([part(actual: actual, predicted: predicted, baseline: baseline)])
    }

    /// ⌊n^(1/3)⌋ in whole numbers: the largest h with h³ ≤ n (a power in floating point
    /// gives 3.9999… for 64).
    static func cubeRootFloor(_ n: Int) -> Int {
        var h = 0
        while (h + 1) * (h + 1) * (h + 1) <= n { h += 1 }
        return h
    }
}

/// What a skill's interval allows one to say about a model against a baseline.
public enum SkillJudgement: Equatable, Sendable {
    /// The whole interval is above 0: the model predicted better.
    case beats
    /// The whole interval is below 0: the model predicted worse.
    case worse
    /// The interval holds 0 (or there is none though the days were enough): either could be better.
    case cannotTellApart
    /// Fewer days than ``SkillInterval/minimumDays`` were predicted: nothing can be said.
    case tooFewDays(Int)

    /// The judgement of `days` predicted days whose skill has `interval`.
    public init(days: Int, interval: SkillInterval?) {
        if days < SkillInterval.minimumDays {
            self = .tooFewDays(days)
        } else if let interval, interval.lo > 0 {
            self = .beats
        } else if let interval, interval.hi < 0 {
            self = .worse
        } else {
            self = .cannotTellApart
        }
    }
}
