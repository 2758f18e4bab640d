import FlowApp
import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords

/// `flow predict`: the Recovery Flow of the latest scored day (or of chosen days), its
/// state, phase, the observed features driving it and the trend. Without `--model` it
/// uses the built-in reference model, which compares a person only with themself.
enum PredictCommand {
    static let descriptor = CommandDescriptor(
        name: "predict",
        summary: """
            this morning's Recovery Flow, its state, trend and the measured facts driving it
            (no labels needed: without a model it compares you with your own history)
            """,
        usage: """
            usage: flow predict --history H [--model model.json] [--labels labels.csv]
                                [--date YYYY-MM-DD | --from D --to D | --last N] [--json]
            """,
        about: """
            Scores mornings: the Recovery Flow (0-100), its state (Flowing, Steady, Adjusting,
            Rebuilding), the phase (calibrating, provisional, full: how many of the 28 nights
            before it were measured), the trend, and up to three measured features driving it,
            as facts. Without --model it uses the built-in reference model, which needs no labels
            and compares each morning only with your own measured nights of the 28 days before
            it (resting heart rate with your usual resting heart rate, HRV with your usual HRV),
            never with anyone else's numbers; with so little of yours to compare with at first,
            it gives no number before your third measured night ("calibrating: 1 of 3 nights").
            Only mornings with a night measurement (sleep, resting HR, HRV or sleeping HR) are
            scored. The model's feature settings are used; a table made with other settings is
            refused. Without a date: the latest day that can be scored, or that is calibrating.
            """,
        options: [
            .history, .zone, .sex, .sessions, .labelZone,
            .model.saying("a model file from flow train (default: the reference model)"),
            .labels.saying(
                """
                your labels, for a model that starts from your recent ratings: each
                morning's anchor comes from those before it (without them, only the
                mornings after the model's last label are scored)
                """),
            .date.saying(
                "one day (a day not scored, or a date outside the history, is an error; a calibrating day says so)"),
            .range("a range, one line a day"),
            .last.saying("the last N days of the history"),
            .json.saying("every number, all contributions, drivers with whose usual value"),
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let selection = try args.daySelection()
        let request = try args.scoredRequest()
        let result = try Predict.run(request, selection: selection, observer: console.observer)
        var notes = PredictText.notes(result.model)
        if result.labelsUnused {
            notes.append("note: --labels is not used: this model does not start from your labels")
        }
        if let after = result.latestNight?.sentence(today: WallClock.today()) { notes.append(after) }
        // With --json the notes go to standard error, so the JSON stays clean.
        if args.has(.json) { for note in notes { console.err(note + "\n") } }
        console.show(
            args, json: { .array(result.selected.map(PredictJSON.day)) },
            text: {
                notes.map { $0 + "\n" }.joined()
                    + PredictText.days(result.selected, results: result.load.history.results)
            })
    }
}
