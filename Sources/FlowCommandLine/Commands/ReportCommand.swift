import FlowApp
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
                               [--checkins checkins.csv] [--from D] [--to D] [--free-days LIST] [--tz ZONE]
                               [--target ...] [--scale ...] [--direction ...] [--label-tz ±HH:MM]
                               [--features a,b,...] [--ridge λ] [--no-cycle]
            """,
        about: """
            One self-contained HTML page (inline styles and drawings, nothing loaded from
            anywhere, light and dark, prints to A4, reads on a phone) for a range of days,
            default the last 90 scored mornings, in these sections:
            \(sections)
            The insights need --checkins or an export's journal; how good the model is for you
            needs --labels (tested only on days it had not seen). With the reference model,
            --labels shows how a model fitted to your labels would do (its --features, and
            --ridge, default 3, as for flow train).
            """,
        options: [
            .history, .zone, .sex, .sessions, .out.saying("the page to write"), .model,
            .labels, .checkins.saying("a check-in file, for the insights section (default: the export's own journal)"),
            .range("the days the page covers (default: the last 90 scored mornings)"),
            .freeDays.saying("the mornings without an alarm, for tonight's bedtime (default sat,sun; none)"),
            .noCycle,
        ]
            + CommandOption.fit,
        run: { try run($0, console: $1) })

    /// The page's section titles as `ReportSection` declares them, folded into the help's width
    /// between titles, never inside one.
    static var sections: String {
        let titles = ReportSection.allCases.map { $0.title.replacing(" ", with: "\u{A0}") }
        return folded(titles.joined(separator: " · "), width: 76).map { "  " + $0.replacing("\u{A0}", with: " ") }
            .joined(separator: "\n")
    }

    static func run(_ args: Arguments, console: Console) throws {
        let out = try args.required(.out)
        let scored = try args.scoredRequest()
        let inputs = scored.history.inputs + [CommandOption.labels, .checkins, .model].map { args[$0] }
        try AtomicFile.checkTarget(out, inputs: inputs)
        var request = MakeReport.Request(
            scored: scored, checkins: args[.checkins], window: try args.dayWindow(),
            plan: scored.labels == nil ? FitPlan() : try FitOptions.plan(args), toolVersion: FlowCommand.version)
        request.freeDays = try args.freeDays()
        request.today = WallClock.today()
        let result = try MakeReport.run(request, observer: console.observer)
        let html = Report.html(result.input)
        let piped = try AtomicFile.write(html, to: out, console: console)
        (piped ? console.err : console.out)(
            "wrote \(out): \(result.range.lowerBound) to \(result.range.upperBound), \(html.utf8.count / 1024) kB\n")
    }
}
