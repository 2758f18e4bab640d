import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowScores

/// `flow scores`: the four label-free reference scores (SPEC 14) of each day.
enum ScoresCommand {
    static let descriptor = CommandDescriptor(
        name: "scores",
        summary: "four label-free reference scores a day: Recovery, Sleep, Strain, Stress",
        usage: """
            usage: flow scores --history H [--from D] [--to D | --date D] [--max-hr N | --age N]
                               [--sleep-need H] [--tz ZONE] [--json]
            """,
        about: """
            Six reference scores for each morning, 0-100, each read against your own recent days;
            they need no labels and no model, and they are not your Recovery Flow:
            \(kinds)
            A part that was not measured is left out and the others share its weight; a score
            whose core part is missing is not given, and the line says "–".
            """,
        options: [
            .history, .zone, .sex, .sessions, .labelZone,
            .range("a range of days, one line a day (default: every day)"),
            .date.saying("one day, with its parts spelled out"),
        ]
            + CommandOption.featureSettings + [.json.saying("every part of every score in full")],
        run: { try run($0, console: $1) })

    /// Each score with what it is made of, as `ScoreKind` declares them, a line each (the help
    /// folds them under the column, a weight never parted from its `%`).
    static var kinds: String {
        ScoreKind.allCases.map { kind in
            "  " + kind.title.padding(toLength: 18, withPad: " ", startingAt: 0) + kind.recipe
        }.joined(separator: "\n")
    }

    static func run(_ args: Arguments, console: Console) throws {
        let request = try args.history()
        let settings = try args.featureSettings()
        let window = try args.dayWindow()
        let date = try args.day(.date)
        guard date == nil || window == DayWindow() else {
            throw CommandError.usage(
                "give \(CommandOption.date.name) or \(CommandOption.from.name)/\(CommandOption.to.name), not both")
        }
        let result = try ScoreDays.run(
            ScoreDays.Request(history: request, settings: settings, window: window, date: date),
            observer: console.observer)
        let selected = result.scores
        let after = result.latestNight?.sentence(today: WallClock.today()).map { $0 + "\n" } ?? ""
        console.show(
            args, json: { ScoresText.json(selected) },
            prose: {
                date != nil
                    ? ScoresText.noHRV(selected) + ScoresText.table(selected[0])
                    : "Reference scores: label-free, each read against your own last 30 days; not your model's Recovery "
                        + "Flow. The Ayurvedic timing is \(ScoreKind.ayurvedicTiming.caveat ?? "").\n"
                        + ScoresText.noHRV(selected) + selected.map(ScoresText.line).joined() + after
            })
    }
}
