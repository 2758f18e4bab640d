/// The kinds of record flow reads: SPEC section 1's five, the RMSSD of section 15 and the
/// body mass of section 12.
public enum RecordKind: String, CaseIterable, Sendable, Hashable {
    case sleep
    case steps
    case heartRate = "heart_rate"
    case restingHR = "resting_hr"
    case hrvSDNN = "hrv_sdnn"
    /// Heart rate variability as RMSSD (ms): Fitbit's and Google's nightly summaries, Apple's
    /// RMSSD type and beat-to-beat lists.
    case hrvRMSSD = "hrv_rmssd"
    /// Body weight (kg), 20-400: read for its trend, never a feature.
    case bodyMass = "body_mass"
}

/// The stage written on a sleep record; names are lower case and matched exactly.
public enum SleepStage: String, CaseIterable, Sendable, Hashable {
    case inBed = "in_bed"
    case awake
    case asleep
    case core
    case deep
    case rem

    /// True for the stages whose union is asleep time (`asleep`, `core`, `deep`, `rem`).
    public var isAsleep: Bool {
        switch self {
        case .asleep, .core, .deep, .rem: return true
        case .inBed, .awake: return false
        }
    }

    /// True for the stages that give stage detail (`core`, `deep`, `rem`).
    public var isStageDetail: Bool {
        switch self {
        case .core, .deep, .rem: return true
        default: return false
        }
    }
}
