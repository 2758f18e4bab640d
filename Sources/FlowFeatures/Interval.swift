/// A half-open interval of instants, [start, end), in seconds since 1970 UTC.
public struct Interval: Equatable, Sendable {
    /// Inclusive start.
    public var start: Double
    /// Exclusive end.
    public var end: Double

    /// An interval from its bounds.
    public init(start: Double, end: Double) {
        (self.start, self.end) = (start, end)
    }

    /// Elapsed seconds.
    public var length: Double { end - start }

    /// True when the two intervals share some time.
    public func overlaps(_ other: Interval) -> Bool { start < other.end && other.start < end }

    /// True when `t` lies in [start, end).
    public func contains(_ t: Double) -> Bool { t >= start && t < end }

    /// The union of intervals as sorted, disjoint intervals (touching ones merged).
    public static func union(_ intervals: [Interval]) -> [Interval] {
        let sorted = intervals.filter { $0.end > $0.start }.sorted { $0.start < $1.start }
        var out: [Interval] = []
        for iv in sorted {
            if let last = out.last, iv.start <= last.end {
                out[out.count - 1].end = max(last.end, iv.end)
            } else {
                out.append(iv)
            }
        }
        return out
    }

    /// Total length of sorted, disjoint intervals.
    public static func totalLength(_ disjoint: [Interval]) -> Double { disjoint.reduce(0) { $0 + $1.length } }
}
