import FlowRecords

/// What people call each column of the table: the one place that turns a key such as
/// `hrv_sdnn`, `resting_hr` or `device_recovery` into words ("HRV (RMSSD)", "resting heart
/// rate", "WHOOP Recovery"), so the report and the text outputs never show a key where a
/// word belongs. Keys stay in files and JSON, which promise them.
public enum ColumnWords {
    /// Words as a heading or a sentence's start: the first letter upper case ("Resting heart rate").
    public static func heading(_ words: String) -> String { words.prefix(1).uppercased() + words.dropFirst() }

    /// A feature in words, lower case as in the middle of a sentence; HRV by the measure the
    /// history holds.
    public static func feature(_ f: Feature, hrv: HRVMeasure) -> String {
        switch f {
        case .sleepHours: return "sleep duration"
        case .inBedHours: return "time in bed"
        case .sleepEfficiency: return "sleep efficiency"
        case .deepShare: return "deep sleep share"
        case .remShare: return "REM sleep share"
        case .wakeCount: return "wake-ups"
        case .sleepMidpoint: return "sleep midpoint"
        case .sleepRegularity: return "sleep timing variability"
        case .sleepDebt: return "sleep debt"
        case .napMinutes: return "naps"
        case .steps: return "steps"
        case .activeHours: return "active hours"
        case .movementSpread: return "movement spread"
        case .restingHR: return "resting heart rate"
        case .rhrDelta: return "resting heart rate against your usual"
        case .hrvSDNN: return "HRV (\(hrv.rawValue.uppercased()))"
        case .hrvRatio: return "HRV against your usual"
        case .sleepingHR: return "sleeping heart rate"
        case .strainLoad: return "training load"
        }
    }

    /// A training-load column in words.
    public static func load(_ c: LoadColumn) -> String {
        switch c {
        case .trimp: return "TRIMP"
        case .trimpCoverage: return "time worn"
        case .atl: return "fatigue (7-day load)"
        case .ctl: return "fitness (42-day load)"
        case .form: return "form"
        case .acwr: return "acute:chronic load"
        case .monotony: return "training monotony"
        case .weeklyStrain: return "weekly training strain"
        case .sessionLoad: return "session load"
        }
    }

    /// A model input in words: a feature, or a training-load column.
    public static func signal(_ s: Signal, hrv: HRVMeasure) -> String {
        switch s {
        case .feature(let f): return feature(f, hrv: hrv)
        case .load(let c): return load(c)
        }
    }

    /// A device score's column (`device_recovery`, `device_sleep`, `device_strain`) by the name
    /// its vendor's app gives it ("WHOOP Recovery", "Oura Readiness"); without a known vendor,
    /// "the device's recovery score". Any other key is returned as it is.
    public static func deviceScore(_ column: String, vendor: String?) -> String {
        guard let kind = scoreKinds[column] else { return column }
        if let vendor, let name = vendorNames[column]?[vendor] { return name }
        return vendor.map { "\($0) \(kind)" } ?? "the device's \(kind)"
    }

    /// Each vendor's own name for its scores, by column.
    static let vendorNames: [String: [String: String]] = [
        RecordKind.deviceRecovery.rawValue: [
            "WHOOP": "WHOOP Recovery", "Oura": "Oura Readiness", "Garmin": "Garmin training readiness",
            "Fitbit": "Fitbit Daily Readiness",
        ],
        RecordKind.deviceSleep.rawValue: [
            "WHOOP": "WHOOP Sleep performance", "Oura": "Oura Sleep Score", "Garmin": "Garmin sleep score",
            "Samsung Health": "Samsung Health sleep score", "Fitbit": "Fitbit Sleep Score",
        ],
        RecordKind.deviceStrain.rawValue: ["WHOOP": "WHOOP Day Strain", "Oura": "Oura Activity Score"],
    ]

    /// What kind of score each device column holds, for a vendor without a name of its own.
    static let scoreKinds: [String: String] = [
        RecordKind.deviceRecovery.rawValue: "recovery score", RecordKind.deviceSleep.rawValue: "sleep score",
        RecordKind.deviceStrain.rawValue: "strain score",
    ]
}
