import FlowFeatures
import FlowInference
import FlowRecords
import FlowTrends
import Foundation

/// `flow trend`: a metric's week, month or year as of a date (SPEC 12), as a line with a
/// sparkline or as JSON.
enum TrendCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, command: "trend")
        let request = try args.history()
        let name = try args.required("--metric")
        guard let metric = Metric(name: name) else {
            throw CommandError.usage("no metric '\(name)'; the metrics are " + Metric.all.map(\.name).joined(separator: ", "))
        }
        let rangeName = args.value("--range") ?? TrendRange.month.rawValue
        guard let range = TrendRange(rawValue: rangeName) else {
            throw CommandError.usage("--range '\(rangeName)' is not one of week, month, year")
        }
        let asOf = try args.day("--as-of")
        let model = try args.model()

        let read = try HistoryInput.read(request, settings: model.settings, console: console)
        if metric == .flow { try model.check(canScore: read.table, file: args.value("--model") ?? "the reference model") }
        if metric == .bodyMass, read.records == nil {
            throw CommandError.input("\(request.path) is a feature table, which holds no body mass: give the history it was made from",
                                     exitCode: .dataError)
        }
        // Only the Flow needs the mornings scored.
        let results = metric == .flow ? RecoveryScorer(model: model).score(rows: read.table.rows) : []
        let points = metric.points(results: results, table: read.table, weighings: read.records?.bodyMass ?? [])
        guard let first = points.first, let last = points.last else {
            throw CommandError.input("\(request.path): no reading of \(metric.name) in the history"
                + (metric == .flow ? " (no morning could be scored)" : ""), exitCode: .dataError)
        }
        if let asOf, asOf < first.day {
            throw CommandError.input("--as-of \(asOf) is before the first reading of \(metric.name) (\(first.day))", exitCode: .dataError)
        }
        let view = TrendView(points: points, range: range, asOf: asOf ?? last.day)
        if args.has("--json") {
            console.data(TrendText.json(view, metric: metric).text() + "\n")
        } else {
            console.out(TrendText.line(view, metric: metric, unicode: console.unicode))
        }
    }
}
