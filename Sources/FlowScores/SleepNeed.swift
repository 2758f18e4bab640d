import FlowFeatures
import FlowRecords

/// One night's sleep need and what it is made of, in hours: the person's base need, the debt
/// carried from the night before, what the day's strain adds and what a nap already gave.
public struct NightNeed: Equatable, Sendable {
    /// The row's date: the morning the night ends on.
    public var day: CalendarDay
    /// The configured need of an ordinary night (`--sleep-need`, 8 h by default).
    public var base: Double
    /// Half of the night before's shortfall against its own need, at most 2 h.
    public var debt: Double
    /// (Strain / 100)² of the day before the night: up to an hour after an all-out day.
    public var strain: Double
    /// The naps of that day, credited minute for minute, at most 2 h.
    public var napCredit: Double
    /// The night's sleep as the table holds it (measured or filled in), from which the next
    /// night's debt is reckoned; nil for a night not slept yet (tonight).
    public var sleepHours: Double?

    /// The need: base + strain + debt − nap credit.
    public var hours: Double { base + strain + debt - napCredit }

    /// A night's need from its parts.
    public init(day: CalendarDay, base: Double, debt: Double, strain: Double, napCredit: Double, sleepHours: Double?) {
        (self.day, self.base, self.debt, self.strain, self.napCredit) = (day, base, debt, strain, napCredit)
        self.sleepHours = sleepHours
    }
}

/// The sleep need of each night (SPEC 20): half of last night's shortfall is carried into
/// tonight and the rest forgiven, so a debt halves night by night instead of piling up; a hard
/// day asks for more and a nap for less. The Sleep score's duration reads it.
public enum SleepNeed {
    /// The share of a night's shortfall carried into the next night's need.
    public static let carriedShare = 0.5
    /// The most debt a night can carry, in hours.
    public static let debtCap = 2.0
    /// The most a nap can take off a night's need, in hours.
    public static let napCap = 2.0
    /// The Strain score of an ordinary day (what a day reads at the person's usual load),
    /// standing in for a day that has not happened yet.
    public static let usualStrain = 40.0

    /// The hours a day of Strain `score` (0-100) adds to the night after it; none without a score.
    public static func strainHours(_ score: Double?) -> Double {
        let s = (score ?? 0) / 100
        return s * s
    }

    /// The debt the night after `night` carries: half its shortfall, at most `debtCap` (none
    /// after a night not slept yet).
    public static func debt(after night: NightNeed) -> Double {
        guard let slept = night.sleepHours else { return 0 }
        return min(debtCap, carriedShare * max(0, night.hours - slept))
    }

    /// Row `row`'s need, after `before` (the need of the row before it, nil for the first):
    /// `strain` is the row's Strain score, nil when it has none. A night whose night before is
    /// not the day before (a gap in the table) carries no debt.
    static func night(_ row: FeatureRow, strain: Double?, after before: NightNeed?, base: Double) -> NightNeed {
        let carried = before.flatMap { $0.day == row.day.adding(days: -1) ? debt(after: $0) : nil }
        return NightNeed(
            day: row.day, base: base, debt: carried ?? 0, strain: strainHours(strain),
            napCredit: min(napCap, row[.napMinutes] / 60), sleepHours: row[.sleepHours])
    }

    /// The need of every row, in day order; `strain[i]` is row i's Strain score.
    /// - Complexity: O(rows).
    public static func nights(rows: [FeatureRow], strain: [Double?], base: Double) -> [NightNeed] {
        precondition(strain.count == rows.count, "one Strain score a row")
        var out: [NightNeed] = []
        out.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() { out.append(night(row, strain: strain[i], after: out.last, base: base)) }
        return out
    }

    /// The need of the night after `last`: its debt, a usual day's strain (the day has not
    /// happened yet) and no nap.
    public static func tonight(after last: NightNeed) -> NightNeed {
        NightNeed(
            day: last.day.adding(days: 1), base: last.base, debt: debt(after: last), strain: strainHours(usualStrain),
            napCredit: 0, sleepHours: nil)
    }
}
