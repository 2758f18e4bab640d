import FlowScores

/// The report's section: what the person's evenings went with the next morning, from the
/// export's own journal or the check-ins given, shown whenever there are check-ins.
enum InsightsSection: PageSection {
    static let id = ReportSection.insights

    static func isShown(_ input: ReportInput) -> Bool { input.insights != nil }

    /// Each finding with its 95 % interval (and whether that could be chance), or why there is
    /// none yet; the pairs still short of days counted.
    static func body(_ input: ReportInput) -> [HTML] {
        guard let insights = input.insights else { return [] }
        var body: [HTML] = [.p("note", .text("From \(input.checkinsName)."))]
        if insights.insights.isEmpty {
            body.append(
                .p("empty", "Nothing passes the gates yet: 5 mornings on each side and a difference of at least 2."))
        } else {
            body.append(
                .ul(
                    "insights",
                    insights.insights.map { i in
                        .text(i.sentence) + " "
                            + .span(
                                "ci",
                                .text(
                                    "(95 % interval \(Report.d1(i.interval.low)) to \(Report.d1(i.interval.high)) "
                                        + "\(i.outcome.unit)"
                                        + (i.couldBeChance ? "; it includes 0, so this could be chance)" : ")")))
                    }))
        }
        if !insights.notEnough.isEmpty {
            body.append(
                .p(
                    "note",
                    .text(
                        "Not enough mornings yet (5 with and 5 without) for \(insights.notEnough.count) "
                            + (insights.notEnough.count == 1 ? "pair" : "pairs") + " of a behaviour and an outcome.")))
        }
        return body
    }
}
