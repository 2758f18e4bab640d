import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: load.
enum LoadSection: PageSection {
    static let id = ReportSection.load

    /// Fitness, fatigue and form over the range, and the latest day's facts.
    static func body(_ input: ReportInput) -> [HTML] {
        let days = input.load.filter { Report.inRange(input, $0.day) }
        guard let latest = days.last, days.contains(where: { $0.trimp != nil }) else {
            return [
                .p("empty", "No day in this range was worn for 10 hours with heart rate, so there is no load to draw.")
            ]
        }
        let x = { (d: LoadDay) in Double(d.day.ordinal) }
        let values = days.flatMap { [$0.atl, $0.ctl, $0.form] }
        let lo = min(0, values.min() ?? 0)
        let hi = max(1, values.max() ?? 1)
        let frame = ChartFrame(
            width: Report.chartWidth, height: 180, x: x(days[0])...x(latest),
            y: (lo - 0.05 * (hi - lo))...(hi + 0.05 * (hi - lo)))
        let lines = [
            SVGChart.Line(
                "series", SVGChart.thin(days.map { (x($0), $0.ctl) }, columns: Int(Report.chartWidth)).points),
            SVGChart.Line("trend", SVGChart.thin(days.map { (x($0), $0.atl) }, columns: Int(Report.chartWidth)).points),
            SVGChart.Line(
                "actual", SVGChart.thin(days.map { (x($0), $0.form) }, columns: Int(Report.chartWidth)).points),
        ]
        let chart = SVGChart.lineChart(
            frame, lines: lines, gridLines: [0], label: "Fitness, fatigue and form per morning")
        func opt(_ v: Double?, _ places: Int) -> String { v.map { NumberFormat.decimals($0, places) } ?? "not given" }
        let form = (latest.form >= 0 ? "+" : "−") + NumberFormat.decimals(abs(latest.form), 1)
        let facts =
            "On \(latest.day): form \(form) (fitness \(NumberFormat.decimals(latest.ctl, 1)), fatigue "
            + "\(NumberFormat.decimals(latest.atl, 1))); acute:chronic \(opt(latest.acwr, 2)); monotony "
            + "\(opt(latest.monotony, 2)); \(latest.daysWorn) of the last 28 days worn."
        return [
            .svg(chart),
            .p("note", "Blue: fitness (42-day); orange: fatigue (7-day); grey: form, fitness minus fatigue."),
            .p(nil, .text(facts)),
        ]
    }
}
