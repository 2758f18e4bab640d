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
                            "figure", [:], trendChart(view),
                            .element("figcaption", [:], trendCaption(view, metric)))
                    }))
        }
        return [rows.isEmpty ? .p("empty", "No metric has a reading in this range.") : .join(rows)]
    }

    /// A view's small chart: its readings and their trend (the week's straight line), grid lines
    /// at the lowest and highest value; "no reading" when the view has none.
    static func trendChart(_ view: TrendView) -> HTML {
        let values: [Double]
        let x0 = Double(view.firstDay.ordinal)
        let x1 = Double(view.asOf.ordinal)
        var lines: [SVGChart.Line] = []
        switch view.range {
        case .week, .month:
            values = view.days.map(\.value) + view.days.map(\.trend)
            let byDay = Dictionary(uniqueKeysWithValues: view.days.map { ($0.day.ordinal, $0) })
            let span = (view.firstDay.ordinal...view.asOf.ordinal)
            lines.append(SVGChart.Line("series", span.map { (Double($0), byDay[$0]?.value) }))
            if view.range == .week, let line = view.line {
                let ends = [line.first, line.last].map { (x: Double($0.day.ordinal), y: Optional($0.value)) }
                lines.append(SVGChart.Line("trend", ends, maxStep: 7))
            } else {
                lines.append(SVGChart.Line("trend", span.map { (Double($0), byDay[$0]?.trend) }))
            }
        case .year:
            values = view.weeks.map(\.mean) + view.weeks.map(\.trend)
            let byWeek = Dictionary(uniqueKeysWithValues: view.weeks.map { ($0.weekStart.ordinal, $0) })
            let weeks = (0..<52).map { view.firstDay.ordinal + 7 * $0 }
            lines.append(SVGChart.Line("series", weeks.map { (Double($0), byWeek[$0]?.mean) }, maxStep: 7))
            lines.append(SVGChart.Line("trend", weeks.map { (Double($0), byWeek[$0]?.trend) }, maxStep: 7))
        }
        guard let lo = values.min(), let hi = values.max() else { return .p("empty", "no reading") }
        let pad = max((hi - lo) * 0.1, abs(hi) * 0.01, 0.01)
        let frame = ChartFrame(width: 230, height: 110, x: x0...x1, y: (lo - pad)...(hi + pad))
        return .svg(
            SVGChart.lineChart(
                frame, lines: lines, gridLines: [lo, hi],
                gridLabel: { NumberFormat.decimals($0, abs($0) < 10 ? 1 : 0) },
                label: "\(view.range.rawValue) view"))
    }

    static func trendCaption(_ view: TrendView, _ metric: Metric) -> HTML {
        let (have, of) = view.coverage
        var text = "\(view.range.rawValue): \(have) of \(of) \(view.range == .year ? "weeks" : "days")"
        if let direction = view.direction(metric) { text += ", " + direction }
        return .text(text)
    }
}
