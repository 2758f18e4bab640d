import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: trends.
extension Report {
    static func trends(_ input: ReportInput) -> HTML {
        let rows = input.trends.map { metric, views in
            HTML.element(
                "div", ["class": "trendrow"],
                .element("h3", [:], .text(metric.name), " ", .span("unit", .text(metric.unit))),
                .element(
                    "div", ["class": "views"],
                    views.map { view in
                        .element(
                            "figure", [:], .drawing(trendChart(view)),
                            .element("figcaption", [:], trendCaption(view, metric)))
                    }))
        }
        return section(.trends, rows.isEmpty ? .p("empty", "No metric has a reading in this range.") : .join(rows))
    }

    static func trendChart(_ view: TrendView) -> String {
        let values: [Double]
        let x0 = Double(view.firstDay.ordinal)
        let x1 = Double(view.asOf.ordinal)
        var lines: [(cssClass: String, points: [(x: Double, y: Double?)])] = []
        switch view.range {
        case .week, .month:
            values = view.days.map(\.value) + view.days.map(\.trend)
            let byDay = Dictionary(uniqueKeysWithValues: view.days.map { ($0.day.ordinal, $0) })
            let span = (view.firstDay.ordinal...view.asOf.ordinal)
            lines.append(("series", span.map { (Double($0), byDay[$0]?.value) }))
            if view.range == .week, let line = view.line {
                lines.append(
                    (
                        "trend",
                        [
                            (Double(line.first.day.ordinal), line.first.value),
                            (Double(line.last.day.ordinal), line.last.value),
                        ]
                    ))
            } else {
                lines.append(("trend", span.map { (Double($0), byDay[$0]?.trend) }))
            }
        case .year:
            values = view.weeks.map(\.mean) + view.weeks.map(\.trend)
            let byWeek = Dictionary(uniqueKeysWithValues: view.weeks.map { ($0.weekStart.ordinal, $0) })
            let weeks = (0..<52).map { view.firstDay.ordinal + 7 * $0 }
            lines.append(("series", weeks.map { (Double($0), byWeek[$0]?.mean) }))
            lines.append(("trend", weeks.map { (Double($0), byWeek[$0]?.trend) }))
        }
        guard let lo = values.min(), let hi = values.max() else { return "<p class=\"empty\">no reading</p>" }
        let pad = max((hi - lo) * 0.1, abs(hi) * 0.01, 0.01)
        let frame = ChartFrame(width: 230, height: 110, x: x0...x1, y: (lo - pad)...(hi + pad))
        let segmentsStep = view.range == .year ? 7.0 : 1.0
        var svg =
            "<svg class=\"chart\" viewBox=\"0 0 230 110\" role=\"img\" aria-label=\"\(view.range.rawValue) view\">"
        for g in [lo, hi] {
            let y = frame.py(g)
            svg +=
                "<line class=\"grid\" x1=\"\(SVGChart.number(frame.left))\" x2=\"224\" y1=\"\(SVGChart.number(y))\" y2=\"\(SVGChart.number(y))\"/>"
            svg +=
                "<text class=\"axis\" x=\"\(SVGChart.number(frame.left - 4))\" y=\"\(SVGChart.number(y + 3))\" text-anchor=\"end\">\(NumberFormat.decimals(g, abs(g) < 10 ? 1 : 0))</text>"
        }
        for line in lines {
            let segments = SVGChart.segments(
                line.points, maxStep: view.range == .week && line.cssClass == "trend" ? 7 : segmentsStep)
            let d = SVGChart.pathData(segments, in: frame)
            if !d.isEmpty { svg += "<path class=\"\(line.cssClass)\" d=\"\(d)\"/>" }
            for seg in segments where seg.count == 1 {
                svg +=
                    "<circle class=\"\(line.cssClass) dot\" cx=\"\(SVGChart.number(frame.px(seg[0].x)))\" cy=\"\(SVGChart.number(frame.py(seg[0].y)))\" r=\"1.6\"/>"
            }
        }
        return svg + "</svg>"
    }

    static func trendCaption(_ view: TrendView, _ metric: Metric) -> HTML {
        let (have, of) = view.coverage
        var text = "\(view.range.rawValue): \(have) of \(of) \(view.range == .year ? "weeks" : "days")"
        if let direction = view.direction(metric) { text += ", " + direction }
        return .text(text)
    }
}
