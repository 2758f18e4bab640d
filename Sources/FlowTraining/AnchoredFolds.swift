import FlowFeatures
import FlowInference
import FlowRecords

/// The running sums of every rolling-origin fold of an anchored model (SPEC 16), kept so
/// that any (λ, feature set) can be evaluated on every day without revisiting the days.
///
/// Columns are the anchor, then each candidate in table order, then the label. Day 0 has no
/// anchor and is never fitted; the fold that predicts day t holds days 1…t−1. A training-load
/// candidate may be empty on a day: it then counts as the fold's usual value (0 in standard
/// units), exactly as if each fold were refitted with its empty cells set to the mean of its
/// observed ones. So the sums are kept per pair of columns, over the days both are observed.
struct AnchoredFolds {
    /// One fold, ready to solve: the centred cross-products of its columns (empty cells at
    /// their column's mean), each column's observed count and mean (shifted by the column's
    /// first value, so that large values such as steps keep their precision), each
    /// candidate's constancy, each pair's identity, and the anchor's range.
    struct Fold {
        var count = 0
        var observed: [Double]
        var means: [Double]
        var centred: [Double]
        var constant: [Bool]
        var identical: [Bool]
        var anchorLow = Double.infinity, anchorHigh = -Double.infinity
    }

    /// The running sums behind the folds, over the days where both columns of a pair are
    /// observed: counts, sums of the first column and cross-products, shifted.
    private struct Sums {
        var pairs: [Double], sums: [Double], products: [Double]

        /// Σ (x_a − m_a)(x_b − m_b) over the days both are observed, with m the columns'
        /// means over their own observed days.
        func centred(_ a: Int, _ b: Int, _ k: Int, _ means: [Double]) -> Double {
            let (ma, mb) = (means[a], means[b])
            return products[a * k + b] - mb * sums[a * k + b] - ma * sums[b * k + a] + ma * mb * pairs[a * k + b]
        }
    }

    /// The candidates, in table order.
    let candidates: [Signal]
    /// The labelled days, their labels and anchors.
    let days: [LabelledDay]
    let anchors: [Double?]
    /// Each column's shift (its first observed value on a fitted day).
    private let shifts: [Double]
    /// `folds[t]` holds days 1…t−1 (so `folds[days.count]` holds every fitted day).
    private(set) var folds: [Fold] = []

    /// Accumulates the folds of `days` for the anchor kind.
    /// - Complexity: O(days · (candidates + 2)²) time and memory.
    init(days: [LabelledDay], candidates: [Signal], anchor: AnchorKind) {
        (self.days, self.candidates) = (days, candidates)
        let anchors = anchor.anchors(days.map(\.label))
        self.anchors = anchors
        let k = candidates.count + 2
        let rows: [[Double?]] = days.indices.map { i in
            guard i >= 1, let a = anchors[i] else { return [] }
            return [a] + candidates.map { days[i].row.value($0) } + [days[i].label]
        }
        shifts = (0..<k).map { a in rows.lazy.compactMap { $0.isEmpty ? nil : $0[a] }.first ?? 0 }
        var sums = Sums(
            pairs: Array(repeating: 0, count: k * k), sums: Array(repeating: 0, count: k * k),
            products: Array(repeating: 0, count: k * k))
        var fold = Fold(
            observed: Array(repeating: 0, count: k), means: Array(repeating: 0, count: k),
            centred: Array(repeating: 0, count: k * k), constant: Array(repeating: true, count: candidates.count),
            identical: Array(repeating: true, count: candidates.count * candidates.count))
        folds.reserveCapacity(days.count + 1)
        folds.append(fold)  // fold 0 (day 0 is never predicted)
        for t in 1...max(1, days.count) {
            if t - 1 >= 1, !rows[t - 1].isEmpty {
                add(rows[t - 1], to: &fold, &sums)
                for a in 0..<k {
                    fold.observed[a] = sums.pairs[a * k + a]
                    fold.means[a] = fold.observed[a] > 0 ? sums.sums[a * k + a] / fold.observed[a] : 0
                }
                for a in 0..<k {
                    for b in 0..<k { fold.centred[a * k + b] = sums.centred(a, b, k, fold.means) }
                }
            }
            folds.append(fold)
        }
    }

    private func add(_ v: [Double?], to fold: inout Fold, _ sums: inout Sums) {
        let k = v.count
        let c = k - 2
        for f in 0..<c {
            // Constant while every observed value equals the column's first one (its shift).
            if fold.constant[f], let x = v[f + 1], x != shifts[f + 1] { fold.constant[f] = false }
            for g in (f + 1)..<max(f + 1, c) where fold.identical[f * c + g] && v[f + 1] != v[g + 1] {
                fold.identical[f * c + g] = false
            }
        }
        fold.anchorLow = min(fold.anchorLow, v[0]!)
        fold.anchorHigh = max(fold.anchorHigh, v[0]!)
        fold.count += 1
        for a in 0..<k {
            guard let xa = v[a] else { continue }
            let da = xa - shifts[a]
            for b in 0..<k {
                guard let xb = v[b] else { continue }
                let db = xb - shifts[b]
                sums.pairs[a * k + b] += 1
                sums.sums[a * k + b] += da
                sums.products[a * k + b] += da * db
            }
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
            for i in 0..<m {
                sds[i] = (fold.centred[kept[i] * k + kept[i]] / (fold.observed[kept[i]] - 1)).squareRoot()
            }
            for i in 0..<m {
                for j in 0..<m { gram[i * m + j] = fold.centred[kept[i] * k + kept[j]] / (sds[i] * sds[j]) }
                gram[i * m + i] += kept[i] == 0 ? AnchoredTrainer.anchorPenalty : lambda
                rhs[i] = fold.centred[kept[i] * k + (k - 1)] / sds[i]
            }
            if m > 0, !AnchoredFolds.choleskySolve(&gram, &rhs, m) {
                var matrix = ColumnMajorMatrix(rows: m, columns: m)
                for i in 0..<m {
                    for j in 0..<m { matrix[i, j] = fold.centred[kept[i] * k + kept[j]] / (sds[i] * sds[j]) }
                    matrix[i, i] += kept[i] == 0 ? AnchoredTrainer.anchorPenalty : lambda
                }
                let b = (0..<m).map { fold.centred[kept[$0] * k + (k - 1)] / sds[$0] }
                do {
                    let solved = try LeastSquares.solve(matrix, b).coefficients
                    for i in 0..<m { rhs[i] = solved[i] }
                } catch { throw TrainingError.solver(error) }
            }
            var y = fold.means[k - 1] + shifts[k - 1]
            for i in 0..<m {
                // An empty load cell is at the fold's mean: no contribution.
                guard let x = kept[i] == 0 ? a : days[t].row.value(candidates[kept[i] - 1]) else { continue }
                y += rhs[i] * (x - shifts[kept[i]] - fold.means[kept[i]]) / sds[i]
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
