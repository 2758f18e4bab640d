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
        var flow = days.map { (x: x($0.day), y: $0.score?.flow) }
        var trend = days.map { (x: x($0.day), y: $0.score?.trend) }
        let columns = Int(Report.chartWidth)
        var note: HTML = ""
        let thinnedFlow = SVGChart.thin(flow, columns: columns)
        let thinnedTrend = SVGChart.thin(trend, columns: columns)
        if thinnedFlow.thinned {
            flow = thinnedFlow.points
            trend = thinnedTrend.points
            note = .p("note", .text("\(days.count) days are drawn as \(columns) columns, each the mean of its days."))
        }
        let markers =
            thinnedFlow.thinned
            ? []
            : days.compactMap { r -> (x: Double, y: Double)? in
                guard let s = r.score, s.estimated != 0 else { return nil }
                return (x(s.day), s.flow)
            }
        let frame = ChartFrame(
            width: Report.chartWidth, height: 200, x: x(input.range.lowerBound)...x(input.range.upperBound), y: 0...100)
        let lines = [SVGChart.Line("series", flow), SVGChart.Line("trend", trend)]
        let svg = SVGChart.lineChart(
            frame, lines: lines, gridLines: [0, 25, 50, 75, 100], markers: markers,
            label: "Recovery Flow per morning with its trend")
        return [.svg(svg), note]
    }
}
