import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: trends.
enum TrendsSection: PageSection {
    static let id = ReportSection.trends

    static func body(_ input: ReportInput) -> [HTML] {
        let rows = input.trends.map { metric, views in
            HTML.element(
                "div", ["class": "trendrow"],
                .element("h3", [:], .text(metric.title(hrv: input.hrv)), " ", .span("unit", .text(metric.unit))),
                .element(
                    "div", ["class": "views"],
                    views.map { view in
                        .element(
                            "figure", [:], trendChart(view, metric: metric, hrv: input.hrv),
                            .element("figcaption", [:], trendCaption(view, metric)))
                    }))
        }
        return [rows.isEmpty ? .p("empty", "No metric has a reading in this range.") : .join(rows)]
    }

    /// A view's small chart: its readings and their trend (the week's straight line) over its
    /// dates, on a scale in the metric's unit; "no reading" when the view has none.
    static func trendChart(_ view: TrendView, metric: Metric, hrv: HRVMeasure) -> HTML {
        let values: [Double]
        let x0 = Double(view.firstDay.ordinal)
        let x1 = Double(view.asOf.ordinal)
        var lines: [SVGChart.Line] = []
        switch view.range {
        case .week, .month:
            values = view.days.map(\.value) + view.days.map(\.trend)
            let byDay = Dictionary(uniqueKeysWithValues: view.days.map { ($0.day.ordinal, $0) })
            let span = (view.firstDay.ordinal...view.asOf.ordinal)
            lines.append(SVGChart.Line("series", span.map { (Double($0), byDay[$0]?.value) }, name: "daily"))
            if view.range == .week, let line = view.line {
                let ends = [line.first, line.last].map { (x: Double($0.day.ordinal), y: Optional($0.value)) }
                lines.append(SVGChart.Line("trend", ends, name: "trend", maxStep: 7))
            } else {
                lines.append(SVGChart.Line("trend", span.map { (Double($0), byDay[$0]?.trend) }, name: "trend"))
            }
        case .year:
            values = view.weeks.map(\.mean) + view.weeks.map(\.trend)
            let byWeek = Dictionary(uniqueKeysWithValues: view.weeks.map { ($0.weekStart.ordinal, $0) })
            let weeks = (0..<52).map { view.firstDay.ordinal + 7 * $0 }
            lines.append(
                SVGChart.Line("series", weeks.map { (Double($0), byWeek[$0]?.mean) }, name: "weekly mean", maxStep: 7))
            lines.append(
                SVGChart.Line("trend", weeks.map { (Double($0), byWeek[$0]?.trend) }, name: "trend", maxStep: 7))
        }
        guard let lo = values.min(), let hi = values.max() else { return .p("empty", "no reading") }
        let pad = max((hi - lo) * 0.1, abs(hi) * 0.02, 0.05)
        return .svg(
            SVGChart.lineChart(
                width: 300, height: 160, days: x0...x1, values: (lo - pad)...(hi + pad), unit: metric.unit,
                lines: lines, label: "\(metric.title(hrv: hrv)), \(view.range.rawValue) view", cssClass: "chart small"))
    }

    static func trendCaption(_ view: TrendView, _ metric: Metric) -> HTML {
        let (have, of) = view.coverage
        var text = "\(view.range.rawValue): \(have) of \(of) \(view.range == .year ? "weeks" : "days")"
        if let direction = view.direction(metric) { text += ", " + direction }
        return .text(text)
    }
}
