import FlowFeatures
import FlowInference
import FlowRecords
import FlowTrends

/// What `flow trend` asks for: a metric's week, month or year view as of a day.
public struct TrendRequest: Sendable {
    /// The metric.
    public var metric: Metric
    /// The view's length.
    public var range: TrendRange
    /// The view's last day (nil: the last reading's).
    public var asOf: CalendarDay?

    /// A request from its parts.
    public init(metric: Metric, range: TrendRange, asOf: CalendarDay?) {
        (self.metric, self.range, self.asOf) = (metric, range, asOf)
    }

    /// The view over a history: `weighings` are its body-mass records, nil when the history is
    /// a feature table (which holds none). Only the Flow scores the mornings, with `model`.
    public func view(
        history: String, table: FeatureTable, weighings: [Measurement]?, model: RecoveryModel,
        modelFile: String?
    ) throws -> TrendView {
        var results: [DayResult] = []
        if metric == .flow {
            try model.check(canScore: table, file: modelFile ?? ScoredHistory.referenceModelName)
            results = FlowScorer(model: model).score(rows: table.rows)
        }
        if metric == .bodyMass, weighings == nil { throw RequestError.noBodyMassInTable(history: history) }
        let points = metric.points(results: results, table: table, weighings: weighings ?? [])
        guard let first = points.first, let last = points.last else {
            throw RequestError.noReading(history: history, metric: metric.name, unscored: metric == .flow)
        }
        if let asOf, asOf < first.day {
            throw RequestError.beforeFirstReading(day: asOf, metric: metric.name, first: first.day)
        }
        return TrendView(points: points, range: range, asOf: asOf ?? last.day)
    }
}
