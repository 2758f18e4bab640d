import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores

/// What a trend can follow: the Recovery Flow, any of the 19 features, body weight, or a
/// reference score.
public enum Metric: Equatable, Sendable {
    /// The clamped, unrounded Recovery Flow of the scored days.
    case flow
    /// A feature's observed cells (never the filled-in ones).
    case feature(Feature)
    /// The first weighing of each day, in kg.
    case bodyMass
    /// A reference score's unrounded value on the mornings that have one.
    case score(ScoreKind)

    /// Every metric, in the order `flow trend` lists them.
    public static let all: [Metric] =
        [.flow] + Feature.allCases.map { .feature($0) } + [.bodyMass] + ScoreKind.allCases.map { .score($0) }

    /// The metric named `name` (`flow`, a feature's column name, `body_mass`), or nil. HRV's
    /// column answers to `hrv` (whichever measure the history holds), `hrv_rmssd` and its old
    /// key `hrv_sdnn`: the command that reads the history checks the measure.
    public init?(name: String) {
        if Metric.hrvNames.contains(name) {
            self = .feature(.hrvSDNN)
            return
        }
        guard let m = Metric.all.first(where: { $0.name == name }) else { return nil }
        self = m
    }

    /// The names HRV's metric answers to.
    public static let hrvNames: Set<String> = ["hrv", "hrv_rmssd", "hrv_sdnn"]

    /// The name in output, HRV's by the measure its column holds (`hrv_rmssd`, `hrv_sdnn`).
    public func name(hrv measure: HRVMeasure) -> String {
        self == .feature(.hrvSDNN) ? "hrv_" + measure.rawValue : name
    }

    /// How a person reads the metric's name, as a heading: "Recovery Flow", "Resting heart
    /// rate", HRV as "HRV (RMSSD)" or "HRV (SDNN)", "Body weight".
    public func title(hrv measure: HRVMeasure) -> String {
        switch self {
        case .flow: return "Recovery Flow"
        case .bodyMass: return "Body weight"
        case .score(let kind): return kind.title + " score"
        case .feature(let f): return ColumnWords.heading(ColumnWords.feature(f, hrv: measure))
        }
    }

    /// The name on the command line and in the JSON.
    public var name: String {
        switch self {
        case .flow: return "flow"
        case .feature(let f): return f.rawValue
        case .bodyMass: return RecordKind.bodyMass.rawValue
        case .score(let kind): return kind.rawValue
        }
    }

    /// The unit its readings are in: Flow points, the feature's unit, or kg.
    public var unit: String {
        switch self {
        case .flow, .score: return "points"
        case .feature(let f): return f.unit
        case .bodyMass: return "kg"
        }
    }
}

extension Metric {
    /// This metric's points: from the scored days, the table's observed cells, or the weighings.
    public func points(results: [DayResult], table: FeatureTable, weighings: [Measurement]) -> [TrendPoint] {
        switch self {
        case .flow: return Metric.flowPoints(results)
        case .feature(let f): return Metric.featurePoints(f, table: table)
        case .bodyMass: return Metric.bodyMassPoints(weighings)
        case .score(let kind): return Metric.scorePoints(kind, table: table)
        }
    }

    /// Decimals a person reads the metric's unit with.
    public var decimals: Int {
        switch unit {
        case "h", "0–1", "ln": return 2
        case "steps", "min", "zone-min": return 0
        default: return 1
        }
    }

    /// A value as a person reads it: the metric's decimals and its unit ("57.4 bpm"; shares bare).
    public func format(_ v: Double) -> String {
        NumberFormat.decimals(v, decimals) + (unit == "0–1" ? "" : " " + unit)
    }

    /// The Flow's points: each scored day's clamped, unrounded Flow with the trend the
    /// scorer gave it (SPEC 7's, which restarts after more than 7 days without a score).
    public static func flowPoints(_ results: [DayResult]) -> [TrendPoint] {
        results.compactMap { $0.score }.map { TrendPoint(day: $0.day, value: $0.flow, trend: $0.trend) }
    }

    /// A feature's observed cells, in date order, with a trend that never restarts.
    public static func featurePoints(_ feature: Feature, table: FeatureTable) -> [TrendPoint] {
        TrendLine.points(table.rows.filter { $0.isObserved(feature) }.map { ($0.day, $0[feature]) })
    }

    /// A score's value on each morning that has one, computed from the table as `flow scores`
    /// computes it, with a trend that never restarts.
    /// - Complexity: O(rows × 30).
    public static func scorePoints(_ kind: ScoreKind, table: FeatureTable) -> [TrendPoint] {
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: table.settings.sleepNeedHours)
        return TrendLine.points(scores.compactMap { d in d[kind].value.map { (d.day, $0) } })
    }

    /// One body mass a day: the earliest weighing of the local day (at one instant, the
    /// smaller), in date order, with a trend that never restarts.
    /// - Complexity: O(n log n) for n weighings.
    public static func bodyMassPoints(_ weighings: [Measurement]) -> [TrendPoint] {
        var first: [Int: Measurement] = [:]
        for w in weighings {
            let day = w.start.localDay.ordinal
            if let held = first[day],
                held.start.instant < w.start.instant
                    || (held.start.instant == w.start.instant && held.value <= w.value)
            {
                continue
            }
            first[day] = w
        }
        return TrendLine.points(first.keys.sorted().map { (CalendarDay(ordinal: $0), first[$0]!.value) })
    }
}
