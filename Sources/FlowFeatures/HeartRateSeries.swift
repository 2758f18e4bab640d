import FlowRecords

/// Heart-rate samples of all sources pooled into one series (SPEC section 2): samples at
/// the same instant are averaged, and dated by the smallest (source name, offset) of them.
public struct HeartRateSeries: Sendable {
    /// Instants, ascending and distinct.
    public var times: [Double] = []
    /// The offset each pooled sample is dated by.
    public var offsets: [Int32] = []
    /// Beats per minute (the mean of the samples at that instant).
    public var bpm: [Double] = []

    /// Pools heart-rate samples.
    public init(samples: [Measurement], sourceNames: [String]) {
        var order = Array(samples.indices)
        if zip(samples, samples.dropFirst()).contains(where: { $1.start.instant < $0.start.instant }) {
            // Sort (instant, file position) pairs: contiguous, and a total order, so stable.
            var keyed = samples.enumerated().map { ($0.element.start.instant, $0.offset) }
            keyed.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            order = keyed.map(\.1)
        }
        times.reserveCapacity(samples.count)
        offsets.reserveCapacity(samples.count)
        bpm.reserveCapacity(samples.count)
        var k = 0
        while k < order.count {
            let first = samples[order[k]]
            var j = k + 1
            while j < order.count, samples[order[j]].start.instant == first.start.instant { j += 1 }
            if j == k + 1 {
                times.append(first.start.instant)
                offsets.append(first.start.offsetSeconds)
                bpm.append(first.value)
            } else {
                var sum = 0.0
                var dating = first
                for idx in order[k..<j] {
                    let s = samples[idx]
                    sum += s.value
                    let a = sourceNames[s.source], b = sourceNames[dating.source]
                    if a < b || (a == b && s.start.offsetSeconds < dating.start.offsetSeconds) { dating = s }
                }
                times.append(first.start.instant)
                offsets.append(dating.start.offsetSeconds)
                bpm.append(sum / Double(j - k))
            }
            k = j
        }
    }

    /// The index of the first sample at or after `t`.
    public func firstIndex(atOrAfter t: Double) -> Int { times.partitionPoint { $0 >= t } }

    /// The indices of samples inside [start, end).
    public func indices(in interval: Interval) -> Range<Int> {
        let a = firstIndex(atOrAfter: interval.start)
        let b = max(a, firstIndex(atOrAfter: interval.end))
        return a..<b
    }
}

/// Groups items by local day in O(n), keeping their order within a day.
struct DayBuckets {
    /// The first day ordinal covered.
    let firstDay: Int
    private let starts: [Int]
    private let items: [Int]

    /// Buckets `count` items whose local day ordinals `day(i)` gives; days outside
    /// `range` are left out.
    init(count: Int, range: ClosedRange<Int>, day: (Int) -> Int) {
        firstDay = range.lowerBound
        let n = range.count
        var counts = [Int](repeating: 0, count: n + 1)
        var days = [Int](repeating: -1, count: count)
        for i in 0..<count {
            let d = day(i)
            if range.contains(d) {
                days[i] = d - firstDay
                counts[d - firstDay + 1] += 1
            }
        }
        for k in 0..<n { counts[k + 1] += counts[k] }
        starts = counts
        var fill = counts
        var placed = [Int](repeating: 0, count: counts[n])
        for i in 0..<count where days[i] >= 0 {
            placed[fill[days[i]]] = i
            fill[days[i]] += 1
        }
        items = placed
    }

    /// The items of a day, in their original order.
    subscript(day: Int) -> ArraySlice<Int> {
        let k = day - firstDay
        guard k >= 0, k + 1 < starts.count else { return [] }
        return items[starts[k]..<starts[k + 1]]
    }
}
