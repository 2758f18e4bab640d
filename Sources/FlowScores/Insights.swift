import FlowFeatures
import FlowRecords
import FlowStatistics

/// What an insight compares on the morning after a check-in.
public enum Outcome: String, CaseIterable, Sendable {
    case sleep, recovery
    case hrvSDNN = "hrv_sdnn"
    case sleepingHR = "sleeping_hr"

    /// The outcome's unit.
    public var unit: String {
        switch self {
        case .sleep, .recovery: return "points"
        case .hrvSDNN: return "ms"
        case .sleepingHR: return "bpm"
        }
    }

    /// How a sentence names it ("your HRV").
    public var phrase: String {
        switch self {
        case .sleep: return "your Sleep score"
        case .recovery: return "your Recovery score"
        case .hrvSDNN: return "your HRV"
        case .sleepingHR: return "your sleeping heart rate"
        }
    }

    /// The outcome of a row: the unrounded score, or the observed (clamped) cell.
    func value(_ row: FeatureRow, _ scores: DayScores) -> Double? {
        switch self {
        case .sleep: return scores.sleep.value
        case .recovery: return scores.recovery.value
        case .hrvSDNN: return row.isObserved(.hrvSDNN) ? row[.hrvSDNN] : nil
        case .sleepingHR: return row.isObserved(.sleepingHR) ? row[.sleepingHR] : nil
        }
    }
}

/// The mornings after one side of a behaviour: how many, their mean and sample sd.
public struct GroupSummary: Equatable, Sendable {
    public var n: Int, mean: Double, sd: Double

    init(_ values: [Double]) {
        n = values.count
        mean = values.reduce(0, +) / Double(max(1, n))
        let m = mean
        sd = n > 1 ? (values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(n - 1)).squareRoot() : 0
    }
}

/// An association in the person's own data between an evening's behaviour and the next
/// morning: both sides' summaries, the difference with its Welch 95 % interval, and a
/// sentence that reports it, never as a cause.
public struct Insight: Equatable, Sendable {
    public var behaviour: String, outcome: Outcome
    public var with: GroupSummary, without: GroupSummary
    /// mean with − mean without, in the outcome's unit.
    public var difference: Double
    /// The Welch 95 % interval of the difference.
    public var interval: (low: Double, high: Double)
    /// Welch-Satterthwaite degrees of freedom; nil when both sides have no spread.
    public var df: Double?

    /// True when the interval holds 0: the difference could be chance.
    public var couldBeChance: Bool { interval.low <= 0 && interval.high >= 0 }

    /// The finding in words, with whole numbers and both counts: "On the 12 mornings after late meal your HRV was 5 ms lower than on the 40 without."
    public var sentence: String {
        let amount = Int(abs(difference).rounded(.toNearestOrAwayFromZero))
        let what = behaviour.split(separator: "_").joined(separator: " ")
        return "On the \(with.n) mornings after \(what) \(outcome.phrase) was \(amount) \(outcome.unit) "
            + "\(difference > 0 ? "higher" : "lower") than on the \(without.n) without."
    }

    public static func == (a: Insight, b: Insight) -> Bool {
        a.behaviour == b.behaviour && a.outcome == b.outcome && a.with == b.with && a.without == b.without
            && a.difference == b.difference && a.interval == b.interval && a.df == b.df
    }
}

/// A behaviour-outcome pair not shown, with its counts (and difference when both sides had enough days).
public struct PairCount: Equatable, Sendable {
    public var behaviour: String, outcome: Outcome, withN: Int, withoutN: Int
    public var difference: Double?
}

/// Every behaviour against every outcome (SPEC 14).
public struct InsightReport: Equatable, Sendable {
    /// Shown insights, largest |difference| first.
    public var insights: [Insight]
    /// Pairs with fewer than 5 days on a side.
    public var notEnough: [PairCount]
    /// Pairs with enough days whose difference is under the gate.
    public var belowDifference: [PairCount]

    /// Days needed on each side, and the smallest difference shown.
    public static let minimumDays = 5, minimumDifference = 2.0
    /// What a pair short of days says.
    public static let notEnoughMessage = "not enough days yet (5 + 5 needed)"

    /// Pairs each check-in dated D with row D+1: "with" where the behaviour was logged above
    /// 0, "without" where logged 0; not logged, no row D+1, or no outcome there: left out.
    /// - Complexity: O(check-ins × behaviours + rows).
    public init(checkins: CheckinTable, rows: [FeatureRow], scores: [DayScores]) {
        var index: [CalendarDay: Int] = [:]
        for (i, r) in rows.enumerated() { index[r.day] = i }
        var shown: [Insight] = []
        var short: [PairCount] = []
        var below: [PairCount] = []
        let order = checkins.behaviours.indices.sorted {
            checkins.behaviours[$0].unicodeScalars.lexicographicallyPrecedes(checkins.behaviours[$1].unicodeScalars)
        }
        for b in order {
            let name = checkins.behaviours[b]
            for outcome in Outcome.allCases {
                var with: [Double] = []
                var without: [Double] = []
                for day in checkins.days {
                    guard let logged = day.values[b], let i = index[day.day.adding(days: 1)],
                        let y = outcome.value(rows[i], scores[i])
                    else { continue }
                    if logged > 0 { with.append(y) } else { without.append(y) }
                }
                guard with.count >= InsightReport.minimumDays, without.count >= InsightReport.minimumDays else {
                    short.append(
                        PairCount(behaviour: name, outcome: outcome, withN: with.count, withoutN: without.count))
                    continue
                }
                let w = GroupSummary(with)
                let wo = GroupSummary(without)
                let difference = w.mean - wo.mean
                guard abs(difference) >= InsightReport.minimumDifference else {
                    below.append(
                        PairCount(behaviour: name, outcome: outcome, withN: w.n, withoutN: wo.n, difference: difference)
                    )
                    continue
                }
                let (interval, df) = InsightReport.welch(w, wo, difference)
                shown.append(
                    Insight(
                        behaviour: name, outcome: outcome, with: w, without: wo, difference: difference,
                        interval: interval, df: df))
            }
        }
        // Stable: ties keep the name-then-outcome order they were made in.
        insights = shown.enumerated().sorted {
            abs($0.element.difference) != abs($1.element.difference)
                ? abs($0.element.difference) > abs($1.element.difference) : $0.offset < $1.offset
        }.map(\.element)
        notEnough = short
        belowDifference = below
    }

    /// The Welch 95 % interval of a difference of means, and its degrees of freedom.
    static func welch(_ a: GroupSummary, _ b: GroupSummary, _ difference: Double) -> ((Double, Double), Double?) {
        let va = a.sd * a.sd / Double(a.n)
        let vb = b.sd * b.sd / Double(b.n)
        guard va + vb > 0 else { return ((difference, difference), nil) }
        let df = (va + vb) * (va + vb) / (va * va / Double(a.n - 1) + vb * vb / Double(b.n - 1))
        let half = StudentT.quantile(0.975, df: df) * (va + vb).squareRoot()
        return ((difference - half, difference + half), df)
    }
}
