import FlowStatistics

/// How far today's value lies from the person's own nights (SPEC 10.1), in a spread that
/// starts from the model's stored sd and gives way to the person's as their nights add up.
///
/// With n nights of the person's own, mean m and sum of squares SS, and the stored sd σ
/// counted as `priorNights` nights of spread: s = √((SS + 7σ²)/(n + 6)), and a new night q
/// stands at (q − m)/(s·√(1 + 1/n)). The √(1 + 1/n) widens the spread by the uncertainty of
/// m itself, so two or three nights cannot make an ordinary night look extreme.
public struct PersonalScale: Equatable, Sendable {
    /// How many nights of prior spread the stored sd counts as.
    public static let priorNights = 7

    /// The person's own nights the comparison rests on (at least 1).
    public var nights: Int
    /// Their mean: the person's usual value.
    public var mean: Double
    /// The divisor of today's difference from the mean: s·√(1 + 1/n).
    public var spread: Double

    /// The scale of the person's `values` (their own observed nights, in date order) for a
    /// feature whose stored sd is `storedSD`; nil when there is no night of their own.
    /// - Complexity: O(n).
    public init?(values: [Double], storedSD: Double) {
        guard !values.isEmpty else { return nil }
        let own = SampleSummary(values)
        let n = Double(own.n)
        let prior = Double(PersonalScale.priorNights)
        let s = ((own.sumOfSquares + prior * storedSD * storedSD) / (n + prior - 1)).squareRoot()
        (nights, mean, spread) = (own.n, own.mean, s * (1 + 1 / n).squareRoot())
    }

    /// Today's quantity in standard units: 0 when the spread is 0 (no stored spread and no
    /// variation of the person's own), since nothing can then be said.
    public func standardise(_ q: Double) -> Double { PersonalScale.standardise(q, mean: mean, spread: spread) }

    /// `q` against a usual value and spread, as `standardise(_:)` reads it (a model's
    /// baseline keeps them as plain numbers).
    @inline(__always)
    public static func standardise(_ q: Double, mean: Double, spread: Double) -> Double {
        spread > 0 ? (q - mean) / spread : 0
    }
}
