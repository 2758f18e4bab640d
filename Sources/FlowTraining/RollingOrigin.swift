import FlowFeatures
import FlowInference
import FlowStatistics

/// One out-of-sample prediction of the rolling-origin evaluation.
public struct RollingPrediction: Equatable, Sendable {
    /// The day predicted.
    public var day: LabelledDay
    /// The model's prediction from the days before it.
    public var predicted: Double
    /// The mean of the training labels (the first honest baseline).
    public var meanBaseline: Double
    /// The last training label (persistence, the second).
    public var persistence: Double
    /// The person's recent level (the third): the exponentially weighted mean of the
    /// training labels in date order, e = 0.3·y + 0.7·e, no restart at gaps.
    public var recent: Double

    /// A prediction with its three baselines.
    public init(day: LabelledDay, predicted: Double, meanBaseline: Double, persistence: Double, recent: Double) {
        (self.day, self.predicted, self.meanBaseline, self.persistence) = (day, predicted, meanBaseline, persistence)
        self.recent = recent
    }
}

/// The recent-level baseline's running value: e₀ = y₀, eᵢ = 0.3·yᵢ + 0.7·eᵢ₋₁, over labels
/// in date order with no restart at gaps.
public struct RecentLevel: Sendable {
    /// The weight of the newest label.
    public static let weight = 0.3
    private var mean = ExponentialMean(weight: RecentLevel.weight)
    /// The level so far (nil before the first label).
    public var value: Double? { mean.value }

    /// An empty level.
    public init() {}

    /// Takes the next label in date order.
    public mutating func add(_ y: Double) { mean.add(y) }
}

/// Rolling-origin evaluation (SPEC section 6): every usable labelled day with at least 28
/// before it (and, for λ = 0, at least the fitted columns + 2) is predicted from a fit on
/// all earlier days, re-standardised and re-dropped on them.
public struct RollingOrigin: Sendable {
    /// Labelled days needed before a day is predicted.
    public static let minimumHistory = 28

    /// The predictions, in date order.
    public var predictions: [RollingPrediction]
    /// The scale the states are read on.
    public var target: TargetScale

    /// Days predicted.
    public var n: Int { predictions.count }
    /// The model's errors.
    public var metrics: FitMetrics {
        FitMetrics(labels: predictions.map(\.day.label), predictions: predictions.map(\.predicted))
    }
    /// RMSE of always predicting the training mean.
    public var meanBaselineRMSE: Double {
        FitMetrics(labels: predictions.map(\.day.label), predictions: predictions.map(\.meanBaseline)).rmse
    }
    /// RMSE of predicting the last training label.
    public var persistenceRMSE: Double {
        FitMetrics(labels: predictions.map(\.day.label), predictions: predictions.map(\.persistence)).rmse
    }
    /// RMSE of predicting the recent level of the training labels.
    public var recentRMSE: Double {
        FitMetrics(labels: predictions.map(\.day.label), predictions: predictions.map(\.recent)).rmse
    }

    /// The verdict against the three baselines; nil when no day was predicted.
    public var verdict: Verdict? {
        guard n > 0 else { return nil }
        return Verdict(
            days: n, meanRMSE: meanBaselineRMSE, persistenceRMSE: persistenceRMSE, recentRMSE: recentRMSE,
            skillVsMean: skill(against: \.meanBaseline), skillVsPersistence: skill(against: \.persistence),
            skillVsRecent: skill(against: \.recent), meanInterval: interval(against: \.meanBaseline),
            persistenceInterval: interval(against: \.persistence), recentInterval: interval(against: \.recent))
    }

    /// The key path of a verdict's baseline in each prediction.
    public static func keyPath(_ baseline: VerdictBaseline) -> KeyPath<RollingPrediction, Double> {
        baseline.pick(mean: \.meanBaseline, persistence: \.persistence, recent: \.recent)
    }

    /// The 90 % interval of the skill against a baseline (SPEC 10.6); nil with fewer than
    /// 10 days or when the baseline's SSE is 0. Every rolling-origin run, classic, anchored
    /// or nested, is judged through this one function.
    public func interval(against baseline: KeyPath<RollingPrediction, Double>) -> SkillInterval? {
        SkillInterval.pooled([part(against: baseline)])
    }

    /// The days' part of an interval pooled over people (SPEC 10.6): their loss differences'
    /// sum, n · V and the baseline's squared errors; the run's own interval is this part alone.
    public func part(against baseline: KeyPath<RollingPrediction, Double>) -> SkillInterval.Part {
        SkillInterval.part(
            actual: predictions.map(\.day.label), predicted: predictions.map(\.predicted),
            baseline: predictions.map { $0[keyPath: baseline] })
    }

    /// 1 − SSE_model / SSE_baseline; nil when the baseline's SSE is 0.
    public func skill(against baseline: KeyPath<RollingPrediction, Double>) -> Double? {
        var model = 0.0
        var base = 0.0
        for p in predictions {
            model += (p.day.label - p.predicted) * (p.day.label - p.predicted)
            base += (p.day.label - p[keyPath: baseline]) * (p.day.label - p[keyPath: baseline])
        }
        return base > 0 ? 1 - model / base : nil
    }

    /// The 4×4 table of actual (the label's own Flow) against predicted states.
    public var states: [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: 4), count: 4)
        for p in predictions {
            table[RecoveryFlow.state(p.day.label, target).index][RecoveryFlow.state(p.predicted, target).index] += 1
        }
        return table
    }

    /// An evaluation from its predictions (an oracle in the tests builds one this way).
    public init(predictions: [RollingPrediction], target: TargetScale) {
        (self.predictions, self.target) = (predictions, target)
    }

    /// Evaluates by accumulating the training rows' sums day by day and solving each fold's
    /// normal equations with LAPACK: O(N·p²) instead of refitting N times.
    public init(days: [LabelledDay], features: [Feature], lambda: Double, target: TargetScale) throws {
        self.target = target
        let columns = DesignColumn.columns(features: features)
        var sums = RunningCrossProducts(columns: columns)
        var out: [RollingPrediction] = []
        let baselines = RollingBaselines(days: days)
        for (t, day) in days.enumerated() {
            if t >= RollingOrigin.minimumHistory, let predicted = try sums.predict(day.row, lambda: lambda) {
                out.append(baselines.prediction(t, predicted))
            }
            sums.add(day)
        }
        predictions = out
    }
}

/// Running means and centred cross-products of every column and the label (Welford's
/// update), with each column's constancy and each pair's identity, so any prefix of the
/// days can be fitted without revisiting them.
struct RunningCrossProducts {
    let columns: [DesignColumn]
    private(set) var count = 0
    private var means: [Double]  // columns, then the label
    private var centred: [Double]  // (c+1)², row-major
    private var first: [Double] = []
    private var constant: [Bool]
    private var identical: [Bool]  // c², row-major

    init(columns: [DesignColumn]) {
        self.columns = columns
        let k = columns.count + 1
        means = Array(repeating: 0, count: k)
        centred = Array(repeating: 0, count: k * k)
        constant = Array(repeating: true, count: columns.count)
        identical = Array(repeating: true, count: columns.count * columns.count)
    }

    mutating func add(_ day: LabelledDay) {
        let c = columns.count
        let k = c + 1
        var v = columns.map { $0.value(day.row) }
        for a in 0..<c where constant[a] && count > 0 && v[a] != first[a] { constant[a] = false }
        for a in 0..<c {
            for b in (a + 1)..<max(a + 1, c) where identical[a * c + b] && v[a] != v[b] { identical[a * c + b] = false }
        }
        if count == 0 { first = v }
        v.append(day.label)
        count += 1
        let n = Double(count)
        var delta = [Double](repeating: 0, count: k)
        for a in 0..<k { delta[a] = v[a] - means[a] }
        for a in 0..<k { means[a] += delta[a] / n }
        let scale = (n - 1) / n
        for a in 0..<k { for b in 0..<k { centred[a * k + b] += scale * delta[a] * delta[b] } }
    }

    /// Fits the days added so far and predicts `row`; nil when λ = 0 and the fold is
    /// smaller than the fitted columns + 2.
    func predict(_ row: FeatureRow, lambda: Double) throws -> Double? {
        let c = columns.count
        let k = c + 1
        let n = Double(count)
        let drops = ColumnDrops(names: columns.map(\.name), constant: constant) { identical[$0 * c + $1] }
        let fitted = (0..<c).filter { drops.kept[$0] }
        let p = 1 + fitted.count
        if lambda == 0 && count < p + 2 { return nil }
        var sd = [Double](repeating: 1, count: c)
        for a in fitted where columns[a].isFeature { sd[a] = (centred[a * k + a] / (n - 1)).squareRoot() }
        // Σ over the training rows of design column u times design column w; index -1 is the intercept.
        // Index c is the label. Features are centred and scaled; flags and the label are raw.
        func scale(_ x: Int) -> Double { x >= 0 && x < c && columns[x].isFeature ? sd[x] : 1 }
        func mean(_ x: Int) -> Double { x < 0 ? 1 : (x < c && columns[x].isFeature ? 0 : means[x]) }
        func sum(_ u: Int, _ w: Int) -> Double {
            let su = scale(u)
            let sw = scale(w)
            let cross = (u < 0 || w < 0) ? 0 : centred[u * k + w]
            return (cross + n * mean(u) * mean(w)) / (su * sw)
        }
        let index = [-1] + fitted
        var gram = ColumnMajorMatrix(rows: p, columns: p)
        var rhs = [Double](repeating: 0, count: p)
        for (i, u) in index.enumerated() {
            for (j, w) in index.enumerated() { gram[i, j] = sum(u, w) }
            if i > 0 { gram[i, i] += lambda }
            rhs[i] = sum(u, c)
        }
        var beta: [Double]
        do {
            if let solved = try LeastSquares.solvePositiveDefinite(gram, rhs) {
                beta = solved
            } else {
                beta = try LeastSquares.solve(gram, rhs).coefficients
            }
        } catch { throw TrainingError.solver(error) }
        var y = beta[0]
        for (j, a) in fitted.enumerated() {
            let x = columns[a].value(row)
            y += beta[j + 1] * (columns[a].isFeature ? (x - means[a]) / sd[a] : x)
        }
        return y
    }
}

extension RollingOrigin {
    /// The check as the report draws it: each predicted day with its label, the verdict and
    /// the out-of-sample RMSE (nil when no day could be predicted).
    public var quality: ModelQuality {
        ModelQuality(
            days: predictions.map { ($0.day.row.day, $0.day.label, $0.predicted) }, verdict: verdict,
            target: target, rmse: n > 0 ? metrics.rmse : nil)
    }
}

/// Section 6's three baselines for each day: the mean of the labels before it, the last
/// label, and their recent level.
struct RollingBaselines {
    let days: [LabelledDay]
    private var means: [Double] = [], recents: [Double] = []

    init(days: [LabelledDay]) {
        self.days = days
        var level = RecentLevel()
        var sum = 0.0
        for (i, day) in days.enumerated() {
            means.append(i == 0 ? .nan : sum / Double(i))
            recents.append(level.value ?? .nan)
            sum += day.label
            level.add(day.label)
        }
    }

    /// Day t's prediction with its baselines.
    func prediction(_ t: Int, _ predicted: Double) -> RollingPrediction {
        RollingPrediction(
            day: days[t], predicted: predicted, meanBaseline: means[t], persistence: days[t - 1].label,
            recent: recents[t])
    }
}
