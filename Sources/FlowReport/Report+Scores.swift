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
        for kind in ScoreKind.allCases {
            let points = days.map { d -> (x: Double, y: Double?) in (Double(d.day.ordinal), d[kind].value) }
            let last = days.last { $0[kind].value != nil }?[kind]
            guard let last, let rounded = last.rounded else {
                // Nothing to draw: no empty axes, the reason instead.
                figures.append(
                    .element(
                        "figure", [:],
                        .element(
                            "figcaption", [:], .element("b", [:], .text(kind.title)),
                            .text(": not given in this range"))))
                continue
            }
            let chart = SVGChart.lineChart(
                width: 300, height: 150,
                days: Double(input.range.lowerBound.ordinal)...Double(input.range.upperBound.ordinal), values: 0...100,
                unit: "score, 0-100", lines: [.thinned("series", points, columns: 300)],
                bands: bands(kind), ticks: ChartAxes.valueTicks(0...100, count: 3),
                label: "\(kind.title) score per day with its tiers", cssClass: "chart small")
            var latest: HTML =
                " latest "
                + .element("span", ["data-score": kind.rawValue, "data-rounded": "\(rounded)"], .text("\(rounded)"))
                + .text(" " + (last.tier?.rawValue ?? "") + (kind.caveat.map { " (\($0))" } ?? ""))
            if kind == .sleep, let (slept, need) = days.last(where: { $0.sleep.value != nil })?.sleptAgainstNeed {
                // The duration part as a person reads it: the night against its own need.
                latest =
                    latest
                    + .text(
                        " · slept \(NumberFormat.hoursMinutes(slept)) of \(NumberFormat.hoursMinutes(need)) needed")
            }
            figures.append(
                .element(
                    "figure", [:], .svg(chart),
                    .element("figcaption", [:], .element("b", [:], .text(kind.title)), latest)))
        }
        var body: [HTML] = [.element("div", ["class": "views"], figures)]
        if days.last?.historyHasHRV == false {
            body.append(
                .p(
                    "note",
                    "No HRV in this export: no HRV baseline can build, so the parts of the scores that read HRV are left out."
                ))
        } else if days.last?.saysBuildingBaseline == true {
            body.append(
                .p(
                    "note",
                    "Building baseline: fewer than 14 of the last 30 mornings have an HRV reading, so the scores that read HRV are still settling."
                ))
        }
        return [.join(body)]
    }
}
