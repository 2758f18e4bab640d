/// The four states a Recovery Flow score is read as (SPEC section 7), best first.
public enum FlowState: String, CaseIterable, Sendable {
    case flowing = "Flowing"
    case steady = "Steady"
    case adjusting = "Adjusting"
    case rebuilding = "Rebuilding"

    /// The state of a rounded Flow: 75-100 Flowing, 50-74 Steady, 25-49 Adjusting, 0-24 Rebuilding.
    public init(roundedFlow: Int) {
        switch roundedFlow {
        case 75...: self = .flowing
        case 50..<75: self = .steady
        case 25..<50: self = .adjusting
        default: self = .rebuilding
        }
    }

    /// Position in the 4×4 state table (Flowing first).
    public var index: Int { FlowState.allCases.firstIndex(of: self) ?? 0 }
}

/// Maps a prediction on the target scale to the 0-100 Recovery Flow score.
public enum RecoveryFlow {
    /// Flow points per unit of the target: s = −100/(hi − lo) for higher-is-worse,
    /// +100/(hi − lo) otherwise, so a positive contribution lifts the score.
    public static func pointsPerUnit(_ target: TargetScale) -> Double {
        let s = 100 / (target.hi - target.lo)
        return target.direction == .higherIsWorse ? -s : s
    }

    /// The Flow before clamping: 100·(hi − ŷ)/(hi − lo), or 100·(ŷ − lo)/(hi − lo).
    public static func unclamped(_ prediction: Double, _ target: TargetScale) -> Double {
        switch target.direction {
        case .higherIsWorse: return 100 * (target.hi - prediction) / (target.hi - target.lo)
        case .higherIsBetter: return 100 * (prediction - target.lo) / (target.hi - target.lo)
        }
    }

    /// The Flow clamped to 0-100 (unrounded).
    public static func score(_ prediction: Double, _ target: TargetScale) -> Double {
        min(100, max(0, unclamped(prediction, target)))
    }

    /// The Flow as shown: rounded half away from zero.
    public static func rounded(_ flow: Double) -> Int { Int(flow.rounded(.toNearestOrAwayFromZero)) }

    /// The state of a prediction, read from the rounded, clamped Flow.
    public static func state(_ prediction: Double, _ target: TargetScale) -> FlowState {
        FlowState(roundedFlow: rounded(score(prediction, target)))
    }
}
