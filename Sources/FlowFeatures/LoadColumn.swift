/// One training-load column of the feature table (SPEC 17), in table order after the 19
/// features and the RMSSD and daytime columns.
public enum LoadColumn: String, CaseIterable, Sendable, Hashable {
    case trimp
    case trimpCoverage = "trimp_coverage_min"
    case atl
    case ctl
    case form
    case acwr
    case monotony
    case weeklyStrain = "weekly_strain"
    case sessionLoad = "session_load"

    /// Position among the load columns (0-based), the index into `LoadColumns.cells`.
    public var index: Int { LoadColumn.allCases.firstIndex(of: self)! }

    /// The unit a person reads the value in.
    public var unit: String {
        switch self {
        case .trimp, .atl, .ctl, .form, .weeklyStrain: return "TRIMP"
        case .trimpCoverage: return "min"
        case .acwr, .monotony: return "ratio"
        case .sessionLoad: return "RPE·min"
        }
    }

    /// The widest range a value can take: what a model file's stored mean is checked against.
    public var range: ClosedRange<Double> {
        switch self {
        case .trimp, .atl, .ctl: return 0...10_000
        case .trimpCoverage: return 0...1440
        case .form: return -10_000...10_000
        case .acwr, .monotony: return 0...1000
        case .weeklyStrain: return 0...10_000_000
        case .sessionLoad: return 0...100_000
        }
    }
}
