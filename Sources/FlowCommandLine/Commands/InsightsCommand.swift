import FlowFeatures
import FlowImport
import FlowRecords
import FlowScores

/// `flow insights`: what each evening behaviour goes with on the next morning (SPEC 14).
enum InsightsCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, valued: HistoryInput.options.union(Arguments.featureSettingOptions).union(["--checkins"]),
                                 flags: ["--json"])
        let request = try args.history()
        let checkinsPath = try args.required("--checkins")
        let settings = try args.featureSettings()
        let checkins = try CheckinsCSV.read(path: checkinsPath)
        let table = try HistoryInput.table(request, settings: settings, console: console)
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: settings.sleepNeedHours)
        let report = InsightReport(checkins: checkins, rows: table.rows, scores: scores)
        console.out(args.has("--json") ? InsightsText.json(report).text() + "\n" : InsightsText.text(report))
    }
}
