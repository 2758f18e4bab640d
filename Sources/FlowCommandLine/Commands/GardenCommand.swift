import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords

/// `flow garden`: the garden grown from the history's good days (SPEC 13), as of a day.
enum GardenCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, command: "garden")
        let request = try args.history()
        let asOf = try args.day("--as-of")
        let model = try args.model()
        let table = try HistoryInput.table(request, settings: model.settings, console: console)
        try model.check(canScore: table, file: args.value("--model") ?? "the reference model")
        guard let first = table.rows.first?.day, let last = table.rows.last?.day else {
            throw CommandError.input("\(request.path): the history has no day", exitCode: .dataError)
        }
        if let asOf, asOf < first || asOf > last {
            throw CommandError.input("--as-of \(asOf) is outside the history (\(first) to \(last))", exitCode: .dataError)
        }
        let results = RecoveryScorer(model: model).score(rows: table.rows)
        let garden = Garden.grow(rows: table.rows, results: results, asOf: asOf ?? last)
        if args.has("--json") {
            console.data(GardenText.json(garden).text() + "\n")
        } else {
            let scored = results.contains { $0.score != nil && $0.day <= (asOf ?? last) }
            console.out(GardenText.text(garden, unscored: scored ? nil : "no morning could be scored yet: nothing was measured at night"))
        }
    }
}
