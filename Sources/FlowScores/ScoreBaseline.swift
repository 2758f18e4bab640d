/// A personal baseline (SPEC 14): the mean of a value's observed cells in the 30 rows before
/// the day, once there are at least 7 of them. A mean of 0 cannot be divided by and counts as
/// no baseline.
public struct ScoreBaseline: Equatable, Sendable {
    /// The mean, or nil when there are too few observed values (or their mean is 0).
    public var mean: Double?
    /// How many observed values the window held.
    public var days: Int

    /// Rows looked back, and observed values needed.
    public static let window = 30, minimum = 7

    /// The baseline of row `i` from `values` (one per row, nil where not observed): rows
    /// i-30…i-1, summed in date order.
    public init(
        _ values: [Double?], before i: Int, window: Int = ScoreBaseline.window, minimum: Int = ScoreBaseline.minimum
    ) {
        var sum = 0.0
        var n = 0
        for k in max(0, i - window)..<i {
            if let v = values[k] {
                sum += v
                n += 1
            }
        }
        days = n
        mean = n >= minimum && sum != 0 ? sum / Double(n) : nil
    }

    /// Why a component that needs this baseline is left out.
    func why(_ name: String) -> String {
        mean == nil && days >= ScoreBaseline.minimum
            ? "the \(name) baseline is 0"
            : "no \(name) baseline: \(days) of \(ScoreBaseline.minimum) observed values in rows D-30..D-1"
    }
}
