import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: flow.
enum FlowSection: PageSection {
    static let id = ReportSection.flow

    static func body(_ input: ReportInput) -> [HTML] {
        let days = input.results.filter { Report.inRange(input, $0.day) }
        guard days.contains(where: { $0.score != nil }) else {
            return [.p("empty", "No scored morning to draw.")]
        }
        let x = { (d: CalendarDay) in Double(d.ordinal) }
        let chart = Report.chart { width, cssClass in
            var flow = days.map { (x: x($0.day), y: $0.score?.flow) }
            var trend = days.map { (x: x($0.day), y: $0.score?.trend) }
            let thinnedFlow = SVGChart.thin(flow, columns: Int(width))
            if thinnedFlow.thinned {
                flow = thinnedFlow.points
                trend = SVGChart.thin(trend, columns: Int(width)).points
            }
            let markers =
                thinnedFlow.thinned
                ? []
                : days.compactMap { r -> (x: Double, y: Double)? in
                    guard let s = r.score, s.estimated != 0 else { return nil }
                    return (x(s.day), s.flow)
                }
            return SVGChart.lineChart(
                width: width, height: width < Report.chartWidth ? 190 : 210,
                days: x(input.range.lowerBound)...x(input.range.upperBound), values: 0...100, unit: "Flow, 0-100",
                lines: [
                    SVGChart.Line("series", flow, name: "Recovery Flow"), SVGChart.Line("trend", trend, name: "trend"),
                ],
                ticks: ChartAxes.valueTicks(0...100, count: 5), markers: markers,
                label: "Recovery Flow per morning with its trend", cssClass: cssClass)
        }
        let note: HTML =
            days.count > Int(Report.phoneWidth)
            ? .p("note", .text("Where days outnumber the chart's columns, each column is the mean of its days."))
            : ""
        return [chart, note]
    }
}
