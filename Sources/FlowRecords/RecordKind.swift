/// The kinds of record flow reads: SPEC section 1's five, the RMSSD of section 15, the
/// body mass of section 12 and the vitals of section 18.
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
    /// Breaths per minute (4-60), an instant at its start.
    case respiratoryRate = "respiratory_rate"
    /// Blood oxygen saturation in % (50-100; Apple writes a fraction, read × 100).
    case spo2
    /// Wrist temperature while asleep, absolute °C (25-42).
    case wristTemperature = "wrist_temp"
    /// VO₂max as the export estimated it, mL/kg/min (10-100).
    case vo2max

    /// The kinds that are stated against the person's own range, never features.
    public static let vitals: [RecordKind] = [.respiratoryRate, .spo2, .wristTemperature, .vo2max]

    /// The values a record of the kind may take, where the kind has a plausible range.
    public var plausible: ClosedRange<Double>? {
        switch self {
        case .heartRate: return 25...250
        case .bodyMass: return 20...400
        case .respiratoryRate: return 4...60
        case .spo2: return 50...100
        case .wristTemperature: return 25...42
        case .vo2max: return 10...100
        case .sleep, .steps, .restingHR, .hrvSDNN, .hrvRMSSD: return nil
        }
    }
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
