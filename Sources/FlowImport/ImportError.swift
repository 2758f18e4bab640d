import FlowRecords

/// Why an export cannot be imported; each case names the file and, where it applies, the
/// byte offset and line.
public enum ImportError: FlowError, Equatable, Sendable {
    /// The zip archive is malformed or cut short.
    case badZip(file: String, offset: Int64, problem: String)
    /// The archive holds no Apple Health export document.
    case noExportDocument(file: String, entries: [String])
    /// The XML is malformed or cut short.
    case badXML(file: String, offset: Int64, line: Int, problem: String)
    /// A JSON file that is malformed, cut short, or not the expected shape.
    case badJSON(file: String, problem: String)
    /// A folder or file that is not in a format flow reads.
    case unrecognised(file: String, problem: String)
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// An export whose times need the person's time zone, which neither it nor the request gives.
    case needsZone(file: String, problem: String)

    /// Bad data, except for a file that cannot be read at all.
    public var kind: FaultKind {
        if case .unreadable = self { return .missingInput }
        return .data
    }

    /// The file, and the byte and line where they are known.
    public var place: FaultPlace? {
        switch self {
        case .badZip(let file, let offset, _): return .byte(file: file, offset: offset, line: nil)
        case .badXML(let file, let offset, let line, _): return .byte(file: file, offset: offset, line: line)
        case .noExportDocument(let file, _), .badJSON(let file, _), .unrecognised(let file, _),
            .unreadable(let file, _), .needsZone(let file, _):
            return .file(file)
        }
    }

    public var description: String {
        switch self {
        case .badZip(let file, let offset, let problem): return "\(file): byte \(offset): \(problem)"
        case .noExportDocument(let file, let entries):
            let shown = entries.prefix(8).joined(separator: ", ")
            return
                "\(file): no Apple Health export document (an .xml whose root is HealthData) among \(entries.count) entries"
                + (entries.isEmpty ? "" : " (\(shown)\(entries.count > 8 ? ", …" : ""))")
        case .badXML(let file, let offset, let line, let problem): return "\(file):\(line): byte \(offset): \(problem)"
        case .badJSON(let file, let problem): return "\(file): \(problem)"
        case .unrecognised(let file, let problem): return "\(file): \(problem)"
        case .unreadable(let file, let reason): return "\(file): cannot be read: \(reason)"
        case .needsZone(let file, let problem): return "\(file): \(problem)"
        }
    }

    /// The person's zone, for an export that needs it.
    public var remedy: Remedy? { if case .needsZone = self { return .zone } else { return nil } }
}
