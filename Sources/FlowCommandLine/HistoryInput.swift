import FlowFeatures
import FlowRecords
import Foundation

/// Reads `--history`: a records CSV (featurised here, with the import report on standard
/// error) or a feature table written by `flow features` (recognised by its `#` settings
/// line), which must have been made with the settings asked for.
enum HistoryInput {
    static func table(path: String, settings: FeatureSettings, console: Console) throws -> FeatureTable {
        if try firstLine(path).hasPrefix("#") {
            let table = try FeatureTable.read(path: path)
            guard table.settings == settings else {
                throw CommandError.input("\(path): the table was made with other settings (\(describe(table.settings))) "
                    + "than these (\(describe(settings))); recompute it with flow features", exitCode: 65)
            }
            return table
        }
        let (history, report) = try RecordsCSV.read(path: path)
        console.err(report.text)
        return FeatureTable(history: history, settings: settings)
    }

    static func describe(_ s: FeatureSettings) -> String {
        "max_hr=\(FeatureSettings.format(s.maxHR)) sleep_need_hours=\(FeatureSettings.format(s.sleepNeedHours))"
            + " window_days=\(s.windowDays) min_observations=\(s.minObservations)"
    }

    private static func firstLine(_ path: String) throws -> String {
        var first = ""
        do {
            try TextFile.forEachLine(path: path, chunkSize: 4096) { line, _ in
                first = String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self)
                throw StopReading()
            }
        } catch is StopReading {}
        return first
    }

    private struct StopReading: Error {}
}
