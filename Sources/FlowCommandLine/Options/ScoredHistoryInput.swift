import FlowFeatures
import FlowImport
import FlowKit
import FlowRecords
import FlowTraining

extension Arguments {
    /// `--history` (with `--tz`) read with the settings of `--model` (or the reference model)
    /// and scored by it, with the raw records and clock of the history where it had them, and
    /// the labelled days an anchored model read from `--labels` (read once, for every use), and
    /// the import report (nil for a feature table).
    func scoredHistory(
        console: Console
    ) throws
        -> (
            history: ScoredHistory, records: RecordHistory?, offset: Int, labelled: LabelledDays?, report: ImportReport?
        )
    {
        let request = try history()
        let model = try self.model()
        let read = try HistoryInput.read(request, settings: model.settings, console: console)
        var labelled: LabelledDays?
        if let file = value("--labels"), model.anchor != nil {
            // The anchor of each morning comes from the labels before it, on the model's own scale.
            do {
                labelled = try LabelInput.labelledDays(self, table: read.table, clock: read.offset, console: console) {
                    _ in
                    model.target
                }
            } catch TrainingError.noSuchTarget(_, let target, let available) {
                throw CommandError.input(
                    "\(file) has no '\(target)' column, the target of \(value("--model") ?? "the model") "
                        + "(its columns: \(available.joined(separator: ", ")))", kind: .data)
            }
        }
        let scored = try ScoredHistory(
            name: request.path, table: read.table, model: model, modelFile: value("--model"),
            labels: labelled?.days.map { ($0.row.day, $0.label) })
        return (scored, read.records, read.offset, labelled, read.report)
    }
}
