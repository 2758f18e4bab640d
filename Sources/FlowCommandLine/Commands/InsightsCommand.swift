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
            "usage: flow insights [--history H] [--checkins F] [--max-hr N | --age N] [--sleep-need H] [--tz ZONE] [--json]",
        about: """
            For each logged behaviour, the evenings "with" it against those "without" (evenings
            not logged are neither) on five outcomes: the next morning's Sleep and Recovery
            scores, the next night's HRV and sleeping heart rate, and the resting heart rate of
            the night after. Each value is read against your own level of the 30 days before it.
            A pair is tested once it has 10 evenings on each side; the test allows for runs of
            alike days (a habit kept for a week, a tired week) and for the number of pairs
            tried, so a finding is one that chance alone would rarely give, and large enough to
            matter (2 points, 5 % of HRV, 2 bpm sleeping, 1 bpm resting). The rest are listed as
            "could be chance", then the pairs still short of days. An association in your own
            data, not a cause. Without --checkins, the history's own check-ins are used: those
            kept in your library (imported with flow import, logged with flow checkin), or a
            WHOOP export's journal (an Oura export's tags).
            """,
        options: [
            .history, .zone, .sex, .sessions, .labelZone,
            .checkins.saying("a check-in file (default: the library's check-ins, or the export's own journal)"),
        ]
            + CommandOption.featureSettings + [.json.saying("every pair, tested or still short of days")],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let report = try FindInsights.run(
            history: try args.history(), checkins: args[.checkins],
            settings: try args.featureSettings(), observer: console.observer)
        if !report.overlapsHistory {
            console.err("flow: note: no check-in date has a morning after it in this history; nothing can be paired\n")
        }
        console.show(args, json: { InsightsText.json(report) }, prose: { InsightsText.text(report) })
    }
}
