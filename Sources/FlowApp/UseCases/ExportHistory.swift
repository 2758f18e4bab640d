import FlowDatabase
import FlowKit
import FlowRecords

/// `flow export`: the whole history as one SQLite file; written again into the same file, it
/// keeps the records the file holds, adds the new ones and replaces every other table.
public enum ExportHistory {
    /// What an export reads and where it writes.
    public struct Request: Sendable {
        /// The history, the model that scores it and, for an anchored model, its labels.
        public var scored: ScoredRequest
        /// A labels file kept in the `labels` table (nil: none).
        public var labels: LabelRequest?
        /// A check-in file kept in the `checkins` table (nil: none).
        public var checkins: String?
        /// The database to write or update (a file, never standard output).
        public var out: String
        /// When the import happened (seconds since 1970, UTC), as the `imports` table records it.
        public var importedAt: Double
        /// The version of flow writing the file.
        public var flowVersion: String

        /// A request from its parts.
        public init(
            scored: ScoredRequest, labels: LabelRequest?, checkins: String?, out: String, importedAt: Double,
            flowVersion: String
        ) {
            (self.scored, self.labels, self.checkins, self.out) = (scored, labels, checkins, out)
            (self.importedAt, self.flowVersion) = (importedAt, flowVersion)
        }
    }

    /// What the export wrote.
    public struct Written: Sendable, Equatable {
        /// Records the file holds now, and how many of them this export added.
        public var records: Int, added: Int
        /// Days of the feature table.
        public var days: Int
        /// The tables, in the order the file lists them.
        public var tables: [String]
    }

    /// Checks the target, reads and scores the history (hashing its file meanwhile), builds
    /// every table and writes the file beside the target before renaming it into place.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Written {
        let out = request.out
        guard out != AtomicFile.standardOutput else {
            throw CommandError.usage("--out - is not possible for a database: give a file name")
        }
        let scored = request.scored
        let inputs = scored.history.inputs + [request.labels?.file, request.checkins, scored.modelFile]
        try AtomicFile.checkTarget(out, inputs: inputs)
        let previous = try HistoryDatabase.existing(at: out)

        let fingerprint = FileFingerprint(path: scored.history.path)
        let read = try ScoredLoad.load(scored, observer: observer)
        let labels = try request.labels.map { try LabelLoader.table($0, historyClock: read.loaded.clock) }
        let checkins = try request.checkins.map(LabelLoader.checkins)
        let tables = try HistoryTables.all(read, labels: labels, checkins: checkins)
        let entry = read.loaded.report.map { report in
            let file = fingerprint.wait()
            return ImportEntry(
                importedAt: Timestamp(instant: request.importedAt, offsetSeconds: 0).iso8601,
                file: read.history.name, size: file?.size, sha256: file?.sha256, report: report,
                flowVersion: request.flowVersion)
        }
        let contents = HistoryDatabase.Contents(records: read.loaded.records, entry: entry, tables: tables)
        var summary: HistoryDatabase.Summary?
        try AtomicFile.replace(out) { temporary in
            summary = try HistoryDatabase.write(
                to: temporary, name: out, previous: previous ? out : nil, contents: contents)
        }
        return Written(
            records: summary?.records ?? 0, added: summary?.added ?? 0, days: read.history.table.rows.count,
            tables: ["records", "imports"] + tables.map(\.name))
    }
}
