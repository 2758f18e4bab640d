import FlowFeatures
import FlowRecords

/// Scores feature rows with a model: ŷ, the Flow, every contribution, the drivers and the
/// trend (SPEC sections 7 and 10). Pure values: no file, no clock, no LAPACK.
public struct FlowScorer: Sendable {
    /// The model in use.
    public let model: RecoveryModel
    /// Flow points per unit of the target.
    public let pointsPerUnit: Double
    /// The smoothing weight of the trend: e = 0.18·s + 0.82·e (half-life about 3.5 days).
    public static let trendWeight = 0.18
    /// A gap of more than this many days between scored days restarts the trend.
    public static let trendGapDays = 7

    /// Each morning's anchor, for an anchored model.
    public let anchors: MorningAnchors?

    /// A scorer for a model; an anchored model takes each morning's anchor from `labels`
    /// (the usable ones), or, without them, from the level it stored, after its last label.
    public init(model: RecoveryModel, labels: [(day: CalendarDay, label: Double)]? = nil) {
        self.model = model
        pointsPerUnit = RecoveryFlow.pointsPerUnit(model.target)
        anchors = model.anchor.map { MorningAnchors(anchor: $0, labels: labels) }
    }

    /// The Flow of a usual day: every feature at its usual value, no flag (for an anchored
    /// model, with the anchor at its mean; each day's own is `DayFlow.usualFlow`).
    public var usualFlow: Double { RecoveryFlow.unclamped(model.intercept, model.target) }

    /// The clamped, unrounded Flow of a row against its usual values, with no drivers or
    /// sentences: the fast path (nil when an anchored model has no anchor that morning, or a
    /// personal one is still calibrating).
    public func flow(_ row: FeatureRow, usual: FlowBaseline) -> Double? {
        guard !usual.isCalibrating(model), let base = base(row.day) else { return nil }
        return RecoveryFlow.score(model.predict(row, usual: usual) + base, model.target)
    }

    /// The anchor's part of ŷ on a morning (0 for a classic model), or nil when it has none.
    private func base(_ day: CalendarDay) -> Double? {
        guard let anchors else { return 0 }
        guard case .anchor(let a) = anchors.value(on: day) else { return nil }
        return anchors.anchor.part(a)
    }

    /// Scores one row against its usual values (`FlowBaseline(model:day:earlier:)`). A
    /// no-data day, or a day without a night measurement, is not scored; nor, under a
    /// personal model, a morning with fewer than 3 nights of the person's own before it.
    public func score(_ row: FeatureRow, usual: FlowBaseline) -> DayResult {
        guard !row.isNoData else { return .unscored(row.day, .noData) }
        guard row.hasNightMeasurement else { return .unscored(row.day, .noNightData) }
        guard !usual.isCalibrating(model) else { return .calibrating(row.day, nights: usual.baselineDays) }
        var anchorPart = 0.0
        if let anchors {
            switch anchors.value(on: row.day) {
            case .anchor(let a): anchorPart = anchors.anchor.part(a)
            case .missing(let reason): return .unscored(row.day, reason)
            }
        }
        let prediction = model.predict(row, usual: usual) + anchorPart
        let usualFlow = RecoveryFlow.unclamped(model.intercept + anchorPart, model.target)
        var contributions: [(name: String, points: Double)] = []
        var candidates: [(k: Int, points: Double)] = []
        var estimated = 0.0
        var estimatedFeatures = 0
        for (k, f) in model.features.enumerated() {
            let points = f.weight == 0 ? 0 : pointsPerUnit * f.weight * model.standardised(row, k, usual: usual)
            contributions.append((f.feature.rawValue, points))
            if row.isObserved(f.feature) {
                if points != 0 { candidates.append((k, points)) }
            } else if f.weight != 0 {
                estimated += points
                estimatedFeatures += 1
            }
        }
        var missing = 0.0
        for (flag, w) in zip(MissingFlag.allCases, model.flagWeights) {
            let points = row[flag] ? pointsPerUnit * w : 0
            contributions.append((flag.rawValue, points))
            missing += points
        }
        // Largest absolute contribution first; ties keep table order.
        let ranked = candidates.sorted {
            abs($0.points) != abs($1.points) ? abs($0.points) > abs($1.points) : $0.k < $1.k
        }.prefix(3)
        let drivers = ranked.enumerated().map { rank, entry in
            driver(
                model.features[entry.k].feature, row, usual: usual, k: entry.k, points: entry.points, most: rank == 0)
        }
        return .scored(
            DayFlow(
                day: row.day, prediction: prediction, flow: RecoveryFlow.score(prediction, model.target),
                usualFlow: usualFlow, contributions: contributions, drivers: drivers, coverage: row.coverage,
                missingData: missing, estimated: missing + estimated, estimatedFeatures: estimatedFeatures,
                baselineDays: usual.baselineDays, partialData: FlowScorer.partialData(row), trend: .nan))
    }

    /// A driver in the unit a person reads it: under a personal model `rhr_delta` and
    /// `hrv_ratio` as today's resting HR and HRV against the person's usual (HRV's usual the
    /// geometric mean of their nights), every other feature as it is.
    private func driver(
        _ f: Signal, _ row: FeatureRow, usual: FlowBaseline, k: Int, points: Double, most: Bool
    ) -> Driver {
        let source = usual.sources[k]
        var (quantity, value, mean) = (f, row.value(f) ?? usual.means[k], usual.means[k])  // a driver is observed
        var fixed = false
        if model.standardise == .personal, let feature = f.feature {
            let base = BaseQuantity(feature)
            quantity = .feature(base.cell)
            (value, mean) = (row[base.cell], base.shown(usual.means[k]))
        } else if f == .feature(.rhrDelta) {
            fixed = usual.fixedRHRReference
        } else if f == .feature(.hrvRatio) {
            fixed = usual.fixedHRVReference
        }
        return Driver(
            feature: f, value: value, usual: mean, quantity: quantity, usualSource: source, contribution: points,
            provenance: .observed, fixedReference: fixed,
            sentence: DriverSentence.sentence(
                f, quantity: quantity, value: value, usual: mean, source: source, points: points, most: most,
                fixedReference: fixed))
    }

    /// Scores every row of a history in date order, each against the rows before it, and
    /// runs the trend once over the whole history: unscored days are skipped, and a gap of
    /// more than 7 days restarts it.
    /// - Complexity: O(rows · 28 · features).
    public func score(rows: [FeatureRow]) -> [DayResult] {
        var out: [DayResult] = []
        out.reserveCapacity(rows.count)
        var trend = ExponentialMean(weight: FlowScorer.trendWeight)
        var lastDay: CalendarDay?
        for (row, usual) in zip(rows, FlowBaseline.forEachRow(rows, model: model)) {
            let result = score(row, usual: usual)
            guard case .scored(var s) = result else {
                out.append(result)
                continue
            }
            if let last = lastDay, row.day.ordinal - last.ordinal > FlowScorer.trendGapDays {
                trend = ExponentialMean(weight: FlowScorer.trendWeight)  // a gap restarts the trend
            }
            s.trend = trend.add(s.flow)
            lastDay = row.day
            out.append(.scored(s))
        }
        return out
    }

    /// "Partial data" when sleep or both heart measures were not observed.
    static func partialData(_ row: FeatureRow) -> String? {
        var missing: [String] = []
        if row[.sleepMissing] { missing.append("no main sleep recorded last night") }
        if row[.rhrMissing] && row[.hrvMissing] { missing.append("no resting heart rate or HRV") }
        return missing.isEmpty ? nil : "partial data: " + missing.joined(separator: "; ")
    }
}
