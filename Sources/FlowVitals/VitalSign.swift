import FlowFeatures
import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One of the six night vitals stated against the person's own range (SPEC 18).
public enum VitalSign: String, CaseIterable, Sendable, Hashable {
    case restingHR = "resting_hr"
    case sleepingHR = "sleeping_hr"
    case hrv
    case respiratoryRate = "respiratory_rate"
    case spo2
    case wristTemperature = "wrist_temp"

    /// The smallest spread a range may have, so a steady run of equal nights does not make
    /// the next ordinary wobble look unusual.
    public var floor: Double {
        switch self {
        case .restingHR, .sleepingHR: return 1
        case .hrv: return 0.05
        case .respiratoryRate: return 0.3
        case .spo2: return 0.5
        case .wristTemperature: return 0.1
        }
    }

    /// True when a rise is the direction worth noting (false for HRV and SpO2, whose fall is).
    public var risesWhenStrained: Bool {
        switch self {
        case .hrv, .spo2: return false
        case .restingHR, .sleepingHR, .respiratoryRate, .wristTemperature: return true
        }
    }

    /// How a person names it.
    public var phrase: String {
        switch self {
        case .restingHR: return "resting heart rate"
        case .sleepingHR: return "sleeping heart rate"
        case .hrv: return "HRV"
        case .respiratoryRate: return "respiratory rate"
        case .spo2: return "SpO2"
        case .wristTemperature: return "wrist temperature"
        }
    }

    /// The unit a person reads the vital in.
    public var unit: String {
        switch self {
        case .restingHR, .sleepingHR: return "bpm"
        case .hrv: return "ms"
        case .respiratoryRate: return "breaths/min"
        case .spo2: return "%"
        case .wristTemperature: return "°C"
        }
    }

    /// A value (HRV as its natural log) in `unit` (HRV back in ms).
    public func inUnit(_ v: Double) -> Double { self == .hrv ? exp(v) : v }

    /// A value in the unit a person reads it in (HRV back from its log to ms): "58 bpm".
    public func text(_ v: Double) -> String {
        switch self {
        case .restingHR, .sleepingHR: return "\(NumberFormat.decimals(v, 0)) bpm"
        case .hrv: return "\(NumberFormat.decimals(exp(v), 0)) ms"
        case .respiratoryRate: return "\(NumberFormat.decimals(v, 1)) breaths/min"
        case .spo2: return "\(NumberFormat.decimals(v, 1)) %"
        case .wristTemperature: return "\(NumberFormat.decimals(v, 2)) °C"
        }
    }

    /// Row D's value: an observed cell of the table (HRV as the natural log of its cell; a
    /// filled-in cell is no value) or the night's vital; nil when there is none.
    public func value(_ row: FeatureRow) -> Double? {
        switch self {
        case .restingHR: return row.isObserved(.restingHR) ? row[.restingHR] : nil
        case .sleepingHR: return row.isObserved(.sleepingHR) ? row[.sleepingHR] : nil
        case .hrv: return row.isObserved(.hrvSDNN) && row[.hrvSDNN] > 0 ? log(row[.hrvSDNN]) : nil
        case .respiratoryRate: return row.respiratoryRate
        case .spo2: return row.spo2
        case .wristTemperature: return row.wristTemperature
        }
    }
}
