import FlowRecords

extension Library {
    /// Every record of the library as a history, with its facts, and a report of what it holds
    /// (records by kind and source, their local dates) named `name`. Records come in the
    /// library's order (kind, then time), each read as the records CSV writes it.
    /// - Complexity: O(n) in the records held.
    public func history(name: String) throws -> (RecordHistory, ImportReport) {
        try asLibrary { try readHistory(name: name) }
    }

    private func readHistory(name: String) throws -> (RecordHistory, ImportReport) {
        var history = RecordHistory()
        var report = ImportReport(file: name)
        var counts: [RecordKind: [Int: Int]] = [:]
        var days: [RecordKind: (first: Int, last: Int)] = [:]
        let kinds = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { (Array($0.rawValue.utf8), $0) })
        let stages = Dictionary(uniqueKeysWithValues: SleepStage.allCases.map { (Array($0.rawValue.utf8), $0) })
        var lastKind: (bytes: [UInt8], kind: RecordKind)?
        var lastSource: (bytes: [UInt8], index: Int)?
        let rows = try db.prepare("SELECT kind, start, end, value, source FROM records")
        var row = 0
        while try rows.step() {
            row += 1
            let kindBytes = rows.bytes(0)
            let kind: RecordKind
            if let last = lastKind, last.bytes.elementsEqual(kindBytes) {
                kind = last.kind
            } else {
                guard let k = kinds[Array(kindBytes)] else {
                    throw DatabaseError.notALibrary(
                        file: path,
                        reason: "record \(row) has a kind this flow does not know, '"
                            + "\(String(decoding: kindBytes, as: UTF8.self))' (a newer flow wrote it, or the file was "
                            + "edited by hand)")
                }
                kind = k
                lastKind = (Array(kindBytes), k)
            }
            let startBytes = rows.bytes(1)
            guard case .success(let start) = TimestampParser.parse(startBytes[...]) else { throw broken(row, "start") }
            let endBytes = rows.bytes(2)
            var end = start
            if !endBytes.elementsEqual(startBytes) {
                guard case .success(let e) = TimestampParser.parse(endBytes[...]) else { throw broken(row, "end") }
                end = e
            }
            let sourceBytes = rows.bytes(4)
            let source: Int
            if let last = lastSource, last.bytes.elementsEqual(sourceBytes) {
                source = last.index
            } else {
                source = history.source(named: String(decoding: sourceBytes, as: UTF8.self))
                lastSource = (Array(sourceBytes), source)
            }
            switch kind {
            case .sleep:
                guard let stage = stages[Array(rows.bytes(3))] else { throw broken(row, "sleep stage") }
                history.sleep.append(SleepSegment(start: start, end: end, stage: stage, source: source))
            case .sleepMinutes:
                let text = String(decoding: rows.bytes(3), as: UTF8.self)
                let parts = text.split(separator: ":")
                guard parts.count == 2, let stage = SleepStage(rawValue: String(parts[0])),
                    let minutes = Double(parts[1])
                else { throw broken(row, "stage total '\(text)'") }
                history.sleepTotals.append(
                    SleepTotal(start: start, end: end, stage: stage, minutes: minutes, source: source))
            case .heartRate:
                _ = history.heartRate.insert(Measurement(start: start, end: end, value: rows.double(3), source: source))
            default:
                guard !rows.isText(3), let list = RecordHistory.list(of: kind) else { throw broken(row, "value") }
                history[keyPath: list].append(
                    Measurement(start: start, end: end, value: rows.double(3), source: source))
            }
            counts[kind, default: [:]][source, default: 0] += 1
            let (a, b) = (start.localDay.ordinal, end.localDay.ordinal)
            let seen = days[kind] ?? (a, b)
            days[kind] = (min(seen.first, a), max(seen.last, b))
        }
        for (kind, bySource) in counts {
            for (source, n) in bySource { report.accepted[kind, default: [:]][history.sources[source]] = n }
        }
        for (kind, range) in days {
            report.dates[kind] = CalendarDay(ordinal: range.first)...CalendarDay(ordinal: range.last)
        }
        report.layout = "flow library (\(try importCount()) imports)"
        try HistoryFacts.read(into: &history, from: db)
        return (history, report)
    }

    /// A record the library holds that cannot be read back: the file was changed by another program.
    private func broken(_ row: Int, _ what: String) -> DatabaseError {
        .notALibrary(file: path, reason: "record \(row) has an unreadable \(what) (was the file edited by hand?)")
    }

    /// How many files have been imported.
    public func importCount() throws -> Int {
        guard case .integer(let n) = try db.scalar("SELECT count(*) FROM imports") else { return 0 }
        return Int(n)
    }

    /// True when the library holds no record (made by an import that brought none, or by a
    /// check-in logged before any export).
    public func isEmpty() throws -> Bool { try asLibrary { try db.rows("SELECT 1 FROM records LIMIT 1").isEmpty } }

    /// When a file was last imported (UTC ISO 8601), nil when none was.
    public func lastImport() throws -> String? {
        try asLibrary { try db.scalar("SELECT max(imported_at) FROM imports").textValue }
    }

    /// What a history read back from the library would say of its resting heart rate without
    /// reading every record: true when it has one and every one came from a source whose resting
    /// HR is a night's (WHOOP, Oura), so insights read it on the next row.
    /// - Complexity: a range of the records' index (the resting HR records).
    public func restingHRIsNightly() throws -> Bool {
        try asLibrary {
            guard try Library.hasTable("sources", db) else { return false }
            let row = try db.rows(
                "SELECT count(*), sum(source NOT IN (SELECT source FROM sources WHERE nightly_resting_hr = 1)) "
                    + "FROM records WHERE kind = 'resting_hr'")[0]
            guard case .integer(let n) = row[0], n > 0 else { return false }
            return row[1] == .integer(0)
        }
    }

    /// The latest VO₂max the library holds, on its local day, without reading every record.
    /// - Complexity: a range of the records' index (the VO₂max records).
    public func latestVO2max() throws -> (day: CalendarDay, value: Double)? {
        try asLibrary {
            let rows = try db.rows(
                "SELECT start, value FROM records WHERE kind = 'vo2max' ORDER BY start_utc DESC LIMIT 1")
            guard let row = rows.first, let day = row[0].textValue.flatMap({ CalendarDay(iso: String($0.prefix(10))) }),
                case .real(let value) = row[1]
            else { return nil }
            return (day, value)
        }
    }

    /// The library's generation: a number that every import adding records, and every deletion, raises.
    public func generation() throws -> Int64 { try StoredTables.generation(db) }

    /// The feature table stored for `settings` (the text `flow features` writes, and the clock
    /// of its records), when it was made at the current generation; nil otherwise.
    public func storedTable(settings: String) throws -> (csv: String, clock: Int)? {
        guard try StoredTables.hasTables(db) else { return nil }
        let statement = try db.prepare(
            "SELECT csv, clock FROM feature_tables WHERE settings = ? AND generation = "
                + "(SELECT coalesce(max(value), 0) FROM library_state WHERE name = 'generation')")
        try statement.bind(.text(settings), at: 1)
        guard try statement.step(), case .text(let csv) = statement.row[0], case .integer(let clock) = statement.row[1]
        else { return nil }
        return (csv, Int(clock))
    }

    /// Stores a feature table made from the records of `generation`, unless an import has
    /// changed them since (then the table would not be theirs). Only the newest few are kept.
    public func store(table csv: String, settings: String, clock: Int, generation: Int64) throws {
        try transaction {
            guard try StoredTables.hasTables(db), try StoredTables.generation(db) == generation else { return }
            try db.prepare("INSERT OR REPLACE INTO feature_tables VALUES (?, ?, ?, ?)").run([
                .text(settings), .integer(generation), .integer(Int64(clock)), .text(csv),
            ])
            try db.execute(
                "DELETE FROM feature_tables WHERE rowid NOT IN "
                    + "(SELECT rowid FROM feature_tables ORDER BY rowid DESC LIMIT \(StoredTables.kept))")
        }
    }
}
