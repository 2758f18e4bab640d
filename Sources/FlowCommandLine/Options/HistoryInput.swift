import FlowFeatures
import FlowImport
import FlowKit
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
            throw CommandError.usage(
                "--tz '\(zone)' is not a time zone the tz database knows (give an IANA name such as Europe/Oslo)")
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
    static func tableAndClock(
        _ request: HistoryRequest, settings: FeatureSettings, console: Console
    ) throws -> (table: FeatureTable, offset: Int) {
        let read = try self.read(request, settings: settings, console: console)
        return (read.table, read.offset)
    }

    /// The table, the raw records when the history had them (nil for a feature table), and
    /// the UTC offset most of them carry (0 for a table).
    static func read(
        _ request: HistoryRequest, settings: FeatureSettings, console: Console
    ) throws
        -> (table: FeatureTable, records: RecordHistory?, offset: Int)
    {
        try InputSpool.reading(request.path) { spool in
            try read(spool, zone: request.zone, settings: settings, console: console)
        }
    }

    private static func read(
        _ spool: InputSpool, zone: String?, settings: FeatureSettings, console: Console
    ) throws
        -> (table: FeatureTable, records: RecordHistory?, offset: Int)
    {
        let path = spool.path
        try spool.refuseStreamedZip()
        let source = try HistorySource.detect(path: path)
        if source == .featureTable {
            let table = try FeatureTable.read(path: path)
            try table.require(settings: settings, history: spool.name)
            return (table, nil, 0)
        }
        let meter = source == .appleHealthZip || source == .appleHealthXML ? ProgressMeter(console: console) : nil
        var (history, report) = try source.records(
            path: path, zone: zone, progress: meter.map { m in { m.update($0, $1) } })
        meter?.done()
        report.file = report.file.replacingOccurrences(of: path, with: spool.name)
        console.err(report.text)
        let table = FeatureTable(history: history, settings: settings)
        console.err(CoverageText.line(table))
        return (table, history, history.typicalOffsetSeconds)
    }
}
