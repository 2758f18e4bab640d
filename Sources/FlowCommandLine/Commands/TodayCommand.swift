import FlowApp
import FlowKit
import FlowMorning
import FlowRecords

/// `flow today`: this morning in one screen (the Flow, last night, vitals, what stands out,
/// tonight, your own findings, the check-in), or one line, or every part as JSON.
enum TodayCommand {
    static let descriptor = CommandDescriptor(
        name: "today",
        summary: "this morning in one screen: Flow, last night, vitals, what stands out, tonight, check-in",
        usage: """
            usage: flow today [--history H] [--date D] [--checkins F] [--free-days LIST]
                              [--model model.json] [--labels labels.csv] [--tz ZONE] [--past N]
                              [--json | --line] [--no-cycle]
            """,
        about: """
            Gathers what the other commands say about one morning (default: the last of the
            history, read from your library without --history): the Recovery Flow and its
            drivers (flow predict), last night's sleep against its need and the reference scores
            (flow scores), the vitals outside your range and the body watch (flow vitals),
            tonight's bedtime (flow tonight), at most three findings among your own check-ins
            (flow insights) and whether this evening is logged. Then a card for each fact that
            stands out, each with your own usual and the days behind it:
            \(cards)
            Nothing is recomputed another way: --json gives each part as its command gives it.
            """,
        options: [
            .history, .zone, .date.saying("the morning to show (default: the history's last)"),
            .checkins.saying("a check-in file (default: your library's check-ins, or the export's journal)"),
            .freeDays, .model.saying("a model file from flow train (default: the reference model)"),
            .labels.saying("your labels, for a model that starts from your recent ratings"),
            .past, .json.saying("every part as its own command gives it, and the cards"), .line, .noCycle,
        ],
        run: { try run($0, console: $1) })

    /// The most mornings --past lists: a hundred years of them.
    static let mostPast = 36_600

    /// Each card's rule, as `CardRule` declares them, a bullet each (the help folds them).
    static var cards: String { CardRule.allCases.map { "  • " + $0.rule }.joined(separator: "\n") }

    static func run(_ args: Arguments, console: Console) throws {
        guard !(args.has(.json) && args.has(.line)) else {
            throw CommandError.usage("give --json or --line, not both")
        }
        let past = try args.integer(.past, in: 1...TodayCommand.mostPast) ?? 0
        guard past == 0 || !args.has(.line) else { throw CommandError.usage("give --past or --line, not both") }
        let request = ShowToday.Request(
            scored: try args.scoredRequest(), date: try args.day(.date), checkins: args[.checkins],
            freeDays: try args.freeDays(), today: WallClock.today(), past: past)
        let result = try ShowToday.run(request, observer: console.observer)
        if args.has(.line) { return console.out(TodayText.line(result.morning)) }
        console.show(
            args, json: { TodayText.json(result.morning) },
            prose: { TodayText.text(result.morning, results: result.load.history.results) })
    }
}
