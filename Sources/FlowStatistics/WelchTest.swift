/// Welch's test of a difference of two means with unequal variances: the difference, its
/// standard error, the Welch-Satterthwaite degrees of freedom, and the same corrected for
/// carry-over between neighbouring days (`CarryOver`).
public struct WelchTest: Equatable, Sendable {
    /// mean of the first group − mean of the second.
    public var difference: Double
    /// √(s₁²/n₁ + s₂²/n₂), with sample variances, times √f.
    public var standardError: Double
    /// Welch-Satterthwaite degrees of freedom divided by f; nil when neither group varies
    /// (then the standard error is 0 and the difference is certain).
    public var degreesOfFreedom: Double?
    /// The variance inflation the test was corrected by (1: independent days).
    public var inflation: Double

    /// The test of `first` against `second` (each at least 2 values), inflated by `inflation`
    /// (`CarryOver.inflation`): se' = se·√f, df' = df/f. Means are plain sums in the order
    /// given divided by n.
    /// - Complexity: O(n₁ + n₂).
    public init(_ first: [Double], _ second: [Double], inflation: Double = 1) {
        let a = SampleSummary(first)
        let b = SampleSummary(second)
        let va = a.variance / Double(a.n)
        let vb = b.variance / Double(b.n)
        difference = a.mean - b.mean
        self.inflation = inflation
        standardError = ((va + vb) * inflation).squareRoot()
        degreesOfFreedom =
            va + vb > 0
            ? (va + vb) * (va + vb) / (va * va / Double(a.n - 1) + vb * vb / Double(b.n - 1)) / inflation : nil
    }

    /// The two-sided p of the difference: 0 when the standard error is 0 and the means differ.
    public var p: Double {
        guard let df = degreesOfFreedom, standardError > 0 else { return difference == 0 ? 1 : 0 }
        return StudentT.twoSidedP(difference / standardError, df: df)
    }

    /// The two-sided interval at `level` (0.95: d ± t₀.₉₇₅(df')·se'); [d, d] without spread.
    public func interval(level: Double = 0.95) -> (low: Double, high: Double) {
        guard let df = degreesOfFreedom else { return (difference, difference) }
        let half = StudentT.quantile(0.5 + level / 2, df: df) * standardError
        return (difference - half, difference + half)
    }
}

/// A group's size, mean and spread: the one place flow sums values and their squared
/// deviations (insights, personal baselines, carry-over).
public struct SampleSummary: Equatable, Sendable {
    /// How many values, their mean, and their sample variance (0 below 2 values).
    public var n: Int, mean: Double, variance: Double
    /// The sum of squared deviations from the mean.
    public var sumOfSquares: Double

    /// The summary of `values`, summed in the order given.
    public init(_ values: [Double]) {
        n = values.count
        var sum = 0.0
        for v in values { sum += v }
        mean = n > 0 ? sum / Double(n) : .nan
        var ss = 0.0
        for v in values { ss += (v - mean) * (v - mean) }
        sumOfSquares = ss
        variance = n > 1 ? ss / Double(n - 1) : 0
    }

    /// The sample standard deviation (nil below 2 values).
    public var sd: Double? { n > 1 ? variance.squareRoot() : nil }
}
