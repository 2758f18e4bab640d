/// One named part of a score: its value (0-100 for Sleep's and Recovery's parts), the weight
/// it was given after the missing parts' weights were shared out, and the points it adds.
public struct ScoreComponent: Equatable, Sendable {
    /// The component's name (`duration`, `hrv`, …).
    public var name: String
    /// Its value.
    public var value: Double
    /// The weight actually used.
    public var weight: Double
    /// value × weight: the components' points add up to the unclamped score.
    public var points: Double { value * weight }
    /// What the value was computed from, for people and programs (`baseline`, `need_hours`, …).
    public var details: [(String, Double)]

    /// A component from its parts.
    public init(name: String, value: Double, weight: Double, details: [(String, Double)] = []) {
        (self.name, self.value, self.weight, self.details) = (name, value, weight, details)
    }

    public static func == (a: ScoreComponent, b: ScoreComponent) -> Bool {
        a.name == b.name && a.value == b.value && a.weight == b.weight && a.details.elementsEqual(b.details, by: ==)
    }
}

/// A reference score of one row: given (with value, tier and parts) or not, and why.
public struct Score: Equatable, Sendable {
    /// Which score.
    public var kind: ScoreKind
    /// The score, 0-100; nil when a required part is missing.
    public var value: Double?
    /// The sum of the parts' points before the 0-100 clamp (nil when not given).
    public var unclamped: Double?
    /// The parts used, in the score's order.
    public var components: [ScoreComponent]
    /// The parts left out, in the score's order, each with the reason.
    public var missing: [(name: String, why: String)]
    /// Observed values behind each personal baseline the score reads.
    public var baselineDays: [(String, Int)]
    /// Anything else the score rests on (Strain's capacity).
    public var details: [(String, Double)] = []
    /// Where Strain's capacity came from: `default` (500) or `personal`.
    public var capacitySource: String?

    /// The rounded score (half away from zero), when given.
    public var rounded: Int? { value.map(Tier.rounded) }
    /// Its tier, when given.
    public var tier: Tier? { rounded.map { Tier(kind, rounded: $0) } }

    /// Why the score is not given, when it is not: the missing required parts.
    public var reason: String?
    /// Activeness only: a day below usual right after an all-out day (SPEC 21), a rest rather
    /// than a concern.
    public var restAfterHard = false

    public static func == (a: Score, b: Score) -> Bool {
        a.kind == b.kind && a.value == b.value && a.unclamped == b.unclamped && a.components == b.components
            && a.missing.map(\.name) == b.missing.map(\.name) && a.reason == b.reason
    }
}
