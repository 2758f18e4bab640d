/// How much neighbouring days repeat each other, and how much that inflates a test's variance.
///
/// A habit kept for a week and a body that stays tired for a week both make consecutive days
/// alike: each day then tells less than an independent one, and a plain test counts too many
/// days. With a = the lag-1 autocorrelation of the behaviour and c = that of the outcome, the
/// variance of a difference of means grows by about f = (1 + ρ)/(1 − ρ), ρ = a·c (Bartlett's
/// approximation for two AR(1) series).
public enum CarryOver {
    /// The fewest consecutive pairs a lag-1 autocorrelation is estimated from.
    public static let minimumPairs = 10
    /// The largest autocorrelation (and product) allowed: f stays at most 39.
    public static let ceiling = 0.95

    /// The lag-1 autocorrelation of a daily series (nil where a day has no value): over the
    /// consecutive days with both present, the mean of (z_t − z̄)(z_{t+1} − z̄)/v, z̄ and v the
    /// mean and population variance of every present value; 0 with fewer than 10 such pairs or
    /// no variance; clipped to [0, 0.95].
    /// - Complexity: O(days).
    public static func lagOne(_ series: [Double?]) -> Double {
        let present = SampleSummary(series.compactMap { $0 })
        guard present.n > 0 else { return 0 }
        let mean = present.mean
        let variance = present.sumOfSquares / Double(present.n)
        var pairs = 0
        var products = 0.0
        for t in series.indices.dropLast() {
            guard let z = series[t], let next = series[t + 1] else { continue }
            pairs += 1
            products += (z - mean) * (next - mean)
        }
        guard pairs >= minimumPairs, variance > 0 else { return 0 }
        return min(ceiling, max(0, products / Double(pairs) / variance))
    }

    /// The variance inflation of two series with lag-1 autocorrelations `a` and `c`:
    /// (1 + ρ)/(1 − ρ) with ρ = min(a·c, 0.95).
    public static func inflation(_ a: Double, _ c: Double) -> Double {
        let rho = min(a * c, ceiling)
        return (1 + rho) / (1 - rho)
    }
}
