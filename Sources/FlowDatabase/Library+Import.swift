import CSQLite
import FlowRecords

extension Library {
    /// What one part of an import added: records the library lacked, and records it held already.
    public struct Added: Equatable, Sendable {
        /// Records added, and records read that the library held already.
        public var added: Int, alreadyThere: Int
    }

    /// When a history of these very records (`RecordHistory.digest`) was imported, or nil.
    public func imported(digest: String) throws -> String? { try HistoryDigests.imported(digest, in: db) }

    /// Each source's clock lines, as the last import of its export worked them out.
    public func clockLines() throws -> [(source: String, lines: [String])] { try ClocksTable.lines(db) }

    /// When a file of this SHA-256 was first imported, or nil when none was.
    public func imported(sha256: String) throws -> String? {
        let statement = try db.prepare("SELECT min(imported_at) FROM imports WHERE sha256 = ?")
        try statement.bind(.text(sha256), at: 1)
        guard try statement.step(), case .text(let when) = statement.row[0] else { return nil }
        return when
    }

    /// Adds each history with its import in one transaction: every record the library lacks
    /// (matched on kind, instants, value and source, as `flow export` merges), the history's
    /// facts, and one `imports` row per file. A failure (or a kill) leaves the library as it was.
    /// - Complexity: O(n log n) in the records held and added.
    public func add(_ parts: [(history: RecordHistory, entry: ImportEntry?)], importedAt: String) throws -> [Added] {
        try add(parts, checkins: [], importedAt: importedAt).records
    }

    /// Adds histories and check-in files in one transaction: each history as above, and each
    /// check-in file's answers (an answer for an evening and name held already replaced, and
    /// counted so), with an `imports` row per file.
    public func add(
        _ parts: [(history: RecordHistory, entry: ImportEntry?)],
        checkins: [(answers: [(day: CalendarDay, name: String, value: Double)], entry: ImportEntry?)],
        importedAt: String
    ) throws -> (records: [Added], checkins: [CheckinsAdded]) {
        try transaction {
            try db.execute(Library.definition)
            try db.execute("PRAGMA user_version = \(Library.schemaVersion)")
            var out: [Added] = []
            var changed = false
            for (history, entry) in parts {
                let replaced = try ClocksTable.replaceMoved(history, importedAt: importedAt, in: db)
                let bySource = try RecordTable.insert(history, into: db)
                let added = bySource.values.reduce(0, +)
                if let digest = entry?.digest { try HistoryDigests.insert(digest, importedAt: importedAt, into: db) }
                changed = changed || replaced > 0
                let sexChanged = try HistoryFacts.insert(history, importedAt: importedAt, added: bySource, into: db)
                if let entry { try ImportTable.insert(entry, added: added, into: db) }
                out.append(Added(added: added, alreadyThere: history.count - added))
                changed = changed || added > 0 || sexChanged
            }
            var answered: [CheckinsAdded] = []
            for (answers, entry) in checkins {
                let counted = try CheckinAnswers.add(answers, into: db)
                if let entry { try ImportTable.insert(entry, added: counted.added + counted.replaced, into: db) }
                answered.append(counted)
            }
            if changed { try StoredTables.advance(db) }
            return (out, answered)
        }
    }

    /// How many records the library holds.
    public func recordCount() throws -> Int {
        guard case .integer(let n) = try db.scalar("SELECT count(*) FROM records") else { return 0 }
        return Int(n)
    }
}
