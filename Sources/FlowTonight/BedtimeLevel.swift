/// One way to spend tonight: a share of the need, the bedtime that leaves room for it before the
/// usual wake time, and whether a person can keep that bedtime (SPEC 20.1).
public struct BedtimeLevel: Equatable, Sendable {
    /// The levels offered, fullest first, and the fallback when none can be kept.
    public enum Name: String, Sendable, CaseIterable {
        /// All of the need.
        case full
        /// 85 % of it.
        case most
        /// 70 % of it.
        case least
        /// The earliest keepable bedtime, whatever share of the need it leaves room for.
        case earliest

        /// The share of the need a level asks for (nil for `earliest`, whose share follows from its time).
        public var share: Double? {
            switch self {
            case .full: 1
            case .most: 0.85
            case .least: 0.7
            case .earliest: nil
            }
        }
    }

    /// Which level.
    public var level: Name
    /// The share of the night's need it gives (1 for `full`).
    public var share: Double
    /// The sleep it leaves room for, in hours.
    public var sleepHours: Double
    /// When to be in bed, in hours after the coming morning's 00:00 (negative: the evening before).
    public var bedtime: Double
    /// When to turn the light out: the bedtime plus the usual time awake in bed.
    public var lightsOut: Double
    /// Whether the bedtime is no earlier than an hour before the usual one (nil: no usual bedtime to judge by).
    public var keepable: Bool?

    /// A level from its parts.
    public init(level: Name, share: Double, sleepHours: Double, bedtime: Double, lightsOut: Double, keepable: Bool?) {
        (self.level, self.share, self.sleepHours, self.bedtime) = (level, share, sleepHours, bedtime)
        (self.lightsOut, self.keepable) = (lightsOut, keepable)
    }
}
