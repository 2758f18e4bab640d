import FlowRecords
import FlowScores

extension Morning {
    /// Last night against what it needed: "Last night: slept 6 h 15 of the 8 h 17 it needed."
    public var sleepSentence: String {
        let need = NumberFormat.hoursMinutes(scores.need.hours)
        guard let (slept, _) = scores.sleptAgainstNeed else {
            return "Last night: no sleep measured; it needed \(need)."
        }
        return "Last night: slept \(NumberFormat.hoursMinutes(slept)) of the \(need) it needed."
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
