import FlowFeatures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a personal model compares a feature on (SPEC 10.1): the two relative features on
/// what they are relative to, so a person is measured against their own nights and never
/// against the fixed 60 bpm or 45 ms; every other feature on itself.
public enum BaseQuantity: Equatable, Sendable {
    /// The feature's own value.
    case itself(Feature)
    /// `rhr_delta` compared on the resting heart rate (bpm).
    case restingHR
    /// `hrv_ratio` compared on the log of the night's HRV (whichever measure the table holds).
    case logHRV

    /// The quantity a feature is compared on.
    public init(_ feature: Feature) {
        switch feature {
        case .rhrDelta: self = .restingHR
        case .hrvRatio: self = .logHRV
        default: self = .itself(feature)
        }
    }

    /// The table cell the quantity is read from.
    public var cell: Feature {
        switch self {
        case .itself(let f): return f
        case .restingHR: return .restingHR
        case .logHRV: return .hrvSDNN
        }
    }

    /// The quantity on a row, nil when its cell was filled in rather than measured.
    @inline(__always)
    public func value(_ row: FeatureRow) -> Double? {
        guard row.isObserved(cell) else { return nil }
        let x = row[cell]
        return self == .logHRV ? log(x) : x
    }

    /// A quantity as a person reads it: the HRV back in milliseconds (so a mean of logs
    /// reads as the geometric mean), every other one as it is.
    public func shown(_ q: Double) -> Double { self == .logHRV ? exp(q) : q }
}
