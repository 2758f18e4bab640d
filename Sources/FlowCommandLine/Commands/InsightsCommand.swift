import FlowApp
import FlowFeatures
import FlowImport
import FlowRecords
import FlowScores

/// `flow insights`: what each evening behaviour goes with on the next morning (SPEC 14).
enum InsightsCommand {
    static let descriptor = CommandDescriptor(
        name: "insights",
        summary: "what your logged evenings go with the next morning, in your own data",
        usage:
            "usage: flow insights --history H [--checkins F] [--max-hr N | --age N] [--sleep-need H] [--tz ZONE] [--json]",
        about: """
            For each logged behaviour and each of the next morning's Sleep and Recovery scores,
            HRV and sleeping heart rate: the mornings after evenings "with" it against those
            "without" (evenings not logged are neither). Shown only with at least 5 mornings on
            each side and a difference of at least 2, with its Welch 95 % interval; an
            association in your own data, not a cause. Pairs still short of days are listed.
            Without --checkins, a WHOOP export's journal (or an Oura export's tags) is used.
            """,
        options: [
            .history, .zone, .sex, .sessions, .labelZone,
            .checkins.saying("the check-in file flow checkin writes (default: the export's own journal)"),
        ]
            + CommandOption.featureSettings + [.json.saying("every pair, shown or still short of days")],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let report = try FindInsights.run(
            history: try args.history(), checkins: args[.checkins],
            settings: try args.featureSettings(), observer: console.observer)
        console.show(args, json: { InsightsText.json(report) }, text: { InsightsText.text(report) })
    }
}
