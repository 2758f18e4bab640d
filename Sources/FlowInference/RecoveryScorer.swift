import FlowFeatures
import FlowRecords

/// Scores feature rows with a model: ŷ, the Flow, every contribution, the drivers and the
/// trend (SPEC section 7). Pure values: no file, no clock, no LAPACK.
public struct RecoveryScorer: Sendable {
    /// The model in use.
    public let model: RecoveryModel
    /// Flow points per unit of the target.
    public let pointsPerUnit: Double
    /// The smoothing weight of the trend: e = 0.18·s + 0.82·e (half-life about 3.5 days).
    public static let trendWeight = 0.18
    /// A gap of more than this many days between scored days restarts the trend.
    public static let trendGapDays = 7

    /// A scorer for a model.
    public init(model: RecoveryModel) {
        self.model = model
        pointsPerUnit = RecoveryFlow.pointsPerUnit(model.target)
    }

    /// The Flow of a usual day.
    public var usualFlow: Double { RecoveryFlow.unclamped(model.intercept, model.target) }

    /// The clamped, unrounded Flow of a row, with no drivers or sentences: the fast path.
    public func flow(_ row: FeatureRow) -> Double {
        RecoveryFlow.score(model.predict(row), model.target)
    }

    /// Scores one row; nil for a no-data day, which is never scored.
    public func score(_ row: FeatureRow) -> DayScore? {
        guard !row.isNoData else { return nil }
        let prediction = model.predict(row)
        var contributions: [(name: String, points: Double)] = []
        var featurePoints: [(ModelFeature, Double)] = []
        for f in model.features {
            let points = f.weight == 0 ? 0 : pointsPerUnit * f.weight * (row.values[f.feature.index] - f.mean) / f.sd
            contributions.append((f.feature.rawValue, points))
            featurePoints.append((f, points))
        }
        var missing = 0.0
        for (flag, w) in zip(MissingFlag.allCases, model.flagWeights) {
            let points = row[flag] ? pointsPerUnit * w : 0
            contributions.append((flag.rawValue, points))
            missing += points
        }
        // Largest absolute contribution first; ties keep table order (the sort is stable on index).
        let ranked = featurePoints.enumerated().filter { $0.element.1 != 0 }.sorted {
            abs($0.element.1) != abs($1.element.1) ? abs($0.element.1) > abs($1.element.1) : $0.offset < $1.offset
        }.prefix(3)
        let drivers = ranked.enumerated().map { rank, entry -> Driver in
            let (f, points) = entry.element
            let value = row.values[f.feature.index], provenance = row.provenance[f.feature.index]
            return Driver(feature: f.feature, value: value, usual: f.mean, contribution: points, provenance: provenance,
                          sentence: DriverSentence.sentence(f.feature, value: value, usual: f.mean, points: points,
                                                            most: rank == 0, estimated: provenance != .observed))
        }
        return DayScore(day: row.day, prediction: prediction, flow: RecoveryFlow.score(prediction, model.target),
                        usualFlow: usualFlow, contributions: contributions, drivers: drivers, coverage: row.coverage,
                        missingData: missing, partialData: RecoveryScorer.partialData(row), trend: .nan)
    }

    /// Scores every row in date order and runs the trend once over the whole history:
    /// unscored days are skipped, and a gap of more than 7 days restarts it.
    public func score(rows: [FeatureRow]) -> [DayResult] {
        var out: [DayResult] = []
        out.reserveCapacity(rows.count)
        var trend: Double?
        var lastDay: CalendarDay?
        for row in rows {
            guard var s = score(row) else { out.append(.noData(row.day)); continue }
            if let t = trend, let last = lastDay, row.day.ordinal - last.ordinal <= RecoveryScorer.trendGapDays {
                trend = RecoveryScorer.trendWeight * s.flow + (1 - RecoveryScorer.trendWeight) * t
            } else {
                trend = s.flow
            }
            s.trend = trend ?? s.flow
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
