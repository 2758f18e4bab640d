import FlowFeatures
import FlowGarden
import FlowImport
import FlowInference
import FlowKit
import FlowRecords
import FlowReport
import FlowScores
import FlowTraining
import FlowTrends

/// `flow report`: one HTML page with everything the other commands compute for a range.
enum ReportCommand {

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
        options: [
            .history, .zone, .sex, .sessions, CommandOption("--out", value: "FILE", "the page to write"), .scoringModel,
            .labels, CommandOption("--checkins", value: "F", "a check-in file, for the insights section"),
            .range("the days the page covers (default: the last 90)"),
        ]
            + CommandOption.fit,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let out = try args.required("--out")
        let window = try args.dayWindow()
        try AtomicFile.checkTarget(
            out,
            inputs: [
                args.value("--history"), args.value("--labels"), args.value("--checkins"),
                args.value("--model"),
            ])
        let checkins = try args.value("--checkins").map { file in
            try InputSpool.reading(file) { try CheckinsCSV.read(path: $0.path) }
        }

        let read = try args.scoredHistory(console: console)
        let history = read.history
        let model = history.model
        let range = try ReportPlan.range(window, history: history.days)
        var quality: ModelQuality?
        if args.value("--labels") != nil {
            let options = try FitOptions(args)
            // An anchored model's labels were read with the history; read them here otherwise.
            let labelled =
                try read.labelled
                ?? LabelInput.labelledDays(args, table: history.table, clock: read.offset, console: console) { labels in
                    model.isUntrained ? try options.target(for: labels) : model.target
                }
            if let anchor = model.anchor {
                // The honest check: the whole procedure (admission included, at the model's λ) rerun on the
                // days before each labelled morning, since the stored selection was made on these same days.
                quality =
                    try AnchoredTrainer.train(
                        labelled, candidates: model.features.map(\.feature), kind: anchor.kind,
                        mode: model.selection?.mode ?? .auto, ridge: .fixed(model.lambda), target: model.target,
                        settings: model.settings, toolVersion: FlowCommand.version
                    ).nested?.quality
            } else {
                var fixed: Double?
                if case .fixed(let l) = options.ridge { fixed = l }
                let check = ReportPlan.check(model, features: try options.classicFeatures(), lambda: fixed)
                quality = try RollingOrigin(
                    days: labelled.days, features: check.features, lambda: check.lambda,
                    target: labelled.target
                ).quality
            }
        }
        let input = history.report(
            range: range, records: read.records, checkins: checkins,
            quality: quality,
            toolVersion: FlowCommand.version)
        let html = Report.html(input)
        let piped = try AtomicFile.write(html, to: out, console: console)
        (piped ? console.err : console.out)(
            "wrote \(out): \(range.lowerBound) to \(range.upperBound), \(html.utf8.count / 1024) kB\n")
    }
}
