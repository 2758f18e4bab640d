import FlowFeatures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an insight looks at after an evening (SPEC 14): the next morning's Sleep and
/// Recovery scores, the next night's HRV and sleeping heart rate, and the resting heart rate
/// of the night after.
public enum Outcome: String, CaseIterable, Sendable {
    case sleep, recovery
    case hrvSDNN = "hrv_sdnn"
    case sleepingHR = "sleeping_hr"
    case restingHR = "resting_hr"

    /// The unit a difference is given in: HRV's in per cent of the person's level.
    public var unit: String {
        switch self {
        case .sleep, .recovery: return "points"
        case .hrvSDNN: return "%"
        case .sleepingHR, .restingHR: return "bpm"
        }
    }

    /// How a sentence names it, with when it was measured ("your HRV the next night").
    public var phrase: String {
        switch self {
        case .sleep: return "your Sleep score the next morning"
        case .recovery: return "your Recovery score the next morning"
        case .hrvSDNN: return "your HRV the next night"
        case .sleepingHR: return "your sleeping heart rate the next night"
        case .restingHR: return "your resting heart rate the next night"
        }
    }

    /// Its name alone ("sleeping heart rate"), for lists.
    public var name: String {
        switch self {
        case .sleep: return "Sleep score"
        case .recovery: return "Recovery score"
        case .hrvSDNN: return "HRV"
        case .sleepingHR: return "sleeping heart rate"
        case .restingHR: return "resting heart rate"
        }
    }

    /// Why an outcome the history never has is not paired: "not measured by this device", or
    /// for the scores, which flow computes, that none could be given.
    public var notMeasured: String {
        switch self {
        case .sleep, .recovery: return "\(name): never given in this history"
        default: return "\(name): not measured by this device"
        }
    }

    /// The rows after check-in D whose value it reads: 1, except a resting HR dated by its
    /// own day (records CSV, Apple, Fitbit, Garmin, Samsung), whose night after D is row D+2's;
    /// a night summary's (WHOOP, Oura) lands on row D+1.
    public func lagDays(restingHRIsNightly: Bool) -> Int { self == .restingHR && !restingHRIsNightly ? 2 : 1 }

    /// The outcome on a row: the unrounded score, or the observed (clamped) cell, HRV as its log.
    public func value(_ row: FeatureRow, _ scores: DayScores) -> Double? {
        switch self {
        case .sleep: return scores.sleep.value
        case .recovery: return scores.recovery.value
        case .hrvSDNN: return row.isObserved(.hrvSDNN) ? log(row[.hrvSDNN]) : nil
        case .sleepingHR: return row.isObserved(.sleepingHR) ? row[.sleepingHR] : nil
        case .restingHR: return row.isObserved(.restingHR) ? row[.restingHR] : nil
        }
    }

    /// A difference of deviations in the unit it is given in: HRV's ln difference as
    /// 100·(e^d − 1) %, every other as it is.
    public func shown(_ d: Double) -> Double { self == .hrvSDNN ? 100 * (exp(d) - 1) : d }

    /// True when a difference `d` (of deviations, ln for HRV) is large enough to matter: 2
    /// points, 5 %, 2 bpm sleeping, 1 bpm resting.
    public func isLarge(_ d: Double) -> Bool {
        switch self {
        case .sleep, .recovery, .sleepingHR: return abs(d) >= 2
        case .hrvSDNN: return abs(exp(d) - 1) >= 0.05
        case .restingHR: return abs(d) >= 1
        }
    }
}
