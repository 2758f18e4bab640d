import FlowFeatures
import FlowInference
import FlowRecords

/// How much of a series a view shows.
public enum TrendRange: String, CaseIterable, Sendable {
    /// The seven days to the as-of date, with a straight line through them.
    case week
    /// The thirty days to the as-of date, each reading with its trend.
    case month
    /// The 52 calendar weeks to the as-of date's week, as weekly means and their trend.
    case year
}

/// A week, month or year of one metric as of a date (SPEC 12): pure arithmetic on the
/// series' points, so an app can draw the same view flow prints.
public struct TrendView: Equatable, Sendable {
    /// Which view.
    public var range: TrendRange
    /// The last day the view covers.
    public var asOf: CalendarDay
    /// The daily points of a week or month view (empty for a year view).
    public var days: [TrendPoint]
    /// The weeks of a year view that have a reading (empty otherwise).
    public var weeks: [WeeklyMean]
    /// The week view's straight line; nil for other views and for fewer than two readings.
    public var line: WeekLine?

    /// The first day the view covers: A-6, A-29, or the Monday 51 weeks before A's Monday.
    public var firstDay: CalendarDay {
        switch range {
        case .week: return asOf.adding(days: -6)
        case .month: return asOf.adding(days: -29)
        case .year: return asOf.monday.adding(days: -51 * 7)
        }
    }

    /// The view of `points` (a series in day order with its trend values) as of `asOf`.
    /// - Complexity: O(log n + k) for the k points inside the view.
    public init(points: [TrendPoint], range: TrendRange, asOf: CalendarDay) {
        (self.range, self.asOf) = (range, asOf)
        days = []
        weeks = []
        line = nil
        let start = firstDay
        let inside = TrendView.slice(points, from: start, through: asOf)
        switch range {
        case .week:
            days = Array(inside)
            line = WeekLine(inside.map { ($0.day, $0.value) })
        case .month:
            days = Array(inside)
        case .year:
            var sums: [(monday: CalendarDay, sum: Double, n: Int)] = []
            for p in inside {
                let monday = p.day.monday
                if let last = sums.last, last.monday == monday {
                    sums[sums.count - 1].sum += p.value
                    sums[sums.count - 1].n += 1
                } else {
                    sums.append((monday, p.value, 1))
                }
            }
            let means = sums.map { $0.sum / Double($0.n) }
            let trend = TrendLine.ewma(means, alpha: TrendLine.weeklyAlpha)
            weeks = sums.indices.map {
                WeeklyMean(weekStart: sums[$0].monday, mean: means[$0], count: sums[$0].n, trend: trend[$0])
            }
        }
    }

    /// The points dated from `start` through `end`, found by binary search.
    static func slice(
        _ points: [TrendPoint], from start: CalendarDay, through end: CalendarDay
    ) -> ArraySlice<TrendPoint> {
        let a = points.partitionPoint { $0.day >= start }
        let b = points.partitionPoint { $0.day > end }
        return a < b ? points[a..<b] : []
    }

    /// How many days (week, month) or weeks (year) of the view have a reading, and of how many.
    public var coverage: (withReading: Int, of: Int) {
        switch range {
        case .week: return (days.count, 7)
        case .month: return (days.count, 30)
        case .year: return (weeks.count, 52)
        }
    }

    /// "rising 0.3 kg a week", "falling …", or "level" when the change rounds to 0 at the
    /// metric's precision; nil with fewer than two readings or weeks. The one place a trend's
    /// direction is worded: `flow trend`, `flow predict` and the report all say this.
    public func direction(_ metric: Metric) -> String? {
        guard let change = changePerWeek else { return nil }
        let shown = NumberFormat.decimals(abs(change), metric.decimals)
        guard shown.contains(where: { $0 != "0" && $0 != "." }) else { return "level" }
        return "\(change > 0 ? "rising" : "falling") \(metric.format(abs(change))) a week"
    }

    /// The view's direction as change per week in the metric's unit: the week line's slope
    /// for a week, the least-squares slope of the trend values for a month and of the weekly
    /// trend for a year; nil with fewer than two of them.
    public var changePerWeek: Double? {
        switch range {
        case .week: return line.map { $0.slopePerDay * 7 }
        case .month: return WeekLine(days.map { ($0.day, $0.trend) }).map { $0.slopePerDay * 7 }
        case .year: return WeekLine(weeks.map { ($0.weekStart, $0.trend) }).map { $0.slopePerDay * 7 }
        }
    }
}

extension TrendView {
    /// The range `flow trend` shows when none is asked for, and whose direction `flow predict`
    /// gives beside each morning's trend.
    public static let defaultRange = TrendRange.month

    /// The Flow's direction on each of `days` that is scored: that of the default view of the
    /// Flow as of the morning, the same words `flow trend --metric flow --as-of` prints for it.
    /// - Complexity: O(mornings + days × (log mornings + 30)).
    public static func flowDirections(
        _ results: [DayResult], on days: some Sequence<CalendarDay>
    ) -> [CalendarDay: String] {
        let points = Metric.flowPoints(results)
        var out: [CalendarDay: String] = [:]
        for day in days {
            out[day] = TrendView(points: points, range: defaultRange, asOf: day).direction(.flow)
        }
        return out
    }
}
