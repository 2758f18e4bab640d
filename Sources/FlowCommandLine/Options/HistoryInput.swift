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
    /// `--sex`: the TRIMP weighting (nil: what the export states, else men's).
    var sex: BiologicalSex?
    /// `--sessions`: a session-RPE file, and the clock its UTC times are read on (nil: the
    /// history's own).
    var sessions: String?, sessionsClock: Int?
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
        var sex: BiologicalSex?
        if let name = value("--sex") {
            guard let s = BiologicalSex(rawValue: name) else {
                throw CommandError.usage("--sex is female or male, not '\(name)'")
            }
            sex = s
        }
        let clock = try value("--label-tz").map { _ in try LabelInput.labelClock(self, history: 0) }
        return HistoryRequest(path: path, zone: zone, sex: sex, sessions: value("--sessions"), sessionsClock: clock)
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

    /// The table, the raw records when the history had them (nil for a feature table), the
    /// UTC offset most of them carry (0 for a table), the sessions and the import report.
    static func read(
        _ request: HistoryRequest, settings: FeatureSettings, console: Console
    ) throws
        -> (table: FeatureTable, records: RecordHistory?, offset: Int, sessions: SessionLoads?, report: ImportReport?)
    {
        try InputSpool.reading(request.path) { spool in
            try read(spool, request: request, settings: settings, console: console)
        }
    }

    private static func read(
        _ spool: InputSpool, request: HistoryRequest, settings: FeatureSettings, console: Console
    ) throws
        -> (table: FeatureTable, records: RecordHistory?, offset: Int, sessions: SessionLoads?, report: ImportReport?)
    {
        let path = spool.path
        try spool.refuseStreamedZip()
        let source = try HistorySource.detect(path: path)
        if source == .featureTable {
            let table = try FeatureTable.read(path: path)
            if request.sex != nil || request.sessions != nil {
                console.err(
                    "note: --sex and --sessions are not used with a feature table: its load columns were computed when "
                        + "it was made (\(table.loadSex.map { "sex=\($0.rawValue)" } ?? "without load columns"))\n")
            }
            try table.require(settings: settings, history: spool.name)
            return (table, nil, 0, nil, nil)
        }
        let meter = source == .appleHealthZip || source == .appleHealthXML ? ProgressMeter(console: console) : nil
        var (history, report) = try source.records(
            path: path, zone: request.zone, progress: meter.map { m in { m.update($0, $1) } })
        meter?.done()
        report.file = report.file.replacingOccurrences(of: path, with: spool.name)
        console.err(report.text)
        var sessions: SessionLoads?
        if let file = request.sessions {
            let offset = request.sessionsClock ?? history.typicalOffsetSeconds
            sessions = SessionLoads(
                sessions: try InputSpool.reading(file) { try SessionsCSV.read(path: $0.path, utcOffsetSeconds: offset) }
            )
        }
        let table = FeatureTable(
            history: history, settings: settings, sex: request.sex, sessions: sessions, sessionsFile: request.sessions)
        console.err(CoverageText.line(table))
        return (table, history, history.typicalOffsetSeconds, sessions, report)
    }
}
