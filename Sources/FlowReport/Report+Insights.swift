import FlowFeatures
import FlowScores

/// The report's section: what the person's evenings went with, from the export's own journal
/// or the check-ins given, shown whenever there are check-ins, under the same rule as
/// `flow insights`: the findings that stand out from chance, then the strongest of the rest.
enum InsightsSection: PageSection {
    static let id = ReportSection.insights

    /// The pairs that could be chance shown by name, the lowest p first; the rest are counted.
    static let chanceShown = 5

    static func isShown(_ input: ReportInput) -> Bool { input.insights != nil }

    static func body(_ input: ReportInput) -> [HTML] {
        guard let insights = input.insights else { return [] }
        var body: [HTML] = [.p("note", .text("From \(input.checkinsName)."))]
        if !insights.overlapsHistory {
            body.append(.p("empty", "No check-in date has a morning after it in this history."))
        }
        body.append(.p("summary", .text(insights.summary + ".")))
        let findings = insights.standingOut
        if !findings.isEmpty { body.append(.ul("insights", findings.map { .text($0.sentence) })) }
        let chance = insights.couldBeChance
        if !chance.isEmpty {
            let rest = chance.count - min(chance.count, chanceShown)
            body.append(
                .p(
                    "note",
                    .text(
                        "Could be chance"
                            + (rest > 0 ? " (the \(chanceShown) strongest of \(chance.count) pairs)" : "") + ":")))
            body.append(.ul("chance", chance.prefix(chanceShown).map { .text($0.sentence) }))
        }
        let short = insights.shortOfDays.count
        if short > 0 {
            body.append(
                .p(
                    "note",
                    .text(
                        "Not enough mornings yet (\(InsightReport.minimumDays) with and \(InsightReport.minimumDays) "
                            + "without) for \(short) \(short == 1 ? "pair" : "pairs") of a behaviour and an outcome.")))
        }
        if !insights.neverDone.isEmpty {
            let names = insights.neverDone.map(Insight.words)
            body.append(.p("note", .text("Never logged as done: \(names.joined(separator: ", ")).")))
        }
        for o in insights.notMeasured {
            body.append(.p("note", .text(ColumnWords.heading(o.notMeasured) + ".")))
        }
        return body
    }
}
