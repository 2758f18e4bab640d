import FlowRecords

extension Library {
    /// What one source has in the library: each kind with its count and the local dates it
    /// covers, and when an import last brought its records.
    public struct SourceHoldings: Equatable, Sendable {
        /// The source's name.
        public var source: String
        /// Per kind (in `RecordKind` order): records, first and last local date.
        public var kinds: [(kind: String, records: Int, first: String, last: String)]
        /// When an import last brought its records (nil in a file written before the library kept it).
        public var lastImport: String?

        /// Records of every kind.
        public var records: Int { kinds.reduce(0) { $0 + $1.records } }

        /// A source's holdings from their parts.
        public init(
            source: String, kinds: [(kind: String, records: Int, first: String, last: String)], lastImport: String?
        ) {
            (self.source, self.kinds, self.lastImport) = (source, kinds, lastImport)
        }

        public static func == (a: SourceHoldings, b: SourceHoldings) -> Bool {
            a.source == b.source && a.lastImport == b.lastImport && a.kinds.map(\.kind) == b.kinds.map(\.kind)
                && a.kinds.map(\.records) == b.kinds.map(\.records) && a.kinds.map(\.first) == b.kinds.map(\.first)
                && a.kinds.map(\.last) == b.kinds.map(\.last)
        }
    }

    /// What the library holds, source by source (in name order), and how many files made it.
    /// - Complexity: one pass over the records.
    public func holdings() throws -> (sources: [SourceHoldings], imports: Int, lastImport: String?) {
        let rows = try db.rows(
            "SELECT source, kind, count(*), min(substr(start, 1, 10)), max(substr(end, 1, 10)) FROM records "
                + "GROUP BY source, kind")
        var by: [String: [(kind: String, records: Int, first: String, last: String)]] = [:]
        for r in rows {
            guard let source = r[0].textValue, let kind = r[1].textValue, case .integer(let n) = r[2],
                let first = r[3].textValue, let last = r[4].textValue
            else { continue }
            by[source, default: []].append((kind, Int(n), first, last))
        }
        let order = Dictionary(uniqueKeysWithValues: RecordKind.allCases.enumerated().map { ($1.rawValue, $0) })
        var last: [String: String] = [:]
        if try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'sources'") == .integer(1) {
            for r in try db.rows("SELECT source, last_import FROM sources WHERE last_import IS NOT NULL") {
                if let s = r[0].textValue, let when = r[1].textValue { last[s] = when }
            }
        }
        let sources = by.keys.sorted().map { source in
            SourceHoldings(
                source: source,
                kinds: by[source]!.sorted { (order[$0.kind] ?? 99) < (order[$1.kind] ?? 99) },
                lastImport: last[source])
        }
        let latest = try db.scalar("SELECT max(imported_at) FROM imports").textValue
        return (sources, try importCount(), latest)
    }

    /// What a deletion takes: records from one source, every record (and check-in) dated before
    /// a day, or every check-in.
    public enum Forgetting: Equatable, Sendable {
        /// Every record of a source.
        case source(String)
        /// Every record that ends before the local day (and the check-ins of evenings before it).
        case before(CalendarDay)
        /// Every check-in: those imported or logged, and an export's journal.
        case checkins
    }

    /// The check-in tables a deletion reads (a file may predate either).
    private func checkinTables() throws -> [String] {
        try ["journal", "checkin_answers"].filter { try Library.hasTable($0, db) }
    }

    /// How many records (for `.checkins`, answers) `what` would take: nothing is deleted.
    public func count(_ what: Forgetting) throws -> Int {
        guard let records = Library.records(what) else {
            return try checkinTables().reduce(0) { n, table in
                guard case .integer(let k) = try db.scalar("SELECT count(*) FROM \(table)") else { return n }
                return n + Int(k)
            }
        }
        let statement = try db.prepare("SELECT count(*) FROM records WHERE " + records.condition)
        try statement.bind(records.argument, at: 1)
        guard try statement.step(), case .integer(let n) = statement.row[0] else { return 0 }
        return Int(n)
    }

    /// Deletes what `what` names, in one transaction, with SQLite's secure delete (freed pages
    /// are overwritten) and the write-ahead log emptied after, so the values are gone from the
    /// file; returns the records (for `.checkins`, the answers) deleted. The stored feature
    /// tables go with deleted records.
    public func forget(_ what: Forgetting) throws -> Int {
        try db.execute("PRAGMA secure_delete = ON")
        let deleted = try transaction {
            try db.execute(Library.definition)
            guard let records = Library.records(what) else {
                let answers = try count(.checkins)
                for table in try checkinTables() { try db.execute("DELETE FROM \(table)") }
                return answers
            }
            let statement = try db.prepare("DELETE FROM records WHERE " + records.condition)
            try statement.bind(records.argument, at: 1)
            _ = try statement.step()
            guard case .integer(let deleted) = try db.scalar("SELECT changes()") else { return 0 }
            if case .source(let name) = what {
                try db.prepare("DELETE FROM sources WHERE source = ?").run([.text(name)])
            }
            if case .before(let day) = what {
                for table in try checkinTables() {
                    try db.prepare("DELETE FROM \(table) WHERE date < ?").run([.text(day.description)])
                }
            }
            try StoredTables.advance(db)
            return Int(deleted)
        }
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return deleted
    }

    /// The records `what` takes, as a condition on the records table and its one argument; nil
    /// for check-ins, which take no record.
    private static func records(_ what: Forgetting) -> (condition: String, argument: SQLValue)? {
        switch what {
        case .source(let name): return ("source = ?", .text(name))
        case .before(let day): return ("substr(end, 1, 10) < ?", .text(day.description))
        case .checkins: return nil
        }
    }

    /// SQLite's full integrity check, then flow's own: every record as an import would accept
    /// it (a known kind and stage, times that parse, an end not before its start, a value in
    /// its kind's range, dates within 1990-2099). Returns the problems found (none: sound),
    /// the first few of each.
    /// - Complexity: one pass over the file and one over the records.
    public func check() throws -> [String] {
        let integrity = try db.rows("PRAGMA integrity_check").compactMap { $0.first?.textValue }
        if integrity != ["ok"] { return integrity.prefix(10).map { "SQLite: \($0)" } }
        var problems: [String] = []
        let kinds = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { ($0.rawValue, $0) })
        let rows = try db.prepare("SELECT kind, start, end, value, source, start_utc, end_utc FROM records")
        let earliest = Double(CalendarDay(year: 1990, month: 1, day: 1)!.midnightLocalSeconds)
        let latest = Double(CalendarDay(year: 2100, month: 1, day: 1)!.midnightLocalSeconds)
        var row = 0
        while try rows.step(), problems.count < 20 {
            row += 1
            let cells = rows.row
            let kindText = cells[0].textValue ?? ""
            func problem(_ what: String) {
                problems.append("record \(row) (\(kindText), \(cells[1].textValue ?? "")): \(what)")
            }
            /// The import's own rule for a value of the kind over the record's span.
            func implausible(_ kind: RecordKind, _ v: Double, _ start: Timestamp, _ end: Timestamp) -> Bool {
                RejectionReason.implausible(kind, v, seconds: end.instant - start.instant) != nil
            }
            guard let kind = kinds[kindText] else {
                problem("unknown kind")
                continue
            }
            guard case .success(let start) = TimestampParser.parse(cells[1].textValue ?? ""),
                case .success(let end) = TimestampParser.parse(cells[2].textValue ?? "")
            else {
                problem("a time that does not parse")
                continue
            }
            if end.instant < start.instant { problem("ends before it starts") }
            if cells[5] != .real(start.instant) || cells[6] != .real(end.instant) {
                problem("its UTC seconds disagree with its times")
            }
            if start.localSeconds < earliest || end.localSeconds >= latest { problem("dated outside 1990-2099") }
            switch (kind, cells[3]) {
            case (.sleep, .text(let stage)):
                if SleepStage(rawValue: stage) == nil { problem("unknown stage '\(stage)'") }
            case (.sleepMinutes, .text(let total)):
                let parts = total.split(separator: ":")
                if parts.count != 2 || SleepStage(rawValue: String(parts[0])) == nil
                    || !(Double(parts[1]).map { (0...1440).contains($0) } ?? false)
                {
                    problem("a stage total that is not STAGE:MINUTES within 0-1440")
                }
            case (.sleep, _), (.sleepMinutes, _): problem("a value that is not text")
            case (_, .real(let v)):
                if !v.isFinite || (v < 0 && !kind.allowsNegative) || implausible(kind, v, start, end) {
                    problem("value \(NumberFormat.shortest(v)) outside what an import accepts")
                }
            case (_, .integer(let v)):
                let v = Double(v)
                if (v < 0 && !kind.allowsNegative) || implausible(kind, v, start, end) {
                    problem("value \(NumberFormat.shortest(v)) outside what an import accepts")
                }
            default: problem("a value that is not a number")
            }
        }
        return problems
    }
}
