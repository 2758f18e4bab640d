import FlowFeatures

/// A person's usual range of one vital on a night (SPEC 18): the median of their observed
/// values over the 28 nights before, and the spread, 1.4826 × the median absolute deviation
/// (the standard deviation of a normal distribution with that MAD), never below the vital's floor.
public struct VitalRange: Equatable, Sendable {
    /// The nights looked back over, and how many of them must hold a value.
    public static let windowNights = 28, minimumNights = 14
    /// The z a value must reach, in the direction worth noting, to lie outside the range.
    public static let outsideZ = 2.0

    /// The median of the window's values.
    public var median: Double
    /// max(1.4826 · MAD, floor).
    public var spread: Double
    /// How many of the window's nights held a value (at least 14).
    public var nights: Int

    /// The range of `values` (the observed ones of the window), or nil with fewer than 14.
    /// - Complexity: O(n log n).
    public init?(values: [Double], floor: Double) {
        guard values.count >= VitalRange.minimumNights else { return nil }
        let m = VitalRange.median(values)
        median = m
        let mad = VitalRange.median(values.map { abs($0 - m) })
        spread = max(1.4826 * mad, floor)
        nights = values.count
    }

    /// A range from its numbers: the median, the spread and the nights behind them.
    public init(median: Double, spread: Double, nights: Int) {
        (self.median, self.spread, self.nights) = (median, spread, nights)
    }

    /// The middle value of a non-empty list (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double { ImputationChain.median(values) }

    /// How many spreads `value` lies from the median (positive above it).
    public func z(_ value: Double) -> Double { (value - median) / spread }
}
