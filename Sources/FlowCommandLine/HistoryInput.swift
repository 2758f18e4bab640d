import FlowFeatures
import FlowImport
import FlowRecords
import Foundation

/// Reads `--history`: a records CSV (featurised here, with the import report on standard
/// error) or a feature table written by `flow features` (recognised by its `#` settings
/// line), which must have been made with the settings asked for.
enum HistoryInput {
    static func table(path: String, settings: FeatureSettings, console: Console) throws -> FeatureTable {
        try tableAndClock(path: path, settings: settings, console: console).table
    }

    /// The table, and the UTC offset most of the history's records carry (0 for a table):
    /// the default clock for labels timed in UTC.
    static func tableAndClock(path: String, settings: FeatureSettings, console: Console) throws -> (table: FeatureTable, offset: Int) {
        if !isFolder(path), try firstLine(path).hasPrefix("#") {
            let table = try FeatureTable.read(path: path)
            guard table.settings == settings else {
                throw CommandError.input("\(path): the table was made with other settings (\(describe(table.settings))) "
                    + "than these (\(describe(settings))); recompute it with flow features", exitCode: 65)
            }
            return (table, 0)
        }
        let history = try records(path: path, console: console)
        let table = FeatureTable(history: history, settings: settings)
        console.err(coverage(table))
        return (table, history.typicalOffsetSeconds)
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The history's first and last day and the days with each measurement.
    static func coverage(_ table: FeatureTable) -> String {
        guard let first = table.rows.first?.day, let last = table.rows.last?.day else { return "" }
        let count = { (flag: MissingFlag) in table.rows.filter { !$0[flag] }.count }
        var line = "history: \(first) to \(last), \(table.rows.count) days; days with main sleep \(count(.sleepMissing)), "
            + "sleep stages \(count(.stagesMissing)), steps \(count(.stepsMissing)), resting HR \(count(.rhrMissing)), "
            + "HRV \(count(.hrvMissing)), sleeping HR \(count(.sleepingHRMissing)), strain \(count(.strainMissing)); "
            + "\(table.rows.filter(\.isNoData).count) no-data days"
        let rmssd = table.rows.filter { $0.hrvRMSSD != nil }.count
        if rmssd > 0 { line += "; RMSSD on \(rmssd) days" }
        return line + "\n"
    }

    /// Reads raw records: an Apple Health export (zip or XML) or a records CSV. The import
    /// report goes to standard error; so does progress, when standard error is a terminal.
    static func records(path: String, console: Console) throws -> RecordHistory {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw InputError.missing(file: path) }
        let history: RecordHistory, report: ImportReport
        do {
            if isFolder.boolValue {
                (history, report) = try FitbitExport.read(path: path)
            } else if AppleHealthExport.isZip(path: path) || AppleHealthExport.isXML(path: path) {
                let meter = ProgressMeter(console: console)
                (history, report) = try AppleHealthExport.read(path: path, progress: meter.map { m in { m.update($0, $1) } })
                meter?.done()
            } else {
                (history, report) = try RecordsCSV.read(path: path)
            }
        } catch let error as ImportError {
            throw CommandError.input(error.description, exitCode: error.exitCode)
        }
        console.err(report.text)
        return history
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
