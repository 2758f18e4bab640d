import FlowRecords

/// What a history knows beside its records, kept in three tables so a library read back is
/// the history imported (schema version 2):
/// - `sources`: each source's facts: whether its resting HR is a night's (WHOOP, Oura:
///   insights read it on the next row), the top of its strain scale (WHOOP's 21), and when
///   an import last brought its records;
/// - `person`: what an export states about its person (`sex`, the average cycle length it
///   states as `cycle_days`, and which file said so);
/// - `journal`: an export's own journal (WHOOP's answers, Oura's tags) as check-ins, one row per
///   evening and behaviour, a later import's answer standing for an evening answered twice;
///   `journal_questions` the question each behaviour answers, as the journal asked it.
enum HistoryFacts {
    static let definition = """
        CREATE TABLE IF NOT EXISTS sources (
            source TEXT PRIMARY KEY, nightly_resting_hr INTEGER NOT NULL, strain_top REAL,
            last_import TEXT) STRICT;
        CREATE TABLE IF NOT EXISTS person (fact TEXT PRIMARY KEY, value TEXT NOT NULL, said_by TEXT NOT NULL) STRICT;
        CREATE TABLE IF NOT EXISTS journal (
            date TEXT NOT NULL, behaviour TEXT NOT NULL, value REAL NOT NULL,
            PRIMARY KEY (date, behaviour)) STRICT, WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS journal_questions (behaviour TEXT PRIMARY KEY, question TEXT NOT NULL) STRICT
        """

    /// Adds the facts of `history`: its sources (a nightly resting HR stays nightly, a strain
    /// scale once known stays), the sex it states, its journal's answers; `importedAt` is
    /// written as the last import of each source that `added` new records (by source index).
    /// Returns true when the stated sex is new or another than before (it changes the table).
    @discardableResult
    static func insert(
        _ history: RecordHistory, importedAt: String?, added: [Int: Int], into db: SQLiteConnection
    ) throws -> Bool {
        let source = try db.prepare(
            """
            INSERT INTO sources VALUES (?, ?, ?, ?) ON CONFLICT (source) DO UPDATE SET
                nightly_resting_hr = max(nightly_resting_hr, excluded.nightly_resting_hr),
                strain_top = coalesce(excluded.strain_top, strain_top),
                last_import = coalesce(excluded.last_import, last_import)
            """)
        for (k, name) in history.sources.enumerated() {
            try source.run([
                .text(name), .flag(history.nightlyRestingHRSources.contains(name)),
                .real(history.deviceStrainScales[name]), .text(added[k, default: 0] > 0 ? importedAt : nil),
            ])
        }
        var changed = false
        if let stated = history.statedSex {
            let held = try db.rows("SELECT value FROM person WHERE fact = 'sex'").first?.first?.textValue
            changed = held != stated.sex.rawValue
            try db.prepare("INSERT OR REPLACE INTO person VALUES ('sex', ?, ?)").run([
                .text(stated.sex.rawValue), .text(stated.from),
            ])
        }
        if let stated = history.statedCycleDays {
            let held = try db.rows("SELECT value FROM person WHERE fact = 'cycle_days'").first?.first?.textValue
            changed = changed || held != String(stated.days)
            try db.prepare("INSERT OR REPLACE INTO person VALUES ('cycle_days', ?, ?)").run([
                .text(String(stated.days)), .text(stated.from),
            ])
        }
        if let journal = history.checkins {
            let answer = try db.prepare("INSERT OR REPLACE INTO journal VALUES (?, ?, ?)")
            for day in journal.days {
                let answers = zip(journal.behaviours, day.values) + [(CheckinTable.stressColumn, day.stress)]
                for case (let behaviour, let value?) in answers {
                    try answer.run([.text(day.day.description), .text(behaviour), .real(value)])
                }
            }
            let question = try db.prepare("INSERT OR REPLACE INTO journal_questions VALUES (?, ?)")
            for (behaviour, text) in journal.questions.sorted(by: { $0.key < $1.key }) {
                try question.run([.text(behaviour), .text(text)])
            }
        }
        return changed
    }

    /// Sets the facts kept in `db` on a history read back from its records (tables that a
    /// version-1 file lacks give nothing).
    static func read(into history: inout RecordHistory, from db: SQLiteConnection) throws {
        let tables = Set(
            try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0.first?.textValue })
        if tables.contains("sources") {
            for row in try db.rows("SELECT source, nightly_resting_hr, strain_top FROM sources") {
                guard let name = row[0].textValue else { continue }
                if row[1] == .integer(1) { history.nightlyRestingHRSources.insert(name) }
                if case .real(let top) = row[2] { history.deviceStrainScales[name] = top }
            }
        }
        if tables.contains("person"),
            let row = try db.rows("SELECT value, said_by FROM person WHERE fact = 'sex'").first,
            let sex = row[0].textValue.flatMap(BiologicalSex.init(rawValue:)), let from = row[1].textValue
        {
            history.statedSex = (sex, from)
        }
        if tables.contains("person"),
            let row = try db.rows("SELECT value, said_by FROM person WHERE fact = 'cycle_days'").first,
            let days = row[0].textValue.flatMap({ Int($0) }), let from = row[1].textValue
        {
            history.statedCycleDays = (days, from)
        }
        history.checkins = try Library.checkins(db)
    }

    /// The journal as check-ins: behaviours in name order, evenings in date order; nil when empty.
    static func journal(_ db: SQLiteConnection) throws -> CheckinTable? {
        let rows = try db.rows("SELECT date, behaviour, value FROM journal ORDER BY date, behaviour")
        guard !rows.isEmpty else { return nil }
        let behaviours = Set(rows.compactMap { $0[1].textValue }).subtracting([CheckinTable.stressColumn]).sorted()
        let column = Dictionary(uniqueKeysWithValues: behaviours.enumerated().map { ($1, $0) })
        var days: [CheckinDay] = []
        for row in rows {
            guard let date = row[0].textValue.flatMap(CalendarDay.init(iso:)), let behaviour = row[1].textValue,
                case .real(let value) = row[2]
            else { continue }
            if days.last?.day != date {
                days.append(CheckinDay(day: date, values: Array(repeating: nil, count: behaviours.count), stress: nil))
            }
            if let k = column[behaviour] {
                days[days.count - 1].values[k] = value
            } else {
                days[days.count - 1].stress = value
            }
        }
        var questions: [String: String] = [:]
        if try Library.hasTable("journal_questions", db) {
            for row in try db.rows("SELECT behaviour, question FROM journal_questions") {
                if let b = row[0].textValue, let q = row[1].textValue, column[b] != nil { questions[b] = q }
            }
        }
        return CheckinTable(behaviours: behaviours, days: days, questions: questions)
    }
}

extension SQLValue {
    /// The text of a text cell (nil otherwise).
    var textValue: String? { if case .text(let t) = self { return t } else { return nil } }
}
