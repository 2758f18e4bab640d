import FlowFeatures
import FlowRecords

/// When a person's body sleeps left to itself, measured from their own nights the way the
/// Munich ChronoType Questionnaire asks it: the mid-sleep of free days, less the catch-up
/// sleep those days hold, and how far work days pull it (social jetlag).
public struct Chronotype: Equatable, Sendable {
    /// The rows looked back over, the morning's own included.
    public static let window = 90
    /// The fewest free-day and work-day mornings a chronotype is measured from.
    public static let fewestFree = 4, fewestWork = 8

    /// Mornings in the window with a measured mid-sleep and sleep length, by kind.
    public var freeMornings: Int, workMornings: Int
    /// The measures, when there were enough mornings of both kinds.
    public var measured: Measures?

    /// Why there is none, when there is none.
    public var reason: String? {
        guard measured == nil else { return nil }
        if freeMornings == 0, workMornings > 0, noFreeDays {
            return "no free days are set, so every morning is a work-day morning"
        }
        return "needs \(Chronotype.fewestFree) free-day and \(Chronotype.fewestWork) work-day mornings in the last "
            + "\(Chronotype.window) days (have \(freeMornings) and \(workMornings))"
    }
    /// Whether the free days were set to none.
    var noFreeDays = false

    /// The chronotype after row `i` of `rows`, free days from `freeDays`.
    /// - Complexity: O(window).
    public init(rows: [FeatureRow], at i: Int, freeDays: FreeDays) {
        precondition(rows.indices.contains(i), "a row of the table")
        var free: [(mid: Double, sleep: Double)] = []
        var work: [(mid: Double, sleep: Double)] = []
        for row in Tonight.lastRows(rows, endingAt: i, days: Chronotype.window)
        where row.isObserved(.sleepMidpoint) && row.isObserved(.sleepHours) {
            let night = (mid: row[.sleepMidpoint], sleep: row[.sleepHours])
            if freeDays.isFree(row.day) { free.append(night) } else { work.append(night) }
        }
        (freeMornings, workMornings) = (free.count, work.count)
        noFreeDays = freeDays.weekdays.isEmpty
        guard free.count >= Chronotype.fewestFree, work.count >= Chronotype.fewestWork else { return }
        measured = Measures(
            msf: Chronotype.mean(free.map(\.mid)), msw: Chronotype.mean(work.map(\.mid)),
            sdFree: Chronotype.mean(free.map(\.sleep)), sdWork: Chronotype.mean(work.map(\.sleep)),
            freeWeekdays: freeDays.weekdays.count)
    }

    /// The plain mean of a non-empty list, summed in order.
    static func mean(_ xs: [Double]) -> Double { xs.reduce(0, +) / Double(xs.count) }

    /// The measures of a chronotype, in hours (mid-sleeps after the morning's 00:00).
    public struct Measures: Equatable, Sendable {
        /// Mean mid-sleep of free-day and of work-day mornings.
        public var msf: Double, msw: Double
        /// Mean sleep length of free-day and of work-day mornings.
        public var sdFree: Double, sdWork: Double
        /// The free days of a week (for the week's mean sleep length).
        public var freeWeekdays: Int

        /// The week's mean sleep length: work and free days in their share of the week.
        public var sdWeek: Double {
            (Double(7 - freeWeekdays) * sdWork + Double(freeWeekdays) * sdFree) / 7
        }
        /// Free days' mid-sleep with the catch-up sleep taken out (half the free days' sleep
        /// beyond the week's mean, when free days are the longer ones): the chronotype itself.
        public var msfSC: Double { sdFree > sdWork ? msf - (sdFree - sdWeek) / 2 : msf }
        /// How much later free days' mid-sleep falls than work days', in hours (signed).
        public var socialJetlag: Double { msf - msw }
        /// Where the corrected mid-sleep falls among surveyed people.
        public var category: ChronotypeCategory { ChronotypeCategory(msfSC: msfSC) }
    }
}

/// Where a corrected free-day mid-sleep falls among the mid-sleeps of surveyed people
/// (their mean about 04:00, these bands about a standard deviation wide): a population
/// reference, not a rule for anyone.
public enum ChronotypeCategory: String, CaseIterable, Sendable {
    case early
    case moderatelyEarly = "moderately early"
    case intermediate
    case moderatelyLate = "moderately late"
    case late

    /// The lowest corrected mid-sleep of each band after `early`, in hours after 00:00.
    public static let lowerBounds: [(ChronotypeCategory, Double)] = [
        (.moderatelyEarly, 2.5), (.intermediate, 3.5), (.moderatelyLate, 4.5), (.late, 5.5),
    ]

    /// The band a corrected mid-sleep falls in.
    public init(msfSC: Double) {
        self = ChronotypeCategory.lowerBounds.last { msfSC >= $0.1 }?.0 ?? .early
    }
}
