/// The interval of a skill pooled over people (SPEC 10.6, "Pooled over people"): people are
/// independent, so their loss differences' variance terms add. Each person contributes the sum
/// of their daily loss differences, their days and n · V (their own Newey-West variance of the
/// mean difference, times their days); the pooled skill's interval follows from the totals.
extension SkillInterval {
    /// One person's part of a pooled interval against one baseline.
    public struct Part: Equatable, Sendable {
        /// Days predicted.
        public var n: Int
        /// Σ (y − ŷ)² − (y − b)² over those days.
        public var lossSum: Double
        /// n · V: the days times the Newey-West variance of the mean loss difference (0 for a
        /// single day).
        public var variance: Double
        /// Σ (y − b)²: the baseline's squared errors.
        public var baselineSSE: Double

        /// A part from its figures.
        public init(n: Int, lossSum: Double, variance: Double, baselineSSE: Double) {
            (self.n, self.lossSum, self.variance, self.baselineSSE) = (n, lossSum, variance, baselineSSE)
        }
    }

    /// A person's part from their days in date order: the same Newey-West V as ``of(actual:predicted:baseline:)``
    /// (⌊n^(1/3)⌋ lags, Bartlett weights, γ₀ when it comes out at or below 0), for any n ≥ 1.
    /// - Complexity: O(n · n^(1/3)).
    public static func part(actual: [Double], predicted: [Double], baseline: [Double]) -> Part {
        let n = actual.count
        precondition(predicted.count == n && baseline.count == n, "one prediction and one baseline per day")
        guard n > 0 else { return Part(n: 0, lossSum: 0, variance: 0, baselineSSE: 0) }
        var d = [Double](repeating: 0, count: n)
        var baselineSSE = 0.0
        for t in 0..<n {
            let model = actual[t] - predicted[t]
            let base = actual[t] - baseline[t]
            d[t] = model * model - base * base
            baselineSSE += base * base
        }
        let count = Double(n)
        let sum = d.reduce(0, +)
        let mean = sum / count
        let e = d.map { $0 - mean }
        func autocovariance(_ k: Int) -> Double {
            var s = 0.0
            for t in k..<n { s += e[t] * e[t - k] }
            return s / count
        }
        let lags = cubeRootFloor(n)
        var v = autocovariance(0)
        for k in stride(from: 1, through: lags, by: 1) {
            v += 2 * (1 - Double(k) / Double(lags + 1)) * autocovariance(k)
        }
        if v <= 0 { v = autocovariance(0) }
        return Part(n: n, lossSum: sum, variance: count * v, baselineSSE: baselineSSE)
    }

    /// The pooled skill's interval over people's parts: [−(Σd + q·√W)/ΣSSE_b, −(Σd − q·√W)/ΣSSE_b]
    /// with W = Σ n·V and q Student's t quantile for ``level`` with Σn − P degrees of freedom;
    /// nil with fewer than ``minimumDays`` days in all or when the baseline made no error.
    public static func pooled(_ parts: [Part]) -> SkillInterval? {
        let people = parts.filter { $0.n > 0 }
        let days = people.map(\.n).reduce(0, +)
        let baselineSSE = people.map(\.baselineSSE).reduce(0, +)
        guard days >= minimumDays, baselineSSE > 0, days > people.count else { return nil }
        let sum = people.map(\.lossSum).reduce(0, +)
        let w = people.map(\.variance).reduce(0, +)
        let q = StudentT.quantile(0.5 + level / 2, df: Double(days - people.count))
        return SkillInterval(
            lo: -(sum + q * w.squareRoot()) / baselineSSE, hi: -(sum - q * w.squareRoot()) / baselineSSE)
    }
}
