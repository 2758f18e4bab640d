import FlowApp
import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowTrends
import Foundation

/// `flow trend`: a metric's week, month or year as of a date (SPEC 12), as a line with a
/// sparkline or as JSON.
enum TrendCommand {
    static let descriptor = CommandDescriptor(
        name: "trend",
        summary: "where a metric is heading: its week, month or year as a line and its trend",
        usage: """
            usage: flow trend --metric M --history H [--range week|month|year] [--as-of YYYY-MM-DD]
                              [--model model.json] [--tz ZONE] [--json]
            """,
        about: """
            Where a metric is heading, the way a weight app reads the scale: every reading runs
            through one exponentially weighted mean (each new reading weighs 0.18), so one odd
            morning barely moves the trend, and days without a reading stay gaps, never zeros.
            Prints one line: a sparkline of the view (blank where there is no reading), the
            latest reading and trend, the direction per week in the metric's unit, and how many
            days (or weeks) of the view have a reading.
            """,
        options: [
            .metric,
            .history, .zone, .sex, .sessions, .labelZone,
            .trendRange,
            .asOf.saying("the view's last day (default: the last reading's)"),
            .model,
            .json.saying("the view as an object: metric, unit, range, as_of, points, line"),
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let request = try args.history()
        let name = try args.required(.metric)
        guard let metric = Metric(name: name) else {
            throw CommandError.usage(
                "no metric '\(name)'; the metrics are " + Metric.all.map(\.name).joined(separator: ", ")
                    + " (hrv, hrv_rmssd and hrv_sdnn name the HRV the history holds)")
        }
        let rangeName = args[.trendRange] ?? TrendView.defaultRange.rawValue
        guard let range = TrendRange(rawValue: rangeName) else {
            throw CommandError.usage(.trendRange, "'\(rangeName)' is not one of week, month, year")
        }
        let result = try ViewTrend.run(
            ViewTrend.Request(
                history: request, metric: name,
                view: TrendRequest(metric: metric, range: range, asOf: try args.day(.asOf)),
                modelFile: args[.model]), observer: console.observer)
        let (view, hrv) = (result.view, result.hrv)
        console.show(
            args, json: { TrendText.json(view, metric: metric, hrv: hrv) },
            text: { TrendText.line(view, metric: metric, hrv: hrv, unicode: console.unicode) })
    }
}
