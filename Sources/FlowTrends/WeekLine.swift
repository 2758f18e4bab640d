import FlowRecords

/// The week view's straight line: the ordinary least-squares fit of the readings against
/// their day number, as a slope per day and its values at the first and last reading.
public struct WeekLine: Equatable, Sendable {
    /// Change per day, in the metric's unit.
    public var slopePerDay: Double
    /// The line at the first reading's day.
    public var first: (day: CalendarDay, value: Double)
    /// The line at the last reading's day.
    public var last: (day: CalendarDay, value: Double)

    /// The least-squares line through the points (x the day's ordinal, y the value):
    /// b = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², the line ȳ + b(x − x̄); nil for fewer than two
    /// readings (on different days), where no line is honest.
    public init?(_ points: [(day: CalendarDay, value: Double)]) {
        guard points.count >= 2, let a = points.first, let z = points.last, a.day != z.day else { return nil }
        // x counts days from the first reading: the same line as from any other origin, without
        // the rounding that subtracting two numbers near 20,000 would bring.
        let n = Double(points.count)
        func x(_ day: CalendarDay) -> Double { Double(day.ordinal - a.day.ordinal) }
        let meanX = points.reduce(0.0) { $0 + x($1.day) } / n
        let meanY = points.reduce(0.0) { $0 + $1.value } / n
        var sxy = 0.0
        var sxx = 0.0
        for p in points {
            let dx = x(p.day) - meanX
            sxy += dx * (p.value - meanY)
            sxx += dx * dx
        }
        let b = sxy / sxx
        slopePerDay = b
        first = (a.day, meanY + b * (x(a.day) - meanX))
        last = (z.day, meanY + b * (x(z.day) - meanX))
    }

    public static func == (l: WeekLine, r: WeekLine) -> Bool {
        l.slopePerDay == r.slopePerDay && l.first == r.first && l.last == r.last
    }
}
