import FlowRecords

/// Which way the Flow's trend moved since the previous scored day of the same trend run.
public enum TrendDirection: String, Sendable {
    /// Up by at least half a point.
    case rising
    /// Down by at least half a point.
    case falling
    /// Moved by less than half a point.
    case level

    /// A move of at least this many points is rising or falling; less is level.
    public static let threshold = 0.5

    /// The direction from the previous day's trend to this one's.
    public init(trend: Double, previous: Double) {
        if trend - previous >= TrendDirection.threshold {
            self = .rising
        } else if trend - previous <= -TrendDirection.threshold {
            self = .falling
        } else {
            self = .level
        }
    }

    /// For each scored day, the direction of its trend against the scored day before it,
    /// when both belong to the same trend run (no gap of more than 7 days); absent for the
    /// first day of a run.
    /// - Complexity: O(days), one pass.
    public static func of(_ results: [DayResult]) -> [CalendarDay: TrendDirection] {
        var out: [CalendarDay: TrendDirection] = [:]
        var last: DayFlow?
        for s in results.compactMap(\.score) {
            if let p = last, s.day.ordinal - p.day.ordinal <= FlowScorer.trendGapDays {
                out[s.day] = TrendDirection(trend: s.trend, previous: p.trend)
            }
            last = s
        }
        return out
    }
}
