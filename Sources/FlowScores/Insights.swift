import FlowFeatures
import FlowRecords
import FlowStatistics

/// One side of a behaviour: the deviations from the person's own level on the mornings after
/// the evenings with it (or without it): how many, their mean and sample sd (ln for HRV).
public struct InsightGroup: Equatable, Sendable {
    /// How many mornings.
    public var n: Int
    /// Their mean deviation (nil when there is none) and sample sd (nil below 2).
    public var mean: Double?, sd: Double?

    init(_ deviations: [Double]) {
        let s = SampleSummary(deviations)
        (n, mean, sd) = (s.n, s.n > 0 ? s.mean : nil, s.sd)
    }
}

/// The test of a pair with enough days on both sides: the difference with its 95 % interval
/// (in the outcome's unit), the carry-over inflation, and its p before and after allowing
/// for the number of pairs tried.
public struct InsightTest: Equatable, Sendable {
    /// mean with − mean without, in the outcome's unit (HRV: 100·(e^d − 1) %).
    public var difference: Double
    /// Its 95 % interval, in the same unit.
    public var low: Double, high: Double
    /// The degrees of freedom after the carry-over correction (nil when neither side varies).
    public var df: Double?
    /// The variance inflation for carry-over, (1 + ρ)/(1 − ρ).
    public var f: Double
    /// The two-sided p, and the Benjamini-Hochberg adjusted p over every tested pair.
    public var p: Double, pAdjusted: Double
    /// True when the adjusted p is at most q and the difference is large enough to matter.
    public var isFinding: Bool
}

/// A behaviour against an outcome: both sides' mornings and, with 10 on each, the test.
public struct Insight: Equatable, Sendable {
    /// The behaviour (a check-in column) and the outcome.
    public var behaviour: String, outcome: Outcome
    /// The rows after the evening the outcome is read on (1, or 2 for a day-dated resting HR).
    public var lagDays: Int
    /// The mornings after the evenings with the behaviour, and without it.
    public var with: InsightGroup, without: InsightGroup
    /// The test, nil when a side has fewer than 10 mornings or none of them differ.
    public var test: InsightTest?

    /// True when the pair is a finding.
    public var isFinding: Bool { test?.isFinding ?? false }

    /// The question the behaviour answers, when it came from a journal ("Have any alcoholic drinks?").
    public var question: String?

    /// The behaviour in words ("late workout"), or its journal question in quotes.
    public var behaviourWords: String { question.map { "'\($0)'" } ?? Insight.words(behaviour) }

    /// A check-in column in words: `late_workout` → "late workout".
    public static func words(_ behaviour: String) -> String { behaviour.split(separator: "_").joined(separator: " ") }

    /// The pair as an association in words, never a cause: "After the 34 evenings with alcohol
    /// your sleeping heart rate the next night stood 3.3 bpm higher, against your own level,
    /// than after the 61 without [+2.7, +3.8]; more than chance explains." A pair short of days says
    /// how many it has.
    public var sentence: String {
        guard let t = test else {
            return "\(behaviourWords) and \(outcome.name): not enough days yet "
                + "(\(InsightReport.minimumDays) + \(InsightReport.minimumDays) needed); \(with.n) + \(without.n) so far."
        }
        let size = NumberFormat.decimals(abs(t.difference), 1)
        let way =
            size == "0.0" ? "no higher or lower" : "\(size) \(outcome.unit) \(t.difference > 0 ? "higher" : "lower")"
        let (yes, no) =
            question.map { _ in ("you answered yes to \(behaviourWords)", "you answered no") }
            ?? ("with \(behaviourWords)", "without")
        return "After the \(with.n) evenings \(yes) \(outcome.phrase) stood \(way), "
            + "against your own level, than after the \(without.n) \(no) "
            + "[\(NumberFormat.signed(t.low, 1)), \(NumberFormat.signed(t.high, 1))]; "
            + (t.isFinding ? "more than chance explains." : "could be chance.")
    }
}

/// Every behaviour of a person's check-ins against every outcome their history measures
/// (SPEC 14, revised 2026-12-05): each morning's value as a deviation from the person's own
/// level of the 30 rows before, groups of at least 10 mornings, Welch's test widened for
/// day-to-day carry-over, and Benjamini-Hochberg over all tested pairs, so that what is
/// called a finding is not what chance alone would show among dozens of tries.
public struct InsightReport: Equatable, Sendable {
    /// Every pair: the findings, then the other tested pairs, each by p; then the pairs short
    /// of days, by behaviour name and outcome.
    public var insights: [Insight]
    /// Outcomes with no value on any row of the history: named once, not paired.
    public var notMeasured: [Outcome]
    /// Behaviours logged but never above 0: never done, so nothing to compare.
    public var neverDone: [String]
    /// False when no check-in date has a row after it in the history.
    public var overlapsHistory: Bool
    /// The first and last check-in dates (nil for a file without a day).
    public var checkinDays: ClosedRange<CalendarDay>?

    /// A report from its parts (an app's preview, a test).
    public init(
        insights: [Insight], notMeasured: [Outcome] = [], neverDone: [String] = [], overlapsHistory: Bool = true,
        checkinDays: ClosedRange<CalendarDay>? = nil
    ) {
        (self.insights, self.notMeasured, self.neverDone) = (insights, notMeasured, neverDone)
        (self.overlapsHistory, self.checkinDays) = (overlapsHistory, checkinDays)
    }

    /// The false discovery rate allowed among findings.
    public static let q = 0.05
    /// Mornings needed on each side.
    public static let minimumDays = 10
    /// The rows before a morning whose values make the person's own level, and the fewest it needs.
    public static let levelRows = 30, minimumLevelValues = 7

    /// Pairs tested, and findings among them.
    public var tested: Int { insights.filter { $0.test != nil }.count }
    public var findings: Int { insights.filter(\.isFinding).count }

    /// The pairs as every output groups them: the findings, the tested pairs that could be
    /// chance (strongest first), and the pairs short of days (a behaviour never done left out,
    /// since it is named once in `neverDone`).
    public var standingOut: [Insight] { insights.filter(\.isFinding) }
    public var couldBeChance: [Insight] { insights.filter { $0.test != nil && !$0.isFinding } }
    public var shortOfDays: [Insight] { insights.filter { $0.test == nil && !neverDone.contains($0.behaviour) } }

    /// "35 pairs tested; 1 finding after allowing for chance", or "…; none stands out from chance yet".
    public var summary: String {
        let head = "\(tested) \(tested == 1 ? "pair" : "pairs") tested; "
        guard findings > 0 else { return head + "none stands out from chance yet" }
        return head + "\(findings) \(findings == 1 ? "finding" : "findings") after allowing for chance"
    }

    /// Pairs each check-in dated D with the outcomes of row D+lag; `restingHRIsNightly` says
    /// whether the history's resting HR comes from night summaries (lag 1) or days (lag 2).
    /// - Complexity: O(rows · 30 · outcomes + behaviours · outcomes · check-in days).
    public init(checkins: CheckinTable, rows: [FeatureRow], scores: [DayScores], restingHRIsNightly: Bool = false) {
        var index: [CalendarDay: Int] = [:]
        for (i, r) in rows.enumerated() { index[r.day] = i }
        let measured = Outcome.allCases.filter { o in rows.indices.contains { o.value(rows[$0], scores[$0]) != nil } }
        notMeasured = Outcome.allCases.filter { !measured.contains($0) }
        let names = checkins.behaviours.indices.sorted {
            checkins.behaviours[$0].unicodeScalars.lexicographicallyPrecedes(checkins.behaviours[$1].unicodeScalars)
        }
        neverDone = names.filter { b in
            let logged = checkins.days.compactMap { $0.values[b] }
            return !logged.isEmpty && logged.allSatisfy { $0 <= 0 }
        }.map { checkins.behaviours[$0] }
        overlapsHistory = checkins.days.contains { index[$0.day.adding(days: 1)] != nil }
        checkinDays = checkins.days.first.flatMap { first in checkins.days.last.map { first.day...$0.day } }
        // The calendar days from the first to the last check-in, for the carry-over series.
        let span = InsightReport.days(of: checkins)
        var pairs: [(insight: Insight, test: WelchTest?)] = []
        for outcome in measured {
            let lag = outcome.lagDays(restingHRIsNightly: restingHRIsNightly)
            let deviations = InsightReport.deviations(outcome, rows: rows, scores: scores)
            // The outcome's deviation after each evening of the span (nil where none).
            let after: [Double?] = span.map { day in index[day.adding(days: lag)].flatMap { deviations[$0] } }
            let outcomeCarry = CarryOver.lagOne(after)
            for b in names {
                let logged = InsightReport.series(checkins, behaviour: b, over: span)
                var with: [Double] = []
                var without: [Double] = []
                for (v, d) in zip(logged, after) {
                    guard let v, let d else { continue }
                    if v > 0 { with.append(d) } else { without.append(d) }
                }
                let insight = Insight(
                    behaviour: checkins.behaviours[b], outcome: outcome, lagDays: lag, with: InsightGroup(with),
                    without: InsightGroup(without), test: nil, question: checkins.questions[checkins.behaviours[b]])
                guard with.count >= InsightReport.minimumDays, without.count >= InsightReport.minimumDays,
                    let first = with.first, (with + without).contains(where: { $0 != first })
                else {
                    pairs.append((insight, nil))
                    continue
                }
                let behaviourCarry = CarryOver.lagOne(logged.map { $0.map { $0 > 0 ? 1 : 0 } })
                let test = WelchTest(with, without, inflation: CarryOver.inflation(behaviourCarry, outcomeCarry))
                pairs.append((insight, test))
            }
        }
        insights = InsightReport.judged(pairs)
    }

    /// Benjamini-Hochberg over the tested pairs, the findings marked, and the order of SPEC 14.
    static func judged(_ pairs: [(insight: Insight, test: WelchTest?)]) -> [Insight] {
        let tested = pairs.indices.filter { pairs[$0].test != nil }
        let adjusted = FalseDiscovery.adjusted(tested.map { pairs[$0].test!.p })
        var out = pairs.map(\.insight)
        for (k, i) in tested.enumerated() {
            let w = pairs[i].test!
            let outcome = out[i].outcome
            let (low, high) = w.interval()
            out[i].test = InsightTest(
                difference: outcome.shown(w.difference), low: outcome.shown(low), high: outcome.shown(high),
                df: w.degreesOfFreedom, f: w.inflation, p: w.p, pAdjusted: adjusted[k],
                isFinding: adjusted[k] <= InsightReport.q && outcome.isLarge(w.difference))
        }
        return out.sorted { a, b in
            let (ra, rb) = (a.test == nil ? 2 : a.isFinding ? 0 : 1, b.test == nil ? 2 : b.isFinding ? 0 : 1)
            if ra != rb { return ra < rb }
            if let pa = a.test?.p, let pb = b.test?.p, pa != pb { return pa < pb }
            if a.behaviour != b.behaviour {
                return a.behaviour.unicodeScalars.lexicographicallyPrecedes(b.behaviour.unicodeScalars)
            }
            return Outcome.allCases.firstIndex(of: a.outcome)! < Outcome.allCases.firstIndex(of: b.outcome)!
        }
    }

    /// Each row's outcome minus the mean of its values in the 30 rows before (at least 7),
    /// nil where the row has none or too few before it.
    /// - Complexity: O(rows · 30).
    static func deviations(_ outcome: Outcome, rows: [FeatureRow], scores: [DayScores]) -> [Double?] {
        let values = rows.indices.map { outcome.value(rows[$0], scores[$0]) }
        var out: [Double?] = Array(repeating: nil, count: rows.count)
        var lo = 0
        for i in rows.indices {
            guard let v = values[i] else { continue }
            let first = rows[i].day.ordinal - levelRows
            while rows[lo].day.ordinal < first { lo += 1 }
            var n = 0
            var sum = 0.0
            for j in lo..<i { if let x = values[j] { (n, sum) = (n + 1, sum + x) } }
            if n >= minimumLevelValues { out[i] = v - sum / Double(n) }
        }
        return out
    }

    /// The calendar days from the first check-in to the last.
    static func days(of checkins: CheckinTable) -> [CalendarDay] {
        guard let first = checkins.days.first?.day, let last = checkins.days.last?.day, first <= last else {
            return []
        }
        return (0...(last.ordinal - first.ordinal)).map { first.adding(days: $0) }
    }

    /// A behaviour's logged value on each day of `span`: nil where not logged.
    static func series(_ checkins: CheckinTable, behaviour b: Int, over span: [CalendarDay]) -> [Double?] {
        guard let first = span.first else { return [] }
        var out: [Double?] = Array(repeating: nil, count: span.count)
        for d in checkins.days { out[d.day.ordinal - first.ordinal] = d.values[b] }
        return out
    }
}
