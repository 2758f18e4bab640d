/// The 19 daily features of SPEC section 3, in table order.
public enum Feature: String, CaseIterable, Sendable, Hashable, Codable {
    case sleepHours = "sleep_hours"
    case inBedHours = "in_bed_hours"
    case sleepEfficiency = "sleep_efficiency"
    case deepShare = "deep_share"
    case remShare = "rem_share"
    case wakeCount = "wake_count"
    case sleepMidpoint = "sleep_midpoint"
    case sleepRegularity = "sleep_regularity"
    case sleepDebt = "sleep_debt"
    case napMinutes = "nap_minutes"
    case steps
    case activeHours = "active_hours"
    case movementSpread = "movement_spread"
    case restingHR = "resting_hr"
    case rhrDelta = "rhr_delta"
    case hrvSDNN = "hrv_sdnn"
    case hrvRatio = "hrv_ratio"
    case sleepingHR = "sleeping_hr"
    case strainLoad = "strain_load"

    /// Position in the table (0-based), the index into a row's `values`.
    public var index: Int {
        switch self {
        case .sleepHours: return 0
        case .inBedHours: return 1
        case .sleepEfficiency: return 2
        case .deepShare: return 3
        case .remShare: return 4
        case .wakeCount: return 5
        case .sleepMidpoint: return 6
        case .sleepRegularity: return 7
        case .sleepDebt: return 8
        case .napMinutes: return 9
        case .steps: return 10
        case .activeHours: return 11
        case .movementSpread: return 12
        case .restingHR: return 13
        case .rhrDelta: return 14
        case .hrvSDNN: return 15
        case .hrvRatio: return 16
        case .sleepingHR: return 17
        case .strainLoad: return 18
        }
    }

    /// The unit a person reads the value in.
    public var unit: String {
        switch self {
        case .sleepHours, .inBedHours, .sleepMidpoint, .sleepDebt, .activeHours: return "h"
        case .sleepEfficiency, .deepShare, .remShare, .movementSpread: return "0–1"  // an en dash, as SPEC writes it
        case .wakeCount: return "count"
        case .sleepRegularity, .napMinutes: return "min"
        case .steps: return "steps"
        case .restingHR, .rhrDelta, .sleepingHR: return "bpm"
        case .hrvSDNN: return "ms"
        case .hrvRatio: return "ln"
        case .strainLoad: return "zone-min"
        }
    }

    /// The range observed values are clamped to before anything uses them.
    public var clamp: ClosedRange<Double> {
        switch self {
        case .sleepHours: return 0...16
        case .inBedHours: return 0...20
        case .sleepEfficiency, .deepShare, .remShare, .movementSpread: return 0...1
        case .wakeCount: return 0...60
        case .sleepMidpoint: return -12...18
        case .sleepRegularity: return 0...360
        case .sleepDebt: return 0...6
        case .napMinutes: return 0...300
        case .steps: return 0...100_000
        case .activeHours: return 0...24
        case .restingHR, .sleepingHR: return 30...140
        case .rhrDelta: return -40...40
        case .hrvSDNN: return 5...300
        case .hrvRatio: return -2...2
        case .strainLoad: return 0...2000
        }
    }

    /// The last link of the imputation chain: the value used when fewer than the minimum
    /// number of observations exist in the window. `sleep_debt`'s depends on the sleep need.
    public func baseline(sleepNeedHours need: Double) -> Double {
        switch self {
        case .sleepHours: return 7.0
        case .inBedHours: return 7.75
        case .sleepEfficiency: return 0.90
        case .deepShare: return 0.15
        case .remShare: return 0.22
        case .wakeCount: return 2
        case .sleepMidpoint: return 3.5
        case .sleepRegularity: return 45
        case .sleepDebt: return 3 * min(2, max(0, need - 7))
        case .napMinutes: return 0
        case .steps: return 7000
        case .activeHours: return 8
        case .movementSpread: return 0.6
        case .restingHR: return 60
        case .rhrDelta: return 0
        case .hrvSDNN: return 45
        case .hrvRatio: return 0
        case .sleepingHR: return 58
        case .strainLoad: return 60
        }
    }

    /// Clamps an observed value to this feature's range.
    public func clamped(_ v: Double) -> Double { min(max(v, clamp.lowerBound), clamp.upperBound) }
}

/// The nine missingness flags of SPEC section 4, in table order.
public enum MissingFlag: String, CaseIterable, Sendable, Hashable, Codable {
    case sleepMissing = "sleep_missing"
    case stagesMissing = "stages_missing"
    case historyMissing = "history_missing"
    case stepsMissing = "steps_missing"
    case rhrMissing = "rhr_missing"
    case hrvMissing = "hrv_missing"
    case sleepingHRMissing = "sleeping_hr_missing"
    case strainMissing = "strain_missing"
    case baselineMissing = "baseline_missing"

    /// Position in the table (0-based), the index into a row's `flags`.
    public var index: Int {
        switch self {
        case .sleepMissing: return 0
        case .stagesMissing: return 1
        case .historyMissing: return 2
        case .stepsMissing: return 3
        case .rhrMissing: return 4
        case .hrvMissing: return 5
        case .sleepingHRMissing: return 6
        case .strainMissing: return 7
        case .baselineMissing: return 8
        }
    }

    /// The eight flags that say a measurement is missing (all but `baseline_missing`).
    public static let dataFlags: [MissingFlag] = allCases.filter { $0 != .baselineMissing }
}

/// Where a feature cell's value came from.
public enum Provenance: String, Sendable, Hashable, Codable {
    /// Computed from the day's own records (then clamped).
    case observed
    /// Filled with the median of the feature's observed cells in the window.
    case median
    /// Filled with the feature's fixed imputation baseline.
    case baseline
}
