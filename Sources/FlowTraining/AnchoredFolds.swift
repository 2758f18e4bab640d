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

    /// Every day's rolling-origin prediction by (λ, set): nil for days before the 28th and
    /// for folds too small to fit. Each fold's small system is solved in place by Cholesky
    /// (LAPACK's `dgelsd` where it is not positive definite).
    /// - Complexity: O(days · p³) for p fitted columns, with no allocation per fold.
    func predictions(set: [Int], lambda: Double) throws -> [Double?] {
        var out = [Double?](repeating: nil, count: days.count)
        let c = candidates.count
        let k = c + 2
        var kept = [Int](repeating: 0, count: set.count + 1)
        var sds = [Double](repeating: 0, count: set.count + 1)
        var gram = [Double](repeating: 0, count: (set.count + 1) * (set.count + 1))
        var rhs = [Double](repeating: 0, count: set.count + 1)
        for t in RollingOrigin.minimumHistory..<max(RollingOrigin.minimumHistory, days.count) {
            guard let a = anchors[t] else { continue }
            let fold = folds[t]
            guard fold.count >= 2 else { continue }
            // Kept columns (sum indices): the anchor unless flat, then each candidate of the set
            // that is neither constant nor identical to an earlier one of the set (SPEC 5's rule).
            var m = 0
            if !AnchoredFolds.anchorIsFlat(fold) {
                kept[0] = 0
                m = 1
            }
            for (j, f) in set.enumerated() where !fold.constant[f] {
                var repeated = false
                for e in set[..<j] where fold.identical[min(e, f) * c + max(e, f)] {
                    repeated = true
                    break
                }
                if !repeated {
                    kept[m] = f + 1
                    m += 1
                }
            }
            if lambda == 0 && fold.count < 1 + m + 2 { continue }
            let n = Double(fold.count)
            for i in 0..<m { sds[i] = (fold.centred[kept[i] * k + kept[i]] / (n - 1)).squareRoot() }
            for i in 0..<m {
                for j in 0..<m { gram[i * m + j] = fold.centred[kept[i] * k + kept[j]] / (sds[i] * sds[j]) }
                gram[i * m + i] += kept[i] == 0 ? AnchoredTrainer.anchorPenalty : lambda
                rhs[i] = fold.centred[kept[i] * k + (k - 1)] / sds[i]
            }
            if m > 0, !AnchoredFolds.choleskySolve(&gram, &rhs, m) {
                var matrix = ColumnMajorMatrix(rows: m, columns: m)
                for i in 0..<m {
                    for j in 0..<m {
                        matrix[i, j] = fold.centred[kept[i] * k + kept[j]] / (sds[i] * sds[j])
                    }
                    matrix[i, i] += kept[i] == 0 ? AnchoredTrainer.anchorPenalty : lambda
                }
                let b = (0..<m).map { fold.centred[kept[$0] * k + (k - 1)] / sds[$0] }
                do {
                    let solved = try LeastSquares.solve(matrix, b).coefficients
                    for i in 0..<m { rhs[i] = solved[i] }
                } catch { throw TrainingError.solver("\(error)") }
            }
            var y = fold.means[k - 1]
            for i in 0..<m {
                let x = kept[i] == 0 ? a : days[t].row.values[candidates[kept[i] - 1].index]
                y += rhs[i] * (x - fold.means[kept[i]]) / sds[i]
            }
            out[t] = y
        }
        return out
    }

    /// Solves the m × m symmetric system in `a` (row-major) for `b` in place by Cholesky;
    /// false when it is not positive definite.
    static func choleskySolve(_ a: inout [Double], _ b: inout [Double], _ m: Int) -> Bool {
        for j in 0..<m {
            var d = a[j * m + j]
            for q in 0..<j { d -= a[j * m + q] * a[j * m + q] }
            guard d > 0, d.isFinite else { return false }
            let l = d.squareRoot()
            a[j * m + j] = l
            for i in (j + 1)..<max(j + 1, m) {
                var s = a[i * m + j]
                for q in 0..<j { s -= a[i * m + q] * a[j * m + q] }
                a[i * m + j] = s / l
            }
        }
        for i in 0..<m {
            var s = b[i]
            for q in 0..<i { s -= a[i * m + q] * b[q] }
            b[i] = s / a[i * m + i]
        }
        for i in stride(from: m - 1, through: 0, by: -1) {
            var s = b[i]
            for q in (i + 1)..<max(i + 1, m) { s -= a[q * m + i] * b[q] }
            b[i] = s / a[i * m + i]
        }
        return true
    }
}
