import FlowFeatures
import FlowImport
import FlowRecords

/// Reads a history of any format flow knows into a feature table: raw records (featurised
/// here, with the session log when one is given), or a table written by `flow features`,
/// which must have been made with the settings asked for.
public enum HistoryLoader {
    /// Loads `request` with `settings`, telling `observer` what it finds as it goes. A pipe or
    /// device is copied once (flow looks at a history's first bytes before reading it), and
    /// errors name the input as the user gave it.
    public static func load(
        _ request: HistoryRequest, settings: FeatureSettings, observer: LoadObserver = .silent
    ) throws -> LoadedHistory {
        guard !request.morePaths.isEmpty else {
            return try InputSpool.reading(request.path) { spool in
                try load(spool, request: request, settings: settings, observer: observer)
            }
        }
        // Several histories: each read and reported on its own, their records pooled.
        var parts: [RecordHistory] = []
        for path in request.paths {
            parts.append(try InputSpool.reading(path) { try records(of: $0, request: request, observer: observer) })
        }
        let name = request.paths.joined(separator: " + ")
        let (history, report) = try RecordHistory.pooled(parts, file: name)
        let repeated = report.rejected[.exactDuplicate] ?? 0
        observer.note(
            "pooled \(request.paths.count) histories: \(report.acceptedCount) records"
                + (repeated > 0 ? ", \(repeated) found in more than one counted once" : ""))
        return try featurise(
            history, report: report, name: name, request: request, settings: settings, observer: observer)
    }

    /// The raw records of one history of several (a feature table cannot be pooled).
    private static func records(
        of spool: InputSpool, request: HistoryRequest, observer: LoadObserver
    ) throws -> RecordHistory {
        try spool.refuseStreamedZip()
        let source = try HistorySource.detect(path: spool.path)
        guard source != .featureTable else {
            throw CommandError.usage(
                "\(spool.name) is a feature table: only raw histories can be pooled (give each export itself)")
        }
        let slow = source == .appleHealthZip || source == .appleHealthXML
        var (history, report) = try source.records(
            path: spool.path, zone: request.zone, progress: slow ? observer.progress : nil)
        if slow { observer.readingDone() }
        report.file = report.file.replacingOccurrences(of: spool.path, with: spool.name)
        observer.imported(report)
        return history
    }

    private static func load(
        _ spool: InputSpool, request: HistoryRequest, settings: FeatureSettings, observer: LoadObserver
    ) throws -> LoadedHistory {
        let path = spool.path
        try spool.refuseStreamedZip()
        let source = try HistorySource.detect(path: path)
        if source == .featureTable {
            let table = try FeatureTable.read(path: path)
            if request.sex != nil || request.sessions != nil {
                observer.note(
                    "note: --sex and --sessions are not used with a feature table: its load columns were computed when "
                        + "it was made (\(table.loadSex.map { "sex=\($0.rawValue)" } ?? "without load columns"))")
            }
            try table.require(settings: settings, history: spool.name)
            return LoadedHistory(name: request.path, table: table)
        }
        let slow = source == .appleHealthZip || source == .appleHealthXML
        var (history, report) = try source.records(
            path: path, zone: request.zone, progress: slow ? observer.progress : nil)
        if slow { observer.readingDone() }
        report.file = report.file.replacingOccurrences(of: path, with: spool.name)
        observer.imported(report)
        return try featurise(
            history, report: report, name: request.path, request: request, settings: settings, observer: observer)
    }

    /// The feature table of raw records, with the session log when one is given.
    private static func featurise(
        _ history: RecordHistory, report: ImportReport, name: String, request: HistoryRequest,
        settings: FeatureSettings, observer: LoadObserver
    ) throws -> LoadedHistory {
        var sessions: SessionLoads?
        if let file = request.sessions {
            let offset = request.sessionsClock ?? history.typicalOffsetSeconds
            sessions = SessionLoads(
                sessions: try InputSpool.reading(file) { try SessionsCSV.read(path: $0.path, utcOffsetSeconds: offset) }
            )
        }
        let table = FeatureTable(
            history: history, settings: settings, sex: request.sex, sessions: sessions, sessionsFile: request.sessions)
        observer.featurised(table)
        return LoadedHistory(
            name: name, table: table, records: history, clock: history.typicalOffsetSeconds,
            sessions: sessions, report: report)
    }
}
