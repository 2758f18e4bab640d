import FlowFeatures
import FlowInference

/// The final fit of an anchored model over days 1…n−1 (SPEC 16): the design [1, anchor,
/// admitted features], each standardised by its mean and sample sd over those days, no flag
/// columns, augmented with 1 for the anchor and √λ for each feature, solved by `dgelsd`. An
/// empty load cell stands at its column's mean over the observed days (0 in standard units).
struct AnchoredFit {
    /// c: ŷ with the anchor and every feature at their means.
    var intercept: Double
    /// The anchor's mean, sample sd and weight per sd (0 when its column was left out).
    var anchorMean: Double, anchorSD: Double, anchorWeight: Double
    /// Per admitted feature: its mean, sample sd and weight (0 when dropped).
    var means: [Double], sds: [Double], weights: [Double]
    /// Admitted features dropped as constant or identical to an earlier one.
    var dropped: [Signal]
    /// Fitted columns, intercept included.
    var fittedColumns: Int
    /// The errors over the fitted days.
    var metrics: FitMetrics

    static func fit(days: [LabelledDay], anchors: [Double?], features: [Signal], lambda: Double) throws -> AnchoredFit {
        let fitted = days.indices.filter { $0 >= 1 && anchors[$0] != nil }
        let n = fitted.count
        guard n >= 2 else { throw TrainingError.tooFewDays(needed: 3, have: days.count, why: "an anchored fit") }
        func meanAndSD(_ x: [Double]) -> (Double, Double) {
            let m = x.reduce(0, +) / Double(x.count)
            return (m, (x.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(x.count - 1)).squareRoot())
        }
        let a = fitted.map { anchors[$0] ?? 0 }
        let (anchorMean, anchorSD) = meanAndSD(a)
        let high = a.max() ?? 0
        let low = a.min() ?? 0
        let anchorKept = high - low > 1e-9 * max(1, abs(high))
        let raw = features.map { f in fitted.map { days[$0].row.value(f) } }
        let observed = raw.map { $0.compactMap { $0 } }
        let drops = ColumnDrops(
            names: features.map(\.rawValue), constant: observed.map { $0.min() == $0.max() }
        ) { raw[$0] == raw[$1] }
        let stats = observed.map { $0.count >= 2 ? meanAndSD($0) : (0, 0) }
        // Columns of the design after the intercept: the anchor (−1) when kept, then kept features.
        let columns = (anchorKept ? [-1] : []) + features.indices.filter { drops.kept[$0] }
        let p = 1 + columns.count
        let penalties = columns.map { $0 < 0 ? AnchoredTrainer.anchorPenalty : lambda }
        let augmented = penalties.filter { $0 > 0 }.count
        var design = ColumnMajorMatrix(rows: n + augmented, columns: p)
        var z = [[Double]](repeating: [], count: columns.count)
        for i in 0..<n { design[i, 0] = 1 }
        var extra = n
        for (j, c) in columns.enumerated() {
            z[j] = (0..<n).map { i in
                c < 0 ? (a[i] - anchorMean) / anchorSD : raw[c][i].map { ($0 - stats[c].0) / stats[c].1 } ?? 0
            }
            for i in 0..<n { design[i, j + 1] = z[j][i] }
            if penalties[j] > 0 {
                design[extra, j + 1] = penalties[j].squareRoot()
                extra += 1
            }
        }
        let labels = fitted.map { days[$0].label }
        let solution: LeastSquaresSolution
        do {
            solution = try LeastSquares.solve(design, labels + [Double](repeating: 0, count: augmented))
        } catch { throw TrainingError.solver(error) }
        let beta = solution.coefficients
        var weights = [Double](repeating: 0, count: features.count)
        var anchorWeight = 0.0
        for (j, c) in columns.enumerated() {
            if c < 0 { anchorWeight = beta[j + 1] } else { weights[c] = beta[j + 1] }
        }
        let predictions = (0..<n).map { i in columns.indices.reduce(beta[0]) { $0 + beta[$1 + 1] * z[$1][i] } }
        return AnchoredFit(
            intercept: beta[0], anchorMean: anchorMean, anchorSD: anchorSD, anchorWeight: anchorWeight,
            means: stats.map(\.0), sds: stats.map(\.1), weights: weights,
            dropped: features.indices.filter { !drops.kept[$0] }.map { features[$0] }, fittedColumns: p,
            metrics: FitMetrics(labels: labels, predictions: predictions))
    }
}
