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
            let calibrating = days.contains { $0.reason == .calibrating }
            return [
                .p(
                    "empty",
                    .text(
                        "No scored morning to draw"
                            + (calibrating ? ": the first mornings are calibrating against your own nights." : ".")))
            ]
        }
        let x = { (d: CalendarDay) in Double(d.ordinal) }
        let chart = Report.chart { width, cssClass in
            let columns = Int(width)
            let markers =
                days.count > columns
                ? []
                : days.compactMap { r -> (x: Double, y: Double)? in
                    guard let s = r.score, s.estimated != 0 else { return nil }
                    return (x(s.day), s.flow)
                }
            return SVGChart.lineChart(
                width: width, height: width < Report.chartWidth ? 190 : 210,
                days: x(input.range.lowerBound)...x(input.range.upperBound), values: 0...100, unit: "Flow, 0-100",
                lines: [
                    .thinned(
                        "series", days.map { (x($0.day), $0.score?.flow) }, columns: columns, name: "Recovery Flow"),
                    .thinned("trend", days.map { (x($0.day), $0.score?.trend) }, columns: columns, name: "trend"),
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
