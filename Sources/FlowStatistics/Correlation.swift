/// How closely two series move together: Pearson's r on the values, Spearman's ρ on their
/// average ranks (ties share the mean of the positions they fill).
public enum Correlation {
    /// Pearson's r of paired values; nil with fewer than 2 pairs or when either series is constant.
    /// - Complexity: O(n).
    public static func pearson(_ x: [Double], _ y: [Double]) -> Double? {
        let n = min(x.count, y.count)
        guard n >= 2 else { return nil }
        let mx = x.prefix(n).reduce(0, +) / Double(n)
        let my = y.prefix(n).reduce(0, +) / Double(n)
        var sxy = 0.0
        var sxx = 0.0
        var syy = 0.0
        for k in 0..<n {
            let (dx, dy) = (x[k] - mx, y[k] - my)
            sxy += dx * dy
            sxx += dx * dx
            syy += dy * dy
        }
        guard sxx > 0, syy > 0 else { return nil }
        return sxy / (sxx * syy).squareRoot()
    }

    /// Spearman's ρ: Pearson's r of the average ranks.
    /// - Complexity: O(n log n).
    public static func spearman(_ x: [Double], _ y: [Double]) -> Double? {
        pearson(ranks(x), ranks(y))
    }

    /// The average ranks of `values`, 1 for the smallest; tied values share the mean of the
    /// ranks they span (`[10, 20, 20, 30]` → `[1, 2.5, 2.5, 4]`).
    /// - Complexity: O(n log n).
    public static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var out = [Double](repeating: 0, count: values.count)
        var i = 0
        while i < order.count {
            var j = i
            while j + 1 < order.count, values[order[j + 1]] == values[order[i]] { j += 1 }
            let rank = Double(i + j) / 2 + 1
            for k in i...j { out[order[k]] = rank }
            i = j + 1
        }
        return out
    }
}
