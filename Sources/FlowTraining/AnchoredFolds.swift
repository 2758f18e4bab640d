import FlowFeatures
import FlowInference
import FlowRecords

/// The running sums of every rolling-origin fold of an anchored model (SPEC 16), kept so
/// that any (λ, feature set) can be evaluated on every day without revisiting the days.
///
/// Columns are the anchor, then each candidate feature in table order, then the label. Day 0
/// has no anchor and is never fitted; the fold that predicts day t holds days 1…t−1.
struct AnchoredFolds {
    /// One fold's sums: running means and centred cross-products (Welford's update) of the
    /// columns over the fitted days, each feature's constancy and each pair's identity, and
    /// the anchor's range.
    struct Fold {
        var count = 0
        var means: [Double]
        var centred: [Double]
        var constant: [Bool]
        var identical: [Bool]
        var first: [Double] = []
        var anchorLow = Double.infinity, anchorHigh = -Double.infinity
    }

    /// The candidates, in table order.
    let candidates: [Feature]
    /// The labelled days, their labels and anchors.
    let days: [LabelledDay]
    let anchors: [Double?]
    /// `folds[t]` holds days 1…t−1 (so `folds[days.count]` holds every fitted day).
    private(set) var folds: [Fold] = []

    /// Accumulates the folds of `days` for the anchor kind.
    /// - Complexity: O(days · (candidates + 2)²) time and memory.
    init(days: [LabelledDay], candidates: [Feature], anchor: AnchorKind) {
        self.days = days
        self.candidates = candidates
        anchors = anchor.anchors(days.map(\.label))
        let k = candidates.count + 2
        var fold = Fold(
            means: Array(repeating: 0, count: k), centred: Array(repeating: 0, count: k * k),
            constant: Array(repeating: true, count: candidates.count),
            identical: Array(repeating: true, count: candidates.count * candidates.count))
        folds.reserveCapacity(days.count + 1)
        folds.append(fold)  // fold 0 (day 0 is never predicted)
        for t in 1...max(1, days.count) {
            if t - 1 >= 1, let a = anchors[t - 1] {
                let day = days[t - 1]
                AnchoredFolds.add([a] + candidates.map { day.row.values[$0.index] } + [day.label], to: &fold)
            }
            folds.append(fold)
        }
    }

    private static func add(_ v: [Double], to fold: inout Fold) {
        let k = v.count
        let c = k - 2
        if fold.count > 0 {
            for f in 0..<c where fold.constant[f] && v[f + 1] != fold.first[f + 1] { fold.constant[f] = false }
        } else {
            fold.first = v
        }
        for f in 0..<c {
            for g in (f + 1)..<max(f + 1, c) where fold.identical[f * c + g] && v[f + 1] != v[g + 1] {
                fold.identical[f * c + g] = false
            }
        }
        fold.anchorLow = min(fold.anchorLow, v[0])
        fold.anchorHigh = max(fold.anchorHigh, v[0])
        fold.count += 1
        let n = Double(fold.count)
        var delta = [Double](repeating: 0, count: k)
        for a in 0..<k { delta[a] = v[a] - fold.means[a] }
        for a in 0..<k { fold.means[a] += delta[a] / n }
        let scale = (n - 1) / n
        for a in 0..<k {
            for b in 0..<k { fold.centred[a * k + b] += scale * delta[a] * delta[b] }
        }
    }

    /// True when the anchor column is left out of a fit over `fold`: its range there is at
    /// most 1e-9 · max(1, |max|), floating-point noise around a constant.
    static func anchorIsFlat(_ fold: Fold) -> Bool {
        fold.anchorHigh - fold.anchorLow <= 1e-9 * max(1, abs(fold.anchorHigh))
    }

    /// The fit of `fold` for the candidates in `set` (indices into `candidates`) with penalty
    /// λ on the features and 1 on the anchor: the intercept, and per kept column its mean,
    /// sd and weight. Nil when λ = 0 and the fold is smaller than the fitted columns + 2.
    func fit(_ fold: Fold, set: [Int], lambda: Double) throws -> FoldFit? {
        let c = candidates.count
        let k = c + 2
        let n = Double(fold.count)
        let columns = set.map { DesignColumn.feature(candidates[$0]) }
        let drops = ColumnDrops(columns: columns, constant: set.map { fold.constant[$0] }) { e, f in
            let (a, b) = (set[e], set[f])
            return fold.identical[min(a, b) * c + max(a, b)]
        }
        // Sum indices: 0 the anchor, 1 + f the candidate f, k − 1 the label.
        var kept: [Int] = AnchoredFolds.anchorIsFlat(fold) ? [] : [0]
        kept += set.indices.filter { drops.kept[$0] }.map { set[$0] + 1 }
        let p = 1 + kept.count
        if lambda == 0 && fold.count < p + 2 { return nil }
        guard fold.count >= 2 else { return nil }
        let sds = kept.map { (fold.centred[$0 * k + $0] / (n - 1)).squareRoot() }
        var weights = [Double](repeating: 0, count: kept.count)
        if !kept.isEmpty {
            var gram = ColumnMajorMatrix(rows: kept.count, columns: kept.count)
            var rhs = [Double](repeating: 0, count: kept.count)
            for (i, u) in kept.enumerated() {
                for (j, w) in kept.enumerated() { gram[i, j] = fold.centred[u * k + w] / (sds[i] * sds[j]) }
                gram[i, i] += u == 0 ? 1 : lambda
                rhs[i] = fold.centred[u * k + (k - 1)] / sds[i]
            }
            do {
                weights =
                    try LeastSquares.solvePositiveDefinite(gram, rhs) ?? LeastSquares.solve(gram, rhs).coefficients
            } catch { throw TrainingError.solver("\(error)") }
        }
        return FoldFit(
            intercept: fold.means[k - 1], columns: kept, means: kept.map { fold.means[$0] }, sds: sds, weights: weights,
            dropped: set.indices.filter { !drops.kept[$0] }.map { candidates[set[$0]] })
    }

    /// Every day's rolling-origin prediction by (λ, set): nil for days before the 28th and
    /// for folds too small to fit.
    func predictions(set: [Int], lambda: Double) throws -> [Double?] {
        var out = [Double?](repeating: nil, count: days.count)
        for t in RollingOrigin.minimumHistory..<max(RollingOrigin.minimumHistory, days.count) {
            guard let a = anchors[t], let fit = try fit(folds[t], set: set, lambda: lambda) else { continue }
            out[t] = fit.predict(anchor: a, row: days[t].row, candidates: candidates)
        }
        return out
    }
}

/// One fold's fitted anchored model, in the fold's own standardisation.
struct FoldFit {
    /// ŷ for a day at every column's mean: the fitted labels' mean.
    var intercept: Double
    /// The kept columns (0 the anchor, 1 + f candidate f), their means, sds and weights.
    var columns: [Int], means: [Double], sds: [Double], weights: [Double]
    /// Candidates of the set dropped as constant or identical.
    var dropped: [Feature]

    func predict(anchor a: Double, row: FeatureRow, candidates: [Feature]) -> Double {
        var y = intercept
        for (j, column) in columns.enumerated() {
            let x = column == 0 ? a : row.values[candidates[column - 1].index]
            y += weights[j] * (x - means[j]) / sds[j]
        }
        return y
    }
}
