import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: scores.
enum ScoresSection: PageSection {
    static let id = ReportSection.scores

    /// The tiers of a score as coloured bands (`tier-excellent`, `tier-verylow`, ...).
    static func bands(_ kind: ScoreKind) -> [(range: ClosedRange<Double>, cssClass: String)] {
        Tier.bands(kind).map { ($0.range, "tier-" + $0.tier.rawValue.lowercased().filter { $0 != " " }) }
    }

    static func body(_ input: ReportInput) -> [HTML] {
        let days = input.scores.filter { Report.inRange(input, $0.day) }
        var figures: [HTML] = []
        for kind in [ScoreKind.recovery, .sleep, .strain, .stress] {
            let points = days.map { d -> (x: Double, y: Double?) in
                (Double(d.day.ordinal), d.all.first { $0.kind == kind }?.value)
            }
            let thinned = SVGChart.thin(points, columns: 300)
            let frame = ChartFrame(
                width: 340, height: 120,
                x: Double(input.range.lowerBound.ordinal)...Double(input.range.upperBound.ordinal), y: 0...100)
            let chart = SVGChart.lineChart(
                frame, lines: [SVGChart.Line("series", thinned.points)], bands: bands(kind), gridLines: [0, 50, 100],
                label: "\(kind.title) score per day with its tiers")
            let last = days.last { d in d.all.first { $0.kind == kind }?.value != nil }?.all.first { $0.kind == kind }
            let latest: HTML =
                last.flatMap { s in
                    s.rounded.map { rounded in
                        " latest "
                            + .element(
                                "span", ["data-score": kind.rawValue, "data-rounded": "\(rounded)"], .text("\(rounded)")
                            )
                            + .text(" " + (s.tier?.rawValue ?? ""))
                    }
                } ?? ": not given in this range"
            figures.append(
                .element(
                    "figure", [:], .svg(chart),
                    .element("figcaption", [:], .element("b", [:], .text(kind.title)), latest)))
        }
        var body: [HTML] = [.element("div", ["class": "views"], figures)]
        if days.last?.buildingBaseline == true {
            body.append(
                .p(
                    "note",
                    "Building baseline: fewer than 14 of the last 30 mornings have an HRV reading, so the scores that read HRV are still settling."
                ))
        }
        if let insights = input.insights {
            body.append(.element("h3", [:], "What your evenings go with"))
            if insights.insights.isEmpty {
                body.append(
                    .p(
                        "empty",
                        "No behaviour passes the gates yet: 5 mornings on each side and a difference of at least 2."))
            } else {
                body.append(
                    .ul(
                        "insights",
                        insights.insights.map { i in
                            .text(i.sentence) + " "
                                + .span(
                                    "ci",
                                    .text(
                                        "95 % interval \(Report.d1(i.interval.low)) to \(Report.d1(i.interval.high)) \(i.outcome.unit)"
                                            + (i.couldBeChance ? ", which includes 0: this could be chance" : "")))
                        }))
            }
            if !insights.notEnough.isEmpty {
                body.append(
                    .p(
                        "note",
                        .text(
                            "\(insights.notEnough.count) behaviour and outcome pairs have fewer than 5 mornings on a side so far."
                        )))
            }
        }
        return [.join(body)]
    }
}
