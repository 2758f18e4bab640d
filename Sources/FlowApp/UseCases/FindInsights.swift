import FlowFeatures
import FlowImport
import FlowRecords
import FlowScores

/// `flow insights`: what the person's logged evenings went with the next morning.
public enum FindInsights {
    /// Reads the check-ins and the history and compares the mornings after each behaviour with
    /// those without it.
    public static func run(
        history: HistoryRequest, checkins: String, settings: FeatureSettings, observer: LoadObserver = .silent
    ) throws -> InsightReport {
        let table = try LabelLoader.checkins(checkins)
        let loaded = try HistoryLoader.load(history, settings: settings, observer: observer)
        let scores = ReferenceScores.scores(rows: loaded.table.rows, sleepNeedHours: settings.sleepNeedHours)
        return InsightReport(checkins: table, rows: loaded.table.rows, scores: scores)
    }
}
