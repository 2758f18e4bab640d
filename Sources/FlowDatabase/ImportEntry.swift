import FlowRecords

/// One import, as the `imports` table keeps it: when, which file with its size and SHA-256,
/// what the import report counted, and which flow read it.
public struct ImportEntry: Sendable {
    /// When the export ran, as UTC ISO 8601.
    public var importedAt: String
    /// The history as the user named it.
    public var file: String
    /// The file's size and SHA-256 (nil for a folder or standard input).
    public var size: Int64?, sha256: String?
    /// The import report: records accepted by kind, rejected by reason.
    public var report: ImportReport
    /// The flow version that read it.
    public var flowVersion: String
    /// The digest of the records it gave (`RecordHistory.digest`), when worked out: a folder
    /// read again with the same records is then known as imported before.
    public var digest: String?
    /// For a check-in file, which holds answers rather than records: the answers read and the
    /// lines left out (nil for an export).
    public var checkins: (answers: Int, rejectedLines: Int)?

    /// An entry for one import.
    public init(
        importedAt: String, file: String, size: Int64?, sha256: String?, report: ImportReport, flowVersion: String
    ) {
        (self.importedAt, self.file, self.size, self.sha256, self.report) = (importedAt, file, size, sha256, report)
        self.flowVersion = flowVersion
    }

    /// Records accepted by kind, as a JSON object in kind order (`{"sleep":120,…}`); a check-in
    /// file's answers as `{"checkin_answers":N}`.
    var acceptedByKind: String {
        if let checkins { return ImportEntry.object([("checkin_answers", checkins.answers)]) }
        return ImportEntry.object(
            RecordKind.allCases.compactMap { kind in
                report.accepted[kind].map { (kind.rawValue, $0.values.reduce(0, +)) }
            })
    }

    /// Records rejected by reason, as a JSON object in reason order; a check-in file's lines left
    /// out as `{"line that cannot be read":N}`.
    var rejectedByReason: String {
        if let checkins { return ImportEntry.object([("line that cannot be read", checkins.rejectedLines)]) }
        return ImportEntry.object(report.rejected.sorted { $0.key < $1.key }.map { ($0.key.rawValue, $0.value) })
    }

    /// What was accepted: records, or a check-in file's answers.
    var accepted: Int { checkins?.answers ?? report.acceptedCount }
    /// What was left out: records, or a check-in file's lines.
    var rejected: Int { checkins?.rejectedLines ?? report.rejectedCount }

    /// A compact JSON object of counts, on one line.
    static func object(_ pairs: [(String, Int)]) -> String {
        "{" + pairs.map { JSONValue.quote($0.0) + ":\($0.1)" }.joined(separator: ",") + "}"
    }
}
