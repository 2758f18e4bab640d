import FlowFeatures
import FlowImport
import FlowRecords
import Foundation

/// `--history` and the zone `--tz` gives it.
struct HistoryRequest {
    /// The history's path, as the user gave it.
    var path: String
    /// The person's time zone (an IANA name), for exports whose times carry no offset.
    var zone: String?
}

extension Arguments {
    /// `--history` (required) and `--tz`, checked against the tz database.
    func history() throws -> HistoryRequest {
        let path = try required("--history")
        let zone = value("--tz")
        if let zone, !TimeZoneName.isKnown(zone) {
            throw CommandError.usage("--tz '\(zone)' is not a time zone the tz database knows (give an IANA name such as Europe/Oslo)")
        }
        return HistoryRequest(path: path, zone: zone)
    }
}

/// Reads `--history` into a feature table: raw records of any format FlowImport detects
/// (featurised here, with the import report on standard error) or a table written by
/// `flow features`, which must have been made with the settings asked for.
enum HistoryInput {
    /// The options every command reading a history takes.
    static let options: Set<String> = ["--history", "--tz"]

    static func table(_ request: HistoryRequest, settings: FeatureSettings, console: Console) throws -> FeatureTable {
        try tableAndClock(request, settings: settings, console: console).table
    }

    /// The table, and the UTC offset most of the history's records carry (0 for a table):
    /// the default clock for labels timed in UTC.
    static func tableAndClock(_ request: HistoryRequest, settings: FeatureSettings, console: Console) throws -> (table: FeatureTable, offset: Int) {
        let read = try self.read(request, settings: settings, console: console)
        return (read.table, read.offset)
    }

    /// The table, the raw records when the history had them (nil for a feature table), and
    /// the UTC offset most of them carry (0 for a table).
    static func read(_ request: HistoryRequest, settings: FeatureSettings, console: Console) throws
        -> (table: FeatureTable, records: RecordHistory?, offset: Int) {
        try InputSpool.reading(request.path) { spool in try read(spool, zone: request.zone, settings: settings, console: console) }
    }

    private static func read(_ spool: InputSpool, zone: String?, settings: FeatureSettings, console: Console) throws
        -> (table: FeatureTable, records: RecordHistory?, offset: Int) {
        let path = spool.path
        try spool.refuseStreamedZip()
        let source = try HistorySource.detect(path: path)
        if source == .featureTable {
            let table = try FeatureTable.read(path: path)
            guard table.settings == settings else {
                throw CommandError.input("\(spool.name): the table was made with other settings (\(describe(table.settings))) "
                    + "than these (\(describe(settings))); recompute it with flow features --history <the records> "
                    + options(for: settings), kind: .data)
            }
            return (table, nil, 0)
        }
        let meter = source == .appleHealthZip || source == .appleHealthXML ? ProgressMeter(console: console) : nil
        var (history, report) = try source.records(path: path, zone: zone, progress: meter.map { m in { m.update($0, $1) } })
        meter?.done()
        report.file = report.file.replacingOccurrences(of: path, with: spool.name)
        console.err(report.text)
        let table = FeatureTable(history: history, settings: settings)
        console.err(coverage(table))
        return (table, history, history.typicalOffsetSeconds)
    }

    /// The history's first and last day and the days with each measurement.
    static func coverage(_ table: FeatureTable) -> String {
        guard let first = table.rows.first?.day, let last = table.rows.last?.day else { return "" }
        let count = { (flag: MissingFlag) in table.rows.filter { !$0[flag] }.count }
        var line = "history: \(first) to \(last), \(table.rows.count) days; days with main sleep \(count(.sleepMissing)), "
            + "sleep stages \(count(.stagesMissing)), steps \(count(.stepsMissing)), resting HR \(count(.rhrMissing)), "
            + "HRV \(count(.hrvMissing)), sleeping HR \(count(.sleepingHRMissing)), strain \(count(.strainMissing)); "
            + plural(table.rows.filter(\.isNoData).count, "no-data day")
        let rmssd = table.rows.filter { $0.hrvRMSSD != nil }.count
        if rmssd > 0 { line += "; RMSSD on \(rmssd) days" }
        return line + "\n"
    }

    /// The `flow features` options that make a table with these settings.
    static func options(for s: FeatureSettings) -> String {
        let defaults = FeatureSettings()
        var words: [String] = []
        if s.maxHR != defaults.maxHR { words.append("--max-hr \(FeatureSettings.format(s.maxHR))") }
        if s.sleepNeedHours != defaults.sleepNeedHours { words.append("--sleep-need \(FeatureSettings.format(s.sleepNeedHours))") }
        return words.isEmpty ? "(its default settings)" : words.joined(separator: " ")
    }

    static func describe(_ s: FeatureSettings) -> String {
        "max_hr=\(FeatureSettings.format(s.maxHR)) sleep_need_hours=\(FeatureSettings.format(s.sleepNeedHours))"
            + " window_days=\(s.windowDays) min_observations=\(s.minObservations)"
    }
}
