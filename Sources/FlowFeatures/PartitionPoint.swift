extension RandomAccessCollection {
    /// The index of the first element for which `isAfter` holds, in a collection where it
    /// holds for a suffix (binary search). Used for every "first sample at or after t" lookup.
    /// - Complexity: O(log n).
    public func partitionPoint(where isAfter: (Element) -> Bool) -> Index {
        var lo = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let mid = index(lo, offsetBy: half)
            if isAfter(self[mid]) {
                count = half
            } else {
                lo = index(after: mid)
                count -= half + 1
            }
        }
        return lo
    }
}
