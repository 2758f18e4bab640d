import FlowFeatures
import FlowImport
import FlowRecords
import FlowScores

/// `flow insights`: what each evening behaviour goes with on the next morning (SPEC 14).
enum InsightsCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, command: "insights")
        let request = try args.history()
        let checkinsPath = try args.required("--checkins")
        let settings = try args.featureSettings()
        let checkins = try InputSpool.reading(checkinsPath) { try CheckinsCSV.read(path: $0.path) }
        let table = try HistoryInput.table(request, settings: settings, console: console)
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: settings.sleepNeedHours)
        let report = InsightReport(checkins: checkins, rows: table.rows, scores: scores)
        if args.has("--json") { console.data(InsightsText.json(report).text() + "\n") } else { console.out(InsightsText.text(report)) }
    }
}
