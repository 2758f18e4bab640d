import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import FlowTonight
import FlowVitals

/// A fact worth a person's attention this morning: what it is about, the value, the person's
/// own usual or range it is read against, and the days behind that usual, in one sentence.
public struct Card: Equatable, Sendable {
    /// The rule that made it.
    public var rule: CardRule
    /// What it is about: a score (`sleep`), a vital (`resting_hr`), `sleep_debt`, `body_watch`, `data`.
    public var about: String
    /// The value stated, in `unit`.
    public var value: Double
    /// The unit of `value` and `usual` (`points`, `bpm`, `h`, `days`, …).
    public var unit: String
    /// The person's own usual (or median) it is read against, when there is one.
    public var usual: Double?
    /// The days (or nights) behind that usual, or behind the fact itself.
    public var days: Int
    /// The card in words.
    public var sentence: String

    /// A card from its parts.
    public init(
        rule: CardRule, about: String, value: Double, unit: String, usual: Double?, days: Int, sentence: String
    ) {
        (self.rule, self.about, self.value, self.unit, self.usual) = (rule, about, value, unit, usual)
        (self.days, self.sentence) = (days, sentence)
    }
}

/// The rules that make the morning's cards, each written once: the text, the JSON and the report
/// all read the cards these make, in this order. Facts only: each card says the value, the
/// person's own usual or range and the days behind it, and never what it means for their health.
public enum CardRule: String, CaseIterable, Sendable {
    /// The last night in the history is more than a day before the wall clock's today.
    case staleData = "stale_data"
    /// Two vitals outside their range two nights running (SPEC 18's body watch).
    case bodyWatch = "body_watch"
    /// A vital of last night outside the person's range.
    case vitalOutside = "vital_outside"
    /// Recovery, Sleep or Stress in its lowest tier ("Very low").
    case lowScore = "low_score"
    /// Yesterday's Strain in its top tier ("All out").
    case hardDay = "hard_day"
    /// At least an hour of sleep debt carried into tonight.
    case sleepDebt = "sleep_debt"
    /// Activeness far below usual two days running, neither a rest after an all-out day (SPEC 21).
    case lowActivity = "low_activeness"
    /// The 30-night breathing pattern (SPEC 22): a screening sign, never a diagnosis.
    case breathing = "breathing_pattern"

    /// The debt carried into tonight that makes a card, in hours.
    public static let debtWorthACard = 1.0
    /// The days a last night may lie before today without a card (yesterday's morning is current).
    public static let currentDays = 1

    /// The rule in words, for the help and the README.
    public var rule: String {
        switch self {
        case .staleData:
            return "the last night in the history is more than a day before today: a daily import has stopped"
        case .bodyWatch: return "two vitals outside your range on each of the last two nights (the body watch)"
        case .vitalOutside: return "a vital of last night two of your spreads or more from your 28-night median"
        case .lowScore: return "Recovery, Sleep or Stress in its lowest tier (Very low)"
        case .hardDay: return "yesterday's Strain in its top tier (All out, 80 or more)"
        case .sleepDebt: return "an hour or more of sleep debt carried into tonight's need"
        case .lowActivity:
            return "Activeness far below your usual (under 25) two days running, neither a rest after an all-out day"
        case .breathing:
            return "oxygen dips (5 or more an hour) on 10 of at least 15 measured nights of the last 30: a screening "
                + "sign, not a diagnosis"
        }
    }

    /// The cards this rule makes for `m`, whose row is `i` of the history `scores` were computed over.
    public func cards(_ m: Morning, scores: [DayScores], at i: Int) -> [Card] {
        switch self {
        case .staleData: return CardRule.stale(m).map { [$0] } ?? []
        case .bodyWatch: return CardRule.watch(m).map { [$0] } ?? []
        case .vitalOutside: return m.vitals.readings.compactMap(CardRule.vital)
        case .lowScore: return [ScoreKind.recovery, .sleep, .stress].compactMap { CardRule.low($0, scores, at: i) }
        case .hardDay: return CardRule.hard(m.scores.strain).map { [$0] } ?? []
        case .sleepDebt: return CardRule.debt(m, scores, at: i).map { [$0] } ?? []
        case .lowActivity: return CardRule.lowActivity(scores, at: i).map { [$0] } ?? []
        case .breathing:
            return m.breathing.map {
                [
                    Card(
                        rule: .breathing, about: "breathing", value: Double($0.elevated), unit: "nights", usual: nil,
                        days: $0.nights, sentence: $0.sentence)
                ]
            } ?? []
        }
    }

    static func stale(_ m: Morning) -> Card? {
        let gap = m.lastNight.map { m.today.ordinal - $0.ordinal }
        guard gap.map({ $0 > currentDays }) ?? true else { return nil }
        // Both dates carry their year when either is of another year than the other or than today.
        let dates = [m.lastNight, m.lastImport].compactMap { $0 }
        let since =
            m.lastNight.map { "no new night since \($0.spelled(today: m.today, beside: dates))" }
            ?? "no measured night at all"
        let imported = m.lastImport.map { ": last import \($0.spelled(today: m.today, beside: dates))" } ?? ""
        return Card(
            rule: .staleData, about: "data", value: Double(gap ?? 0), unit: "days", usual: nil, days: gap ?? 0,
            sentence: since.prefix(1).uppercased() + since.dropFirst() + imported + ".")
    }

    static func watch(_ m: Morning) -> Card? {
        guard let watch = m.vitals.watch else { return nil }
        return Card(
            rule: .bodyWatch, about: "body_watch", value: Double(watch.signs.count), unit: "vitals", usual: nil,
            days: 2, sentence: "Body watch: " + watch.sentence)
    }

    static func vital(_ r: VitalReading) -> Card? {
        guard r.isOutside, let value = r.value, let range = r.range, let z = r.z else { return nil }
        let side = z >= 0 ? "above" : "below"
        let name = r.sign.phrase.prefix(1).uppercased() + r.sign.phrase.dropFirst()
        return Card(
            rule: .vitalOutside, about: r.sign.rawValue, value: r.sign.inUnit(value), unit: r.sign.unit,
            usual: r.sign.inUnit(range.median), days: range.nights,
            sentence: "\(name) \(r.sign.text(value)), outside your range: \(NumberFormat.decimals(abs(z), 1)) of "
                + "your spreads \(side) your median of \(r.sign.text(range.median)) over the 28 nights before "
                + "(\(range.nights) with a value).")
    }

    static func low(_ kind: ScoreKind, _ scores: [DayScores], at i: Int) -> Card? {
        let score = scores[i][kind]
        guard let value = score.value, let rounded = score.rounded, let tier = score.tier, tier == .veryLow else {
            return nil
        }
        let usual = ScoreBaseline(scores.map { $0[kind].value }, before: i)
        let against =
            usual.mean.map {
                "your usual \(NumberFormat.decimals($0, 0)) over the 30 mornings before (\(usual.days) with a score)"
            } ?? "no usual yet (\(usual.days) of the 30 mornings before have a score; 7 make one)"
        return Card(
            rule: .lowScore, about: kind.rawValue, value: value, unit: "points", usual: usual.mean, days: usual.days,
            sentence: "\(kind.title) \(rounded), \(tier.rawValue)\(kind.isAboutYesterday ? " (yesterday)" : ""): "
                + "\(against).")
    }

    static func hard(_ strain: Score) -> Card? {
        guard let rounded = strain.rounded, strain.tier == .allOut,
            let capacity = strain.details.first(where: { $0.0 == "capacity" })?.1,
            let load = strain.components.first?.details.first?.1
        else { return nil }
        let days = strain.baselineDays.first?.1 ?? 0
        let usual = strain.details.first { $0.0 == "usual_load" }?.1
        let against =
            usual.map {
                "your capacity of \(NumberFormat.decimals(capacity, 0)), made from your usual day of "
                    + "\(NumberFormat.decimals($0, 0)) over the 14 days before (\(days) with a load)"
            }
            ?? "the starting capacity of \(NumberFormat.decimals(capacity, 0)) (only \(days) of the 14 days before "
            + "had a load; 7 make yours)"
        return Card(
            rule: .hardDay, about: "strain", value: load, unit: "zone-minutes", usual: usual, days: days,
            sentence: "Strain \(rounded), All out, yesterday: a load of \(NumberFormat.decimals(load, 0)) "
                + "zone-minutes against \(against).")
    }

    static func lowActivity(_ scores: [DayScores], at i: Int) -> Card? {
        func quiet(_ k: Int) -> Bool {
            let a = scores[k].activeness
            return a.tier == .farBelowUsual && !a.restAfterHard
        }
        guard i > 0, scores[i - 1].day == scores[i].day.adding(days: -1), quiet(i), quiet(i - 1),
            let value = scores[i].activeness.value, let rounded = scores[i].activeness.rounded
        else { return nil }
        let steps = scores[i].activeness.components.first { $0.name == "steps" }?.details
        let against =
            steps.map {
                ": \(NumberFormat.grouped(Int($0[0].1.rounded()))) steps yesterday against your usual "
                    + "\(NumberFormat.grouped(Int($0[1].1.rounded()))) (the median of the 28 days before, "
                    + "\(Int($0[2].1)) with steps)"
            } ?? ""
        return Card(
            rule: .lowActivity, about: "activeness", value: value, unit: "points", usual: 50, days: 2,
            sentence: "Activeness \(rounded), far below usual, two days running\(against).")
    }

    static func debt(_ m: Morning, _ scores: [DayScores], at i: Int) -> Card? {
        let carried = m.tonight.need.debt
        guard carried >= debtWorthACard else { return nil }
        let need = NumberFormat.hoursMinutes(m.scores.need.hours)
        // Last night as measured, or its estimate named as one.
        let night =
            m.scores.sleptAgainstNeed.map { "slept \(NumberFormat.hoursMinutes($0.slept)) of the \(need) it needed" }
            ?? "was not measured (\(m.estimatedSleep ?? "no estimate")) against the \(need) it needed"
        // The measured nights in a row, up to last night, that fell short of their own need.
        var short = 0
        var k = i
        while k >= 0, let hours = scores[k].sleptAgainstNeed?.slept, hours < scores[k].need.hours,
            k == i || scores[k].day == scores[k + 1].day.adding(days: -1)
        {
            short += 1
            k -= 1
        }
        return Card(
            rule: .sleepDebt, about: "sleep_debt", value: carried, unit: "h", usual: m.scores.need.hours, days: short,
            sentence: "Sleep debt \(NumberFormat.hoursMinutes(carried)) carried into tonight: last night \(night)"
                + (short > 1 ? ", the last of \(short) nights in a row short of their need." : "."))
    }
}
