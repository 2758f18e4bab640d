import FlowRecords

/// The `checkin_answers` table: the check-ins a person keeps in the library (check-in files
/// imported, evenings logged with `flow checkin`), one row per evening and column as logged
/// (`alcohol` in drinks, `stress` 1-5, any other name a behaviour). An answer given again
/// replaces the one held; a blank cell was never logged and leaves it as it is.
enum CheckinAnswers {
    static let definition = """
        CREATE TABLE IF NOT EXISTS checkin_answers (
            date TEXT NOT NULL, behaviour TEXT NOT NULL, value REAL NOT NULL,
            PRIMARY KEY (date, behaviour)) STRICT, WITHOUT ROWID
        """

    /// Adds `answers`, each replacing the answer held for its evening and name; returns how many
    /// were new, how many replaced another value and how many were held already.
    static func add(
        _ answers: [(day: CalendarDay, name: String, value: Double)], into db: SQLiteConnection
    ) throws -> Library.CheckinsAdded {
        var counted = Library.CheckinsAdded()
        let held = try db.prepare("SELECT value FROM checkin_answers WHERE date = ? AND behaviour = ?")
        let write = try db.prepare("INSERT OR REPLACE INTO checkin_answers VALUES (?, ?, ?)")
        for answer in answers {
            held.reset()
            try held.bind(.text(answer.day.description), at: 1)
            try held.bind(.text(answer.name), at: 2)
            if try held.step() {
                guard held.row[0] != .real(answer.value) else {
                    counted.alreadyThere += 1
                    continue
                }
                counted.replaced += 1
            } else {
                counted.added += 1
            }
            try write.run([.text(answer.day.description), .text(answer.name), .real(answer.value)])
        }
        return counted
    }

    /// Every answer held, by evening then name (none in a file without the table).
    static func read(_ db: SQLiteConnection) throws -> [(day: CalendarDay, name: String, value: Double)] {
        guard try Library.hasTable("checkin_answers", db) else { return [] }
        return try db.rows("SELECT date, behaviour, value FROM checkin_answers ORDER BY date, behaviour").compactMap {
            guard let day = $0[0].textValue.flatMap(CalendarDay.init(iso:)), let name = $0[1].textValue,
                case .real(let value) = $0[2]
            else { return nil }
            return (day, name, value)
        }
    }
}

extension Library {
    /// What a check-in file (or an evening logged) did to the check-ins held: answers the
    /// library lacked, answers that replaced another value, answers it held already.
    public struct CheckinsAdded: Equatable, Sendable {
        /// New answers, answers that replaced another value, answers held already.
        public var added = 0, replaced = 0, alreadyThere = 0

        /// Counts from their parts.
        public init(added: Int = 0, replaced: Int = 0, alreadyThere: Int = 0) {
            (self.added, self.replaced, self.alreadyThere) = (added, replaced, alreadyThere)
        }
    }

    /// Whether the file has a table of that name.
    static func hasTable(_ name: String, _ db: SQLiteConnection) throws -> Bool {
        let statement = try db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
        try statement.bind(.text(name), at: 1)
        return try statement.step()
    }

    /// Sets one evening's answers (a `flow checkin` without a file), in one transaction.
    public func log(_ answers: [(name: String, value: Double)], on day: CalendarDay) throws -> CheckinsAdded {
        try transaction {
            try db.execute(Library.definition)
            try db.execute("PRAGMA user_version = \(Library.schemaVersion)")
            return try CheckinAnswers.add(answers.map { (day, $0.name, $0.value) }, into: db)
        }
    }

    /// Every check-in the library holds: an export's journal (WHOOP's answers, Oura's tags) and
    /// the check-ins imported or logged, the latter standing where both answer an evening; nil
    /// when there is none.
    public func checkins() throws -> CheckinTable? {
        try asLibrary { try Library.checkins(db) }
    }

    static func checkins(_ db: SQLiteConnection) throws -> CheckinTable? {
        let journal = try hasTable("journal", db) ? HistoryFacts.journal(db) : nil
        let answers = try CheckinAnswers.read(db)
        let logged = answers.isEmpty ? nil : CheckinTable(answers: answers)
        return CheckinTable.merged([journal, logged].compactMap { $0 })
    }

    /// The check-ins held, counted: evenings and answers, the first and last evening (nil dates
    /// when none), for `flow library`.
    public func checkinHoldings() throws -> (evenings: Int, answers: Int, first: String?, last: String?) {
        try asLibrary {
            var parts: [String] = []
            for table in ["journal", "checkin_answers"] where try Library.hasTable(table, db) {
                parts.append("SELECT date, behaviour FROM \(table)")
            }
            guard !parts.isEmpty else { return (0, 0, nil, nil) }
            let union = parts.joined(separator: " UNION ")
            let row = try db.rows("SELECT count(DISTINCT date), count(*), min(date), max(date) FROM (\(union))")[0]
            guard case .integer(let evenings) = row[0], case .integer(let answers) = row[1] else {
                return (0, 0, nil, nil)
            }
            return (Int(evenings), Int(answers), row[2].textValue, row[3].textValue)
        }
    }
}
