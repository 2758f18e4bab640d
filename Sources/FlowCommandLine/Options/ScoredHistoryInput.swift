import FlowFeatures
import FlowImport
import FlowKit
import FlowRecords

extension Arguments {
    /// `--history` (with `--tz`) read with the settings of `--model` (or the reference model)
    /// and scored by it, with the raw records and clock of the history where it had them.
    func scoredHistory(console: Console) throws -> (history: ScoredHistory, records: RecordHistory?, offset: Int) {
        let request = try history()
        let model = try self.model()
        let read = try HistoryInput.read(request, settings: model.settings, console: console)
        let scored = try ScoredHistory(name: request.path, table: read.table, model: model, modelFile: value("--model"))
        return (scored, read.records, read.offset)
    }
}
