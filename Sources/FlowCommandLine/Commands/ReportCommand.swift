import FlowFeatures
import FlowGarden
import FlowImport
import FlowInference
import FlowRecords
import FlowReport
import FlowScores
import FlowTraining
import FlowTrends

/// `flow report`: one HTML page with everything the other commands compute for a range.
enum ReportCommand {
    /// The metrics drawn as week, month and year views (body mass only when there is some).
    static let trendMetrics: [Metric] = [.flow, .feature(.restingHR), .feature(.hrvSDNN), .feature(.sleepHours), .bodyMass]

    static let descriptor = CommandDescriptor(
        name: "report",
        summary: "everything above on one HTML page you can read, print or hand on",
        usage: """
            usage: flow report --history H --out report.html [--model model.json] [--labels labels.csv]
                               [--checkins checkins.csv] [--from D] [--to D] [--tz ZONE]
                               [--target ...] [--scale ...] [--direction ...] [--label-tz ±HH:MM]
                               [--features a,b,...] [--ridge λ]
            """,
        about: """
            One self-contained HTML page (inline styles and drawings, nothing loaded from
            anywhere, light and dark, prints to A4) for a range of days, default the last 90:
            today's Flow and how it is built, the Flow over the range, week, month and year
            views, the reference scores with their tiers (and your insights with --checkins),
            the garden, which measurements each day has, how well the model predicts your
            labels (with --labels; tested only on days it had not seen), and the model card.
            With the reference model, --labels shows how a model fitted to your labels would do
            (its --features, and --ridge, default 3, as for flow train).
            """,
        options: [.history, .zone, CommandOption("--out", value: "FILE", "the page to write"), .scoringModel,
                  .labels, CommandOption("--checkins", value: "F", "a check-in file, for the insights section"),
                  .range("the days the page covers (default: the last 90)")]
            + CommandOption.fit,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let request = try args.history()
        let out = try args.required("--out")
        let (from, to) = try args.dayRange()
        let model = try args.model()
        try AtomicFile.checkTarget(out, inputs: [request.path, args.value("--labels"), args.value("--checkins"), args.value("--model")])
        let checkins = try args.value("--checkins").map { file in try InputSpool.reading(file) { try CheckinsCSV.read(path: $0.path) } }

        let read = try HistoryInput.read(request, settings: model.settings, console: console)
        let table = read.table
        try model.check(canScore: table, file: args.value("--model") ?? "the reference model")
        guard let first = table.rows.first?.day, let last = table.rows.last?.day else {
            throw CommandError.input("\(request.path): the history has no day", kind: .data)
        }
        let end = min(to ?? last, last), start = max(from ?? end.adding(days: -89), first)
        guard start <= end, (from ?? first) <= last, (to ?? last) >= first else {
            throw CommandError.input("no day of the history (\(first) to \(last)) falls in the requested range", kind: .data)
        }
        let results = RecoveryScorer(model: model).score(rows: table.rows)
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: model.settings.sleepNeedHours)
        var trends: [(metric: Metric, views: [TrendView])] = []
        for metric in trendMetrics {
            let points = metric.points(results: results, table: table, weighings: read.records?.bodyMass ?? [])
            guard let firstReading = points.first?.day, firstReading <= end else { continue }
            trends.append((metric, TrendRange.allCases.map { TrendView(points: points, range: $0, asOf: end) }))
        }
        var quality: ModelQuality?
        if args.value("--labels") != nil {
            let options = try FitOptions(args)
            let labelled = try LabelInput.labelledDays(args, table: table, clock: read.offset, console: console) { labels in
                model.isUntrained ? try options.target(for: labels) : model.target
            }
            let features = model.isUntrained ? options.features : model.features.map(\.feature)
            var lambda = model.lambda
            if model.isUntrained {
                if case .fixed(let l) = options.ridge { lambda = l } else { lambda = 3 }   // auto would refit per λ: one fixed λ here
            }
            let rolling = try RollingOrigin(days: labelled.days, features: features, lambda: lambda, target: labelled.target)
            quality = ModelQuality(days: rolling.predictions.map { ($0.day.row.day, $0.day.label, $0.predicted) }, verdict: rolling.verdict,
                                   target: labelled.target, rmse: rolling.n > 0 ? rolling.metrics.rmse : nil)
        }
        let input = ReportInput(historyName: request.path, range: start...end, rows: table.rows, results: results, model: model,
                                modelName: args.value("--model") ?? "the reference model", trends: trends, scores: scores,
                                insights: checkins.map { InsightReport(checkins: $0, rows: table.rows, scores: scores) },
                                garden: Garden.grow(rows: table.rows, results: results, asOf: end), quality: quality,
                                toolVersion: FlowCommand.version)
        let html = Report.html(input)
        let piped = try AtomicFile.write(html, to: out, console: console)
        (piped ? console.err : console.out)("wrote \(out): \(start) to \(end), \(html.utf8.count / 1024) kB\n")
    }
}
