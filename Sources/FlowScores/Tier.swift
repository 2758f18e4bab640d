/// The five bands a score is read in, from its value rounded half away from zero (SPEC 14).
public enum Tier: String, Sendable {
    case excellent = "Excellent"
    case good = "Good"
    case fair = "Fair"
    case low = "Low"
    case veryLow = "Very low"
    case rest = "Rest"
    case light = "Light"
    case moderate = "Moderate"
    case high = "High"
    case allOut = "All out"

    /// The tier of a rounded score of `kind`.
    public init(_ kind: ScoreKind, rounded r: Int) {
        switch kind {
        case .recovery: self = r >= 85 ? .excellent : r >= 70 ? .good : r >= 50 ? .fair : r >= 30 ? .low : .veryLow
        case .sleep: self = r >= 90 ? .excellent : r >= 75 ? .good : r >= 60 ? .fair : r >= 40 ? .low : .veryLow
        case .stress: self = r <= 20 ? .excellent : r <= 40 ? .good : r <= 60 ? .fair : r <= 80 ? .low : .veryLow
        case .strain: self = r < 20 ? .rest : r < 40 ? .light : r < 60 ? .moderate : r < 80 ? .high : .allOut
        }
    }

    /// A score rounded half away from zero, as its tier is read.
    public static func rounded(_ v: Double) -> Int { Int(v.rounded(.toNearestOrAwayFromZero)) }
}

/// The four reference scores.
public enum ScoreKind: String, CaseIterable, Sendable {
    case sleep, recovery, strain, stress

    /// The name people read.
    public var title: String {
        switch self {
        case .sleep: return "Sleep"
        case .recovery: return "Recovery"
        case .strain: return "Strain"
        case .stress: return "Stress"
        }
    }
}
