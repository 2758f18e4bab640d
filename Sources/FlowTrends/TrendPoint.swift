import FlowRecords

/// One reading of a daily series with its trend value: the day, what was measured, and the
/// exponentially weighted mean of the series up to and including that day.
public struct TrendPoint: Equatable, Sendable {
    /// The day of the reading.
    public var day: CalendarDay
    /// The reading.
    public var value: Double
    /// The trend line's value on that day.
    public var trend: Double
}
