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

    /// Fitness, fatigue and form over the range from the first measured day, and the latest
    /// day's facts; why there is none when nothing was measured.
    static func body(_ input: ReportInput) -> [HTML] {
        guard input.hasHeartRate else {
            return [.p("empty", "This export has no heart-rate samples, so there is no training load to show.")]
        }
        // Fitness and fatigue start at 0 before any day is measured: those days are not drawn.
        let days = input.load.filter { Report.inRange(input, $0.day) }
        guard let firstMeasured = days.first(where: \.hasLoad)?.day, let latest = days.last else {
            return [
                .p(
                    "empty",
                    "No day up to the end of this range was worn for 10 hours with heart rate, so no training load has been measured yet."
                )
            ]
        }
        let shown = days.filter { $0.day >= firstMeasured }
        let x = { (d: LoadDay) in Double(d.day.ordinal) }
        let values = shown.flatMap { [$0.atl, $0.ctl, $0.form] }
        let lo = min(0, values.min() ?? 0)
        let hi = max(1, values.max() ?? 1)
        let chart = Report.chart { width, cssClass in
            func line(_ cssClass: String, _ name: String, _ value: (LoadDay) -> Double) -> SVGChart.Line {
                .thinned(cssClass, shown.map { (x($0), value($0)) }, columns: Int(width), name: name)
            }
            return SVGChart.lineChart(
                width: width, height: 190, days: x(shown[0])...x(latest),
                values: (lo - 0.05 * (hi - lo))...(hi + 0.05 * (hi - lo)), unit: "load (TRIMP a day)",
                lines: [
                    line("series", "fitness", \.ctl), line("trend", "fatigue", \.atl), line("actual", "form", \.form),
                ],
                label: "Fitness, fatigue and form per morning", cssClass: cssClass)
        }
        func opt(_ v: Double?, _ places: Int) -> String { v.map { NumberFormat.decimals($0, places) } ?? "not given" }
        let facts =
            "On \(latest.day): form \(NumberFormat.signed(latest.form, 1)) (fitness \(NumberFormat.decimals(latest.ctl, 1)), fatigue "
            + "\(NumberFormat.decimals(latest.atl, 1))); acute:chronic \(opt(latest.acwr, 2)); monotony "
            + "\(opt(latest.monotony, 2)); \(latest.daysWorn) of the last 28 days worn."
        let since: HTML =
            shown.count < days.count
            ? .p("note", .text("Drawn from \(firstMeasured), the first day worn long enough to measure a load."))
            : ""
        return [
            chart,
            .p("note", "Fitness: the 42-day load; fatigue: the 7-day load; form: fitness minus fatigue."),
            since, .p(nil, .text(facts)),
        ]
    }
}
