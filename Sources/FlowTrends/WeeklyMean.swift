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

extension CalendarDay {
    /// The Monday on or before this day (1970-01-01, ordinal 0, was a Thursday).
    public var monday: CalendarDay {
        let fromMonday = ((ordinal + 3) % 7 + 7) % 7
        return adding(days: -fromMonday)
    }
}
