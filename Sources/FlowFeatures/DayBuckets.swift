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
