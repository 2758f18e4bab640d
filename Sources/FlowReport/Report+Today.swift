import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: today.
enum TodaySection: PageSection {
    static let id = ReportSection.today

    static func body(_ input: ReportInput) -> [HTML] {
        guard let latest = input.results.last(where: { Report.inRange(input, $0.day) && $0.score != nil })?.score,
            let row = input.rows.first(where: { $0.day == latest.day })
        else {
            return [
                .p(
                    "empty",
                    .text(
                        "No morning in this range could be scored: "
                            + "nothing was measured at night (a main sleep, a resting heart rate, an HRV reading or the sleeping heart rate)."
                    ))
            ]
        }
        let phase =
            latest.phase.nightsNeeded.map {
                " " + HTML.span("phase", .text("[\(latest.phase.rawValue): \(latest.baselineDays) of \($0) nights]"))
            } ?? ""
        let headline = HTML.p(
            "headline",
            .element("span", ["class": "big", "data-flow": "\(latest.flow)"], .text("\(latest.roundedFlow)")),
            " ", .span("state", .text(latest.state.rawValue)), .text(" on \(latest.day)"), phase)
        let estimated: HTML =
            latest.estimated == 0
            ? ""
            : .p(
                "note",
                .text(
                    "Estimated inputs (filled-in values and missing-data "
                        + "flags) move it by \(Report.d1(latest.estimated)) points."))
        return [
            latest.shownDrivers.isEmpty
                ? headline + .p("note", "No measured input moved today's Flow by a whole point.")
                : headline + .ul("drivers", latest.shownDrivers.map { .text($0.sentence) }),
            Report.chart { width, cssClass in
                Waterfall.svg(
                    Waterfall.bars(latest, row: row, start: startLabel(input.model)), width: width, cssClass: cssClass)
            }, estimated,
        ]
    }

    /// Where the waterfall starts: the usual day, or an anchored model's recent level or average.
    static func startLabel(_ model: RecoveryModel) -> String { model.anchor?.kind.phrase ?? "usual day" }
}
