import FlowFeatures
import FlowImport
import FlowRecords
import FlowScores

/// `flow insights`: what the person's logged evenings went with the next morning.
public enum FindInsights {
    /// Reads the check-ins (`checkins`, else the history's own: an export's journal, a
    /// library's check-ins) and the history, and compares the mornings after each behaviour
    /// with those without it.
    public static func run(
        history: HistoryRequest, checkins: String?, settings: FeatureSettings, observer: LoadObserver = .silent
    ) throws -> InsightReport {
        let given = try checkins.map(LabelLoader.checkins)
        var history = history
        history.needsRecords = false  // the table, the check-ins and one fact of the resting HR
        let loaded = try HistoryLoader.load(history, settings: settings, observer: observer)
        guard let table = given ?? loaded.checkins else {
            throw CommandError.usage(
                "--checkins is required: \(loaded.name) holds no check-ins of its own (a library's, a WHOOP "
                    + "export's journal or an Oura export's tags are read without it)")
        }
        let scores = ReferenceScores.scores(rows: loaded.table.rows, sleepNeedHours: settings.sleepNeedHours)
        return InsightReport(
            checkins: table, rows: loaded.table.rows, scores: scores, restingHRIsNightly: loaded.restingHRIsNightly)
    }
}
