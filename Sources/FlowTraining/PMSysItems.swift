import FlowInference

/// The scales of PMSys wellness items (SPEC 11): each a rating with its own range, and on
/// every one of them the high end is the good one.
public enum PMSysItems {
    /// Items that are measurements, not ratings, and cannot be a target.
    public static let notRatings: Set<String> = ["sleep_duration_h"]

    /// The target scale of an item: readiness 0-10, the other ratings 1-5, all higher is
    /// better; nil for an item flow does not know.
    public static func scale(of item: String) -> TargetScale? {
        switch item {
        case "readiness": return TargetScale(name: item, lo: 0, hi: 10, direction: .higherIsBetter)
        case "fatigue", "mood", "sleep_quality", "soreness", "stress":
            return TargetScale(name: item, lo: 1, hi: 5, direction: .higherIsBetter)
        default: return nil
        }
    }
}
