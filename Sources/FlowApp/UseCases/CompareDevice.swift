import FlowCompare
import FlowFeatures
import FlowInference
import FlowKit
import FlowRecords
import FlowScores

/// `flow compare`: the device's own scores beside flow's counterparts, over a window.
public enum CompareDevice {
    /// What the comparison found.
    public struct Result: Sendable {
        /// Each device score with its counterpart (empty when the history holds none).
        public var comparisons: [DeviceComparison]
        /// The names of the sources that wrote device scores (`WHOOP`), in name order.
        public var devices: [String]
        /// The days compared.
        public var days: ClosedRange<CalendarDay>
    }

    /// Reads the history, scores it with the reference model and its reference scores, and
    /// compares each device score with flow's counterpart on the window's mornings.
    public static func run(
        history: HistoryRequest, window: DayWindow, observer: LoadObserver = .silent
    ) throws -> Result {
        let model = try RecoveryModel.reference()
        let loaded = try HistoryLoader.load(history, settings: model.settings, observer: observer)
        let table = loaded.table
        let scored = try ScoredHistory(name: history.name, table: table, model: model, modelFile: nil)
        let rows = try table.rows(in: window, history: history.name)
        let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: table.settings.sleepNeedHours)
        let days = rows[0].day...rows[rows.count - 1].day
        return Result(
            comparisons: DeviceComparison.compare(
                table: table, records: loaded.records, days: days, results: scored.results, scores: scores),
            devices: loaded.records.map(devices) ?? [], days: days)
    }

    /// The names of the sources that wrote device scores, in name order.
    public static func devices(_ records: RecordHistory) -> [String] {
        var names = Set<String>()
        for kind in RecordKind.deviceScores {
            for m in records.measurements(of: kind) { names.insert(records.sources[m.source]) }
        }
        return names.sorted()
    }
}
