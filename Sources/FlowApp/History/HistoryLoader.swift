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
        var loaded = try loadAll(request, settings: settings, observer: observer)
        // Turned off, the cycle is as if never logged: no window, no word of it.
        if !request.readsCycle { loaded.table.periodStarts = PeriodStarts(days: []) }
        return loaded
    }

    /// `load` with the cycle as the history holds it.
    private static func loadAll(
        _ request: HistoryRequest, settings: FeatureSettings, observer: LoadObserver
    ) throws -> LoadedHistory {
        // The parts of one Google Takeout, given one by one, are one export.
        if let input = OpenedHistory.takeoutParts(request.paths) {
            let (history, report) = try records(of: input, format: try HistoryFormat.detect(input), request, observer)
            return try featurise(
                history, report: report, name: request.name, request: request, settings: settings, observer: observer)
        }
        // Each input opened once; one holding one export (or a library, or a feature table) is
        // read as it is, and several exports, given or found in one folder or zip, are each
        // read and reported on their own, their records pooled.
        var parts: [RecordHistory] = []
        for path in request.paths {
            let whole = try InputSpool.reading(path) { spool in
                try InputContents.reading(try open(spool)) { contents -> LoadedHistory? in
                    tell(contents.passedOver, observer)
                    if request.morePaths.isEmpty, contents.items.count == 1,
                        case .export(let format, let input) = contents.items[0]
                    {
                        return try load(input, format: format, name: spool.name, request, settings, observer)
                    }
                    for item in contents.items { parts.append(try records(of: item, request, observer)) }
                    return nil
                }
            }
            if let whole { return whole }
        }
        return try pool(parts, request: request, settings: settings, observer: observer)
    }

    /// The records of several exports pooled into one history (SPEC 19), featurised.
    private static func pool(
        _ parts: [RecordHistory], request: HistoryRequest, settings: FeatureSettings, observer: LoadObserver
    ) throws -> LoadedHistory {
        let (history, report) = try RecordHistory.pooled(parts, file: request.name)
        for kind in RecordKind.deviceScores {
            let sources = history.deviceSources(of: kind).map { history.sources[$0] }
            guard sources.count > 1 else { continue }
            observer.note(
                "\(kind.rawValue): the table holds \(sources[0])'s scores (the history given first); "
                    + sources.dropFirst().joined(separator: ", ")
                    + "'s are compared apart by flow compare and the report")
        }
        let repeated = report.rejected[.exactDuplicate] ?? 0
        observer.note(
            "pooled \(parts.count) histories: \(report.acceptedCount) records"
                + (repeated > 0 ? ", \(repeated) found in more than one counted once" : ""))
        return try featurise(
            history, report: report, name: request.name, request: request, settings: settings, observer: observer)
    }

    /// Tells the observer of the files inside an input that were passed over.
    private static func tell(_ passedOver: [String], _ observer: LoadObserver) {
        for note in passedOver { observer.note("note: " + note) }
    }

    /// The raw records of one export among several to pool: a feature table or a check-in file
    /// cannot be pooled.
    private static func records(
        of item: InputContents.Item, _ request: HistoryRequest, _ observer: LoadObserver
    ) throws -> RecordHistory {
        guard case .export(let format, let input) = item, format.holdsRecords else {
            let (name, what): (String, String)
            switch item {
            case .export(let format, let input): (name, what) = (input.name, format.name)
            case .checkins(let input): (name, what) = (input.name, "check-in file")
            }
            throw CommandError.usage(
                "\(name) is a \(what): only raw histories can be pooled (give each export itself)")
        }
        return try records(of: input, format: format, request, observer).0
    }

    /// A spooled input opened once, named as the user gave it.
    private static func open(_ spool: InputSpool) throws -> OpenedHistory {
        try spool.refuseStreamedZip()
        return try OpenedHistory(path: spool.path, name: spool.name)
    }

    /// The raw records of an opened input, its import report told to the observer.
    private static func records(
        of input: OpenedHistory, format: HistoryFormat, _ request: HistoryRequest, _ observer: LoadObserver
    ) throws -> (RecordHistory, ImportReport) {
        let options = HistoryFormat.Options(
            zone: request.zone, progress: format.showsProgress ? observer.progress : nil)
        let (history, report) = try format.records(input, options: options)
        if format.showsProgress { observer.readingDone() }
        observer.imported(report)
        return (history, report)
    }

    /// One export, a library or a feature table, read as a whole history.
    private static func load(
        _ input: OpenedHistory, format: HistoryFormat, name: String, _ request: HistoryRequest,
        _ settings: FeatureSettings, _ observer: LoadObserver
    ) throws -> LoadedHistory {
        if format == .library {
            return try LibraryLoader.load(input, request: request, settings: settings, observer: observer)
        }
        guard format.holdsRecords else {
            let table = try FeatureTable.read(path: input.path)
            if request.sex != nil || request.sessions != nil {
                observer.note(
                    "note: --sex and --sessions are not used with a feature table: its load columns were computed when "
                        + "it was made (\(table.loadSex.map { "sex=\($0.rawValue)" } ?? "without load columns"))")
            }
            try table.require(settings: settings, history: name)
            return LoadedHistory(name: request.name, table: table)
        }
        let (history, report) = try records(of: input, format: format, request, observer)
        return try featurise(
            history, report: report, name: request.name, request: request, settings: settings, observer: observer)
    }

    /// The feature table of raw records, with the session log when one is given.
    static func featurise(
        _ history: RecordHistory, report: ImportReport, name: String, request: HistoryRequest,
        settings: FeatureSettings, observer: LoadObserver
    ) throws -> LoadedHistory {
        var sessions: SessionLoads?
        var sessionsRejected = 0
        if let file = request.sessions {
            let offset = request.sessionsClock ?? history.typicalOffsetSeconds
            let read = try InputSpool.reading(file) { try SessionsCSV.read(path: $0.path, utcOffsetSeconds: offset) }
            sessions = SessionLoads(sessions: read.sessions)
            sessionsRejected = read.rejected.count
            if let first = read.rejected.first {
                observer.note(
                    "\(HistoryRequest.displayName(file)): \(read.rejected.count) session row\(read.rejected.count == 1 ? "" : "s") "
                        + "rejected; first rejected: line \(first.line) (\(first.problem))")
            }
        }
        let table = FeatureTable(
            history: history, settings: settings, sex: request.sex, sessions: sessions, sessionsFile: request.sessions)
        observer.featurised(table)
        var loaded = LoadedHistory(
            name: name, table: table, records: history, clock: history.typicalOffsetSeconds,
            sessions: sessions, report: report)
        loaded.sessionsRejected = sessionsRejected
        return loaded
    }
}
