import FlowRecords

/// One row of the feature table: the morning of day D (SPEC sections 3-4).
public struct FeatureRow: Sendable, Equatable {
    /// The date D of the row.
    public var day: CalendarDay
    /// The 19 feature values, in `Feature` order, after clamping and imputation.
    public var values: [Double]
    /// Where each value came from, in `Feature` order.
    public var provenance: [Provenance]
    /// The nine missingness flags, in `MissingFlag` order (true = not observed).
    public var flags: [Bool]
    /// RMSSD (ms) by the HRV rule, where the export had beat-to-beat lists: an extra column,
    /// not one of the 19 and never imputed.
    public var hrvRMSSD: Double?
    /// The mean pooled heart rate of D-1 outside every main sleep (at least 12 samples), and
    /// the mean HRV reading of D-1 outside them (at least 1): the daytime values the Stress
    /// score reads (SPEC 14); extra columns, unclamped, never imputed.
    public var daytimeHR: Double?, daytimeHRV: Double?
    /// The training load of D−1 (SPEC 17): extra columns, never imputed; nil in a table
    /// written before they existed.
    public var load: LoadColumns?
    /// The night's mean respiratory rate (breaths/min), SpO2 (%) and sleeping wrist temperature
    /// (°C) inside Main(D)'s span (SPEC 18): extra columns, never imputed.
    public var respiratoryRate: Double?, spo2: Double?, wristTemperature: Double?
    /// The vendor's own scores on this row (SPEC 19): its recovery or readiness and sleep score
    /// of the night ending on D, its strain or activity score of D−1. Extra columns kept beside
    /// flow's, never imputed, never features.
    public var deviceRecovery: Double?, deviceSleep: Double?, deviceStrain: Double?
    /// D−1's active energy (kcal) from one source, the one with the largest total that day
    /// (SPEC 21): an extra column, never imputed, never a feature.
    public var activeKcal: Double?
    /// The night's blood oxygen (SPEC 22) and its breathing disturbances an hour (Apple's):
    /// extra columns, never imputed, never features.
    public var oxygen: OxygenNight?, breathingDisturbances: Double?

    /// The three device scores in `FeatureTable.deviceColumns` order.
    public var deviceScores: [Double?] { [deviceRecovery, deviceSleep, deviceStrain] }

    /// A row from its cells.
    public init(
        day: CalendarDay, values: [Double], provenance: [Provenance], flags: [Bool], hrvRMSSD: Double? = nil,
        daytimeHR: Double? = nil, daytimeHRV: Double? = nil
    ) {
        (self.day, self.values, self.provenance, self.flags, self.hrvRMSSD) = (day, values, provenance, flags, hrvRMSSD)
        (self.daytimeHR, self.daytimeHRV) = (daytimeHR, daytimeHRV)
    }

    /// The value of one feature.
    public subscript(feature: Feature) -> Double { values[feature.index] }
    /// The value of one flag.
    public subscript(flag: MissingFlag) -> Bool { flags[flag.index] }

    /// True when the feature's cell was measured that day, not filled in by the imputation chain.
    public func isObserved(_ feature: Feature) -> Bool { provenance[feature.index] == .observed }

    /// A no-data day: all eight data flags set. Never trained on, never scored.
    public var isNoData: Bool { MissingFlag.dataFlags.allSatisfy { flags[$0.index] } }

    /// True when a night measurement was observed for row D: a main sleep, a resting heart
    /// rate dated D-1, an HRV sample, or the sleeping heart rate (SPEC 10.3).
    public var hasNightMeasurement: Bool {
        !flags[MissingFlag.sleepMissing.index] || !flags[MissingFlag.rhrMissing.index]
            || !flags[MissingFlag.hrvMissing.index] || !flags[MissingFlag.sleepingHRMissing.index]
    }

    /// A scorable row: not a no-data day, and a night was measured. Only these are scored
    /// and trained on; steps or daytime heart rate alone say nothing about recovery.
    public var isScorable: Bool { !isNoData && hasNightMeasurement }

    /// How many of the eight data measurements were observed.
    public var coverage: Int { MissingFlag.dataFlags.filter { !flags[$0.index] }.count }
}
