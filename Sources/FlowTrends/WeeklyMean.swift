import FlowRecords

/// One calendar week (Monday to Sunday) of the year view: the mean of its readings, how many
/// there were, and the trend of weekly means.
public struct WeeklyMean: Equatable, Sendable {
    /// The Monday the week starts on.
    public var weekStart: CalendarDay
    /// The plain mean of the week's readings.
    public var mean: Double
    /// How many readings the week has (at least one: empty weeks are left out).
    public var count: Int
    /// The exponentially weighted mean of the weekly means so far (α = 0.3).
    public var trend: Double
}
