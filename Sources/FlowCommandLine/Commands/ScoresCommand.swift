import FlowFeatures
import FlowRecords
import FlowScores

/// `flow scores`: the four label-free reference scores (SPEC 14) of each day.
enum ScoresCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, command: "scores")
        let request = try args.history()
        let settings = try args.featureSettings()
        let (from, to) = try args.dayRange()
        let date = try args.day("--date")
        guard date == nil || (from == nil && to == nil) else { throw CommandError.usage("give --date or --from/--to, not both") }
        let table = try HistoryInput.table(request, settings: settings, console: console)
        let all = ReferenceScores.scores(rows: table.rows, sleepNeedHours: settings.sleepNeedHours)
        guard let first = all.first?.day, let last = all.last?.day else {
            throw CommandError.input("\(request.path): the history has no day", exitCode: .dataError)
        }
        let selected = all.filter { s in date.map { s.day == $0 } ?? isWithin(s.day, from: from, to: to) }
        guard !selected.isEmpty else {
            throw CommandError.input("no day of the history (\(first) to \(last)) falls in the requested range", exitCode: .dataError)
        }
        if args.has("--json") {
            console.data(ScoresText.json(selected).text() + "\n")
        } else if date != nil {
            console.out(ScoresText.table(selected[0]))
        } else {
            console.out("Reference scores: label-free, each read against your own last 30 days; not your model's Recovery Flow.\n")
            for d in selected { console.out(ScoresText.line(d)) }
        }
    }
}
