/// The UTC offset a person's clock showed over time, as stretches of one offset each: what a
/// record timed in UTC is read on once the clock it was lived on is known (a Takeout's heart
/// rate, read before its clock periods are worked out, is put on them afterwards).
public struct OffsetTimeline: Sendable, Equatable {
    /// Where each stretch begins (the first from minus infinity), in order, and its offset.
    public let starts: [Double], offsets: [Int32]

    /// A timeline from its stretches; the first is taken to reach back to minus infinity, and
    /// a stretch with its predecessor's offset is merged into it.
    public init(_ stretches: [(from: Double, offset: Int32)]) {
        var s: [Double] = []
        var o: [Int32] = []
        for (k, stretch) in stretches.enumerated() where o.last != stretch.offset {
            s.append(k == 0 ? -.infinity : stretch.from)
            o.append(stretch.offset)
        }
        (starts, offsets) = (s.isEmpty ? [-.infinity] : s, o.isEmpty ? [0] : o)
    }

    /// The offset at a UTC instant.
    /// - Complexity: O(log stretches).
    public func offset(at t: Double) -> Int32 { offsets[stretch(at: t)] }

    /// The stretch holding a UTC instant.
    public func stretch(at t: Double) -> Int {
        var (lo, hi) = (0, starts.count)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if starts[mid] <= t { lo = mid } else { hi = mid }
        }
        return lo
    }
}
