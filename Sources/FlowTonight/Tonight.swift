import FlowFeatures
import FlowRecords
import FlowScores

/// Tonight's plan as of a morning: the coming night's need, the wake time the person usually
/// keeps on that kind of morning, and the bedtime that leaves room for the need (SPEC 20).
public struct Tonight: Equatable, Sendable {
    /// The rows looked back over (the morning's own included) for the usual wake time and
    /// the usual time awake in bed.
    public static let window = 28
    /// The fewest mornings of the coming morning's kind behind a usual wake time, and the
    /// fewest nights behind a usual time awake in bed.
    public static let fewestMornings = 3
    /// The time awake in bed assumed when too few nights measured it, in hours (15 minutes).
    public static let assumedAwakeInBed = 0.25

    /// The coming night's need; its `day` is the morning it ends on.
    public var need: NightNeed
    /// Whether that morning is a free-day or a work-day morning.
    public var morning: MorningKind
    /// How many mornings of that kind in the window have a measured wake time.
    public var wakeMornings: Int
    /// The median measured time awake in bed, or `assumedAwakeInBed`.
    public var awakeInBed: Double
    /// How many nights in the window measured both time in bed and asleep.
    public var awakeInBedNights: Int
    /// The median wake time of those mornings, in hours after 00:00; nil with fewer than
    /// `fewestMornings`.
    public var usualWake: Double?
    /// The median bedtime of the same mornings, in hours after the coming morning's 00:00; nil
    /// with fewer than `fewestMornings`.
    public var usualBedtime: Double?

    /// When to be in bed: the usual wake time less the need and the usual time awake in bed,
    /// in hours after the coming morning's 00:00 (negative: the evening before).
    public var bedtime: Double? { usualWake.map { $0 - need.hours - awakeInBed } }
    /// When to turn the light out: the bedtime plus the usual time awake in bed.
    public var lightsOut: Double? { bedtime.map { $0 + awakeInBed } }

    /// Why there is no bedtime, when there is none.
    public var reason: String? {
        usualWake == nil
            ? "fewer than \(Tonight.fewestMornings) \(morning.rawValue)-day mornings in the last \(Tonight.window) "
                + "(have \(wakeMornings))" : nil
    }

    /// The plan after row `i` of `rows`, whose needs are `needs` (one a row, `SleepNeed`):
    /// morning kinds from `freeDays`.
    /// - Complexity: O(window · log window).
    public init(rows: [FeatureRow], needs: [NightNeed], at i: Int, freeDays: FreeDays) {
        precondition(rows.indices.contains(i) && needs.count == rows.count, "a row and its need")
        need = SleepNeed.tonight(after: needs[i])
        let kind = freeDays.kind(of: need.day)
        morning = kind
        let recent = Tonight.lastRows(rows, endingAt: i, days: Tonight.window)
        let sameKind = recent.filter { freeDays.kind(of: $0.day) == kind }
        let wakes = sameKind.compactMap(\.wakeTime)
        let awake = recent.compactMap(\.awakeInBed)
        wakeMornings = wakes.count
        awakeInBedNights = awake.count
        usualWake = wakes.count >= Tonight.fewestMornings ? ImputationChain.median(wakes) : nil
        usualBedtime = Tonight.usualBedtime(sameKind)
        awakeInBed = awake.count >= Tonight.fewestMornings ? ImputationChain.median(awake) : Tonight.assumedAwakeInBed
    }

    /// The rows dated within the `days` days ending with row `i`'s date (its own included).
    static func lastRows(_ rows: [FeatureRow], endingAt i: Int, days: Int) -> ArraySlice<FeatureRow> {
        let first = rows[i].day.adding(days: 1 - days)
        var start = i
        while start > 0, rows[start - 1].day >= first { start -= 1 }
        return rows[start...i]
    }
}
