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
    /// One total of a summary night (SPEC 19): minutes of a stage over the night's bed span,
    /// written `STAGE:MINUTES` (`deep:77`); the night's span is its `in_bed` sleep record.
    case sleepMinutes = "sleep_minutes"
    /// A vendor's step total over a whole local day.
    case stepsTotal = "steps_total"
    /// Skin temperature as a deviation from the ring's own baseline, °C (−5 to +5; Oura).
    case wristTemperatureDelta = "wrist_temp_delta"
    /// The vendor's own recovery or readiness score (0-100), an instant at the night's wake.
    case deviceRecovery = "device_recovery"
    /// The vendor's own sleep score (0-100), an instant at the night's wake.
    case deviceSleep = "device_sleep"
    /// The vendor's own strain or activity score, at the local midnight of the day it describes.
    case deviceStrain = "device_strain"
    /// Energy burned by activity, kcal over its interval (a vendor's daily total over its whole
    /// local day); kJ are read ÷ 4.184 (SPEC 21). What counts as active differs by vendor.
    case activeEnergy = "active_energy"
    /// One blood-oxygen reading a minute through the night (%), an instant (SPEC 22): Takeout's
    /// Minute SpO2, where the device writes 50 or less for a minute it could not read.
    case spo2Minute = "spo2_minute"
    /// Breathing disturbances of a night (events an hour), one a night: Apple's (SPEC 22).
    case breathingDisturbances = "breathing_disturbances"
    /// A period start the person logged (SPEC 18.1): an instant at its local date's 00:00, value 1.
    case periodStart = "period_start"
    /// A day of menstrual bleeding the person logged: an instant at its local date's 00:00, the
    /// amount as its value (0 not given, 1 light, 2 medium, 3 heavy). Starts come from these.
    case menstrualFlow = "menstrual_flow"
    /// A stretch in which the person's logged periods say nothing of a cycle (pregnancy 1,
    /// lactation 2, hormonal contraception 3): a start inside it is not used.
    case cyclePause = "cycle_pause"

    /// The most active energy a day may hold, and a minute of an interval, in kcal: above
    /// either a value is no measurement of a person.
    public static let activeEnergyPerDay = 20_000.0, activeEnergyPerMinute = 100.0

    /// Kilocalories in a kilojoule's worth: kJ ÷ 4.184.
    public static let kilojoulesPerKilocalorie = 4.184

    /// The kinds that are stated against the person's own range, never features.
    public static let vitals: [RecordKind] = [.respiratoryRate, .spo2, .wristTemperature, .vo2max]

    /// The person's logged cycle (SPEC 18.1): never features, never a reason for a row of the table.
    public static let cycle: [RecordKind] = [.periodStart, .menstrualFlow, .cyclePause]

    /// The vendor's scores: kept beside flow's own, never features, never imputed.
    public static let deviceScores: [RecordKind] = [.deviceRecovery, .deviceSleep, .deviceStrain]

    /// The kind's position in `allCases`, read by a switch (a search of `allCases` a record
    /// was an import's hot path); a test holds the two in step.
    public var position: Int {
        switch self {
        case .sleep: 0
        case .steps: 1
        case .heartRate: 2
        case .restingHR: 3
        case .hrvSDNN: 4
        case .hrvRMSSD: 5
        case .bodyMass: 6
        case .respiratoryRate: 7
        case .spo2: 8
        case .wristTemperature: 9
        case .vo2max: 10
        case .sleepMinutes: 11
        case .stepsTotal: 12
        case .wristTemperatureDelta: 13
        case .deviceRecovery: 14
        case .deviceSleep: 15
        case .deviceStrain: 16
        case .activeEnergy: 17
        case .spo2Minute: 18
        case .breathingDisturbances: 19
        case .periodStart: 20
        case .menstrualFlow: 21
        case .cyclePause: 22
        }
    }

    /// True for the kinds whose value may be below 0 (a temperature deviation).
    public var allowsNegative: Bool { self == .wristTemperatureDelta }

    /// The values a record of the kind may take, where the kind has a plausible range.
    public var plausible: ClosedRange<Double>? {
        switch self {
        case .heartRate: return 25...250
        case .bodyMass: return 20...400
        case .respiratoryRate: return 4...60
        case .spo2: return 50...100
        case .wristTemperature: return 25...42
        case .vo2max: return 10...100
        case .wristTemperatureDelta: return -5...5
        case .deviceRecovery, .deviceSleep, .deviceStrain: return 0...100
        case .sleepMinutes: return 0...1440
        case .breathingDisturbances: return 0...100
        case .periodStart: return 1...1
        case .menstrualFlow: return 0...3
        case .cyclePause: return 1...3
        // A minute's SpO2 and active energy have rules of their own (`RejectionReason.implausible`).
        case .sleep, .steps, .restingHR, .hrvSDNN, .hrvRMSSD, .stepsTotal, .activeEnergy, .spo2Minute: return nil
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
