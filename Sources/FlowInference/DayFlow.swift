import FlowFeatures
import FlowRecords

/// One of the three features driving a day's score, stated as a fact. Drivers are always
/// observed values: a filled-in value never drives a score.
public struct Driver: Equatable, Sendable {
    /// The feature (or training-load column).
    public var feature: Signal
    /// Its value today, and the usual value it was compared with, both in `quantity`'s unit.
    public var value: Double, usual: Double
    /// What `value` and `usual` measure: the feature itself, or, for a personal model's
    /// `rhr_delta` and `hrv_ratio`, the resting heart rate and the HRV they are compared on.
    public var quantity: Signal
    /// Whether the usual value is the person's own or the model's stored mean.
    public var usualSource: UsualSource
    /// Its contribution in Flow points (positive lifts the score).
    public var contribution: Double
    /// Where the value came from (always `observed` for a driver).
    public var provenance: Provenance
    /// For `rhr_delta` and `hrv_ratio`: true when today's value was measured from the fixed
    /// 60 bpm / 45 ms, the person having too few readings of their own in the 14 days before.
    public var fixedReference: Bool
    /// A plain sentence of fact, never a diagnosis.
    public var sentence: String

    /// A driver from its parts; `quantity` defaults to the feature itself.
    public init(
        feature: Signal, value: Double, usual: Double, quantity: Signal? = nil, usualSource: UsualSource,
        contribution: Double, provenance: Provenance, fixedReference: Bool, sentence: String
    ) {
        (self.feature, self.value, self.usual, self.quantity) = (feature, value, usual, quantity ?? feature)
        (self.usualSource, self.contribution, self.provenance) = (usualSource, contribution, provenance)
        (self.fixedReference, self.sentence) = (fixedReference, sentence)
    }
}

/// The Recovery Flow of one scored day (SPEC section 7).
public struct DayFlow: Equatable, Sendable {
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
    /// The Flow of a usual day: every feature at its usual value, no flag.
    public var usualFlow: Double
    /// Flow points of every model feature and all nine flags (0 for dropped columns), in SPEC order.
    public var contributions: [(name: String, points: Double)]
    /// Up to three observed model features with the largest non-zero contributions.
    public var drivers: [Driver]
    /// The drivers that move the Flow by at least a whole point as it is shown: one that rounds
    /// to 0 is not said to lift or weigh on anything.
    public var shownDrivers: [Driver] { drivers.filter { RecoveryFlow.rounded($0.contribution) != 0 } }
    /// The eight data measurements observed today.
    public var coverage: Int
    /// The flags' contributions summed (never a driver).
    public var missingData: Double
    /// The flags' contributions plus those of every model feature that was filled in.
    public var estimated: Double
    /// Model features with a weight whose value today was filled in.
    public var estimatedFeatures: Int
    /// Scorable days among the 28 before this one, and the phase they give.
    public var baselineDays: Int
    /// Calibrating, provisional or full.
    public var phase: Phase { Phase(baselineDays: baselineDays) }
    /// What was not observed, when sleep or both heart measures are missing: the score
    /// then rests on partial data.
    public var partialData: String?
    /// The EWMA trend of the Flow up to this day (set by `FlowScorer.score(rows:)`).
    public var trend: Double

    /// A scored day from its parts (an app's preview, a test).
    public init(
        day: CalendarDay, prediction: Double, flow: Double, usualFlow: Double,
        contributions: [(name: String, points: Double)], drivers: [Driver], coverage: Int, missingData: Double,
        estimated: Double, estimatedFeatures: Int, baselineDays: Int, partialData: String?, trend: Double
    ) {
        (self.day, self.prediction, self.flow, self.usualFlow, self.contributions) = (
            day, prediction, flow, usualFlow, contributions
        )
        (self.drivers, self.coverage, self.missingData, self.estimated) = (drivers, coverage, missingData, estimated)
        (self.estimatedFeatures, self.baselineDays, self.partialData, self.trend) = (
            estimatedFeatures, baselineDays, partialData, trend
        )
    }

    public static func == (a: DayFlow, b: DayFlow) -> Bool {
        a.day == b.day && a.prediction == b.prediction && a.flow == b.flow && a.usualFlow == b.usualFlow
            && a.contributions.map(\.name) == b.contributions.map(\.name)
            && a.contributions.map(\.points) == b.contributions.map(\.points) && a.drivers == b.drivers
            && a.coverage == b.coverage && a.missingData == b.missingData && a.estimated == b.estimated
            && a.estimatedFeatures == b.estimatedFeatures && a.baselineDays == b.baselineDays
            && a.partialData == b.partialData && a.trend == b.trend
    }
}

/// Why a day of the history is not scored.
public enum UnscoredReason: String, CaseIterable, Sendable {
    /// Nothing at all was recorded for the morning.
    case noData = "no data"
    /// A personal model with fewer than 3 nights of the person's own to compare with.
    case calibrating
    /// Something was recorded (steps, daytime heart rate), but no night measurement.
    case noNightData = "no night data"
    /// An anchored model's morning on or before its last training label, without `--labels`.
    case noRecentLevel = "no recent level: give --labels"
    /// An anchored model's morning with no usable label before it.
    case noEarlierLabel = "no earlier label"

    /// The reason in words, for people.
    public var explanation: String {
        switch self {
        case .noData: return "nothing was recorded for that morning"
        case .noNightData: return "nothing was measured last night"
        case .calibrating:
            return "flow compares you only with your own nights, and gives a number from the third on"
        case .noRecentLevel:
            return
                "the model starts from your recent labels, and none is given for this morning (it is not after the model's last one)"
        case .noEarlierLabel: return "the model starts from your recent labels, and none is dated before this morning"
        }
    }
}

/// A requested day: scored, or listed with the reason it is not.
public enum DayResult: Equatable, Sendable {
    /// A scored day.
    case scored(DayFlow)
    /// A day listed without a score, and why.
    case unscored(CalendarDay, UnscoredReason)
    /// A scorable day a personal model gives no number yet: only `nights` of the person's own
    /// (fewer than 3) lie in the 28 days before it.
    case calibrating(CalendarDay, nights: Int)

    /// The day.
    public var day: CalendarDay {
        switch self {
        case .scored(let s): return s.day
        case .unscored(let d, _), .calibrating(let d, _): return d
        }
    }

    /// The score, when the day was scored.
    public var score: DayFlow? { if case .scored(let s) = self { return s } else { return nil } }

    /// Why the day was not scored (nil when it was).
    public var reason: UnscoredReason? {
        switch self {
        case .scored: return nil
        case .unscored(_, let r): return r
        case .calibrating: return .calibrating
        }
    }

    /// For a calibrating morning, the nights of the person's own before it (nil otherwise).
    public var calibratingNights: Int? { if case .calibrating(_, let n) = self { return n } else { return nil } }
}
