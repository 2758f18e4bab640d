import FlowFeatures
import FlowRecords

/// One of the three features driving a day's score, stated as a fact.
public struct Driver: Equatable, Sendable {
    /// The feature.
    public var feature: Feature
    /// Its value today, and the person's usual value (the training mean).
    public var value: Double, usual: Double
    /// Its contribution in Flow points (positive lifts the score).
    public var contribution: Double
    /// Observed, or filled in by the imputation chain.
    public var provenance: Provenance
    /// A plain sentence of fact, never a diagnosis.
    public var sentence: String
}

/// The Recovery Flow of one scored day (SPEC section 7).
public struct DayScore: Equatable, Sendable {
    /// The day.
    public var day: CalendarDay
    /// ŷ on the target scale.
    public var prediction: Double
    /// The Flow, clamped to 0-100, unrounded.
    public var flow: Double
    /// The Flow as shown (rounded half away from zero).
    public var roundedFlow: Int { RecoveryFlow.rounded(flow) }
    /// The state read from the rounded Flow.
    public var state: FlowState { FlowState(roundedFlow: roundedFlow) }
    /// The Flow of a usual day: every feature at its training mean, no flag.
    public var usualFlow: Double
    /// Flow points of every model feature and all nine flags (0 for dropped columns), in SPEC order.
    public var contributions: [(name: String, points: Double)]
    /// The three model features with the largest non-zero contributions.
    public var drivers: [Driver]
    /// The eight data measurements observed today.
    public var coverage: Int
    /// The flags' contributions summed (never a driver).
    public var missingData: Double
    /// What was not observed, when sleep or both heart measures are missing: the score
    /// then rests on partial data.
    public var partialData: String?
    /// The EWMA trend of the Flow up to this day (set by `RecoveryScorer.score(rows:)`).
    public var trend: Double

    public static func == (a: DayScore, b: DayScore) -> Bool {
        a.day == b.day && a.prediction == b.prediction && a.flow == b.flow && a.usualFlow == b.usualFlow
            && a.contributions.map(\.name) == b.contributions.map(\.name)
            && a.contributions.map(\.points) == b.contributions.map(\.points) && a.drivers == b.drivers
            && a.coverage == b.coverage && a.missingData == b.missingData && a.partialData == b.partialData && a.trend == b.trend
    }
}

/// A requested day: scored, or listed with the reason it is not.
public enum DayResult: Equatable, Sendable {
    case scored(DayScore)
    case noData(CalendarDay)

    /// The day.
    public var day: CalendarDay {
        switch self {
        case .scored(let s): return s.day
        case .noData(let d): return d
        }
    }

    /// The score, when the day was scored.
    public var score: DayScore? { if case .scored(let s) = self { return s } else { return nil } }
}
