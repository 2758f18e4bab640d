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
    case farBelowUsual = "far below usual"
    case belowUsual = "below usual"
    case usual = "usual"
    case aboveUsual = "above usual"
    case farAboveUsual = "far above usual"

    /// The tier of a rounded score of `kind`.
    public init(_ kind: ScoreKind, rounded r: Int) {
        switch kind {
        case .recovery: self = r >= 85 ? .excellent : r >= 70 ? .good : r >= 50 ? .fair : r >= 30 ? .low : .veryLow
        case .sleep, .ayurvedicTiming:
            self = r >= 90 ? .excellent : r >= 75 ? .good : r >= 60 ? .fair : r >= 40 ? .low : .veryLow
        case .stress: self = r <= 20 ? .excellent : r <= 40 ? .good : r <= 60 ? .fair : r <= 80 ? .low : .veryLow
        case .strain: self = r < 20 ? .rest : r < 40 ? .light : r < 60 ? .moderate : r < 80 ? .high : .allOut
        case .activeness:
            self =
                r < 25 ? .farBelowUsual : r < 45 ? .belowUsual : r < 60 ? .usual : r < 80 ? .aboveUsual : .farAboveUsual
        }
    }

    /// The tiers of `kind` as bands of the 0-100 scale, highest first: each band runs between
    /// the half-points where the rounded score changes tier, so a chart draws the rule itself.
    public static func bands(_ kind: ScoreKind) -> [(range: ClosedRange<Double>, tier: Tier)] {
        var out: [(range: ClosedRange<Double>, tier: Tier)] = []
        var top = 100
        for r in stride(from: 100, through: 0, by: -1)
        where r == 0 || Tier(kind, rounded: r - 1) != Tier(kind, rounded: r) {
            out.append(
                ((r == 0 ? 0 : Double(r) - 0.5)...(top == 100 ? 100 : Double(top) + 0.5), Tier(kind, rounded: r)))
            top = r - 1
        }
        return out
    }

    /// A score rounded half away from zero, as its tier is read.
    public static func rounded(_ v: Double) -> Int { Int(v.rounded(.toNearestOrAwayFromZero)) }
}

/// The reference scores, declared once in the order every output shows them (Recovery first,
/// the headline; the Ayurvedic timing, a tradition's rule rather than a measurement, last): the
/// text lines, the report's charts, the database's rows, the JSON and the help all read this list.
public enum ScoreKind: String, CaseIterable, Sendable {
    case recovery, sleep, strain, stress, activeness
    case ayurvedicTiming = "ayurvedic_timing"

    /// The name people read.
    public var title: String {
        switch self {
        case .sleep: return "Sleep"
        case .recovery: return "Recovery"
        case .strain: return "Strain"
        case .stress: return "Stress"
        case .activeness: return "Activeness"
        case .ayurvedicTiming: return "Ayurvedic timing"
        }
    }

    /// True for the scores about the day before the morning (Strain, Stress); the others are
    /// about the night and the morning itself.
    public var isAboutYesterday: Bool { self == .strain || self == .stress || self == .activeness }

    /// What a person should know before reading the score, when there is something: the
    /// Ayurvedic timing follows a tradition's clock and measures nothing about the sleep itself.
    public var caveat: String? {
        self == .ayurvedicTiming ? "a traditional timing rule, not a measurement" : nil
    }

    /// What the score is made of, in a line for the help: its parts and their weights.
    public var recipe: String {
        switch self {
        case .recovery: return "HRV 40 %, resting heart rate 25 %, the Sleep score 25 %, strain recovery 10 %"
        case .sleep:
            return
                "duration against the night's need 30 %, stages 30 %, sleeping HRV 15 %, sleeping heart rate 15 %, interruptions 10 %"
        case .strain: return "the day before's strain load against your usual capacity"
        case .stress: return "the day before's daytime heart rate and HRV against your usual"
        case .activeness: return "yesterday's steps 50 %, active energy 50 %, each against your usual day (50)"
        case .ayurvedicTiming:
            return "\(caveat ?? ""): asleep by 22:00 40 %, asleep through 22:00-02:00 40 %, up between 04:00 and "
                + "06:00 20 %"
        }
    }
}
