import FlowFeatures
import FlowInference
import FlowRecords

/// The trend line of a daily series (SPEC 12): an exponentially weighted mean run once over
/// all its readings, oldest first, so one odd reading barely moves it and a day shows the
/// same trend value whichever view it appears in. Missing days are simply not readings.
public enum TrendLine {
    /// The weight of each new reading in the daily trend (a half-life of about 3.5 readings):
    /// the Flow's own trend weight, so the Flow's view and its scored trend agree.
    public static let alpha = FlowScorer.trendWeight
    /// The weight of each new week in the year view's trend of weekly means.
    public static let weeklyAlpha = 0.3

    /// e₀ = v₀, eᵢ = α·vᵢ + (1 − α)·eᵢ₋₁, written as SPEC writes it.
    /// - Complexity: O(n).
    public static func ewma(_ values: [Double], alpha: Double) -> [Double] {
        var mean = ExponentialMean(weight: alpha)
        return values.map { mean.add($0) }
    }

    /// The readings (sorted by day, one a day) with their daily trend, never restarting.
    /// - Complexity: O(n).
    public static func points(_ readings: [(day: CalendarDay, value: Double)]) -> [TrendPoint] {
        zip(readings, ewma(readings.map(\.value), alpha: alpha)).map {
            TrendPoint(day: $0.0.day, value: $0.0.value, trend: $0.1)
        }
    }
}
