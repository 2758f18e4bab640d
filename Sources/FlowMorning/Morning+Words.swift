import FlowRecords
import FlowScores

extension Morning {
    /// Last night against what it needed: "Last night: slept 6 h 15 of the 8 h 17 it needed."
    /// A night not measured is never told as slept: the estimate the table filled in is named
    /// as one, and so is the last night that was measured, when it is an earlier one.
    public var sleepSentence: String {
        let need = NumberFormat.hoursMinutes(scores.need.hours)
        if let (slept, _) = scores.sleptAgainstNeed {
            return "Last night: slept \(NumberFormat.hoursMinutes(slept)) of the \(need) it needed."
        }
        let estimate = estimatedSleep.map { "; \($0)" } ?? ""
        let last =
            lastSleep.map { $0 < day ? " The last measured night ended on \($0.spelled(today: today))." : "" }
            ?? " No night of this history so far was measured."
        return "Last night: no night measured\(estimate), against the \(need) it needed.\(last)"
    }

    /// The estimate of last night's sleep, when it was not measured: "estimated 7 h 19 from your
    /// usual"; nil when it was measured (then `sleepSentence` says what was slept).
    var estimatedSleep: String? {
        guard scores.sleptAgainstNeed == nil, let hours = scores.need.sleepHours else { return nil }
        return "estimated \(NumberFormat.hoursMinutes(hours)) from your usual"
    }

    /// Yesterday's steps and active energy beside their usual, then the score and its tier
    /// ("Yesterday: 10,720 steps (usual 15,088) and 714 kcal active (usual 620): Activeness 47,
    /// usual."); what was not recorded is said so.
    public var activenessSentence: String {
        let score = scores.activeness
        let parts = score.facts
        guard let rounded = score.rounded, let tier = score.tier else {
            return "Yesterday's activeness: \(score.notGivenWords ?? "not given")."
        }
        let left = score.missing.first.map { "; \($0.why)" } ?? ""
        let rest = score.restAfterHard ? ", a rest day after an all-out day" : ""
        return "Yesterday: " + parts.joined(separator: " and ")
            + ": Activeness \(rounded), \(tier.rawValue)\(rest)\(left)."
    }

    /// The morning's quick numbers: yesterday's steps and active energy, last night's sleep, and
    /// the latest VO₂max when the history has one: "Yesterday 6,210 steps · 310 kcal active ·
    /// last night 6 h 50 asleep · VO₂max 44.1 (12 May)". Only what was measured.
    public var quickStats: String {
        var parts: [String] = []
        if let steps { parts.append("\(NumberFormat.grouped(Int(steps.rounded()))) steps") }
        if let activeKcal { parts.append("\(NumberFormat.grouped(Int(activeKcal.rounded()))) kcal active") }
        let yesterday =
            parts.isEmpty ? ["no steps or active energy yesterday"] : ["yesterday " + parts.joined(separator: " · ")]
        let night =
            scores.sleptAgainstNeed.map { "last night \(NumberFormat.hoursMinutes($0.slept)) asleep" }
            ?? "no night measured"
        let fitness =
            vo2max.map { ["VO\u{2082}max \(NumberFormat.decimals($0.value, 1)) (\($0.day.spelled(today: today)))"] }
            ?? []
        let all = yesterday + [night] + fitness
        return "Quick stats: " + all.joined(separator: " · ")
    }

    /// What the person's own check-ins have shown: "1 habit stands out from chance (40 pairs
    /// tested):", or that none does yet; nil without check-ins.
    public var findingsHeading: String? {
        guard let insights else { return nil }
        let tested = "\(insights.tested) \(insights.tested == 1 ? "pair" : "pairs") tested"
        guard insights.findings > 0 else { return "No habit stands out from chance yet (\(tested))." }
        let shown = findings.count < insights.findings ? ", the \(findings.count) most certain shown" : ""
        return "What your own days have shown: \(insights.findings) "
            + "\(insights.findings == 1 ? "finding stands" : "findings stand") out from chance (\(tested)\(shown)):"
    }

    /// The evening asked about in words: "this evening" when it is today's, else its date.
    public var eveningWords: String {
        checkin.evening == today ? "this evening" : "the evening of \(checkin.evening)"
    }

    /// Whether the evening is logged: "Check-in for this evening: alcohol 1, stress 3." or "not logged yet".
    public var checkinSentence: String {
        guard checkin.isLogged else {
            return "Check-in for \(eveningWords): not logged yet"
                + (checkin.keepsCheckins ? "." : " (none kept so far).")
        }
        let answers = checkin.answers.map { "\(Insight.words($0.name)) \(NumberFormat.shortest($0.value))" }
        return "Check-in for \(eveningWords): " + answers.joined(separator: ", ") + "."
    }
}
