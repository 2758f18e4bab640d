/// An input flow cannot use, with the file, line or field at fault.
///
/// A missing or unreadable file is `.missingInput`; anything wrong inside one is `.data`.
public enum InputError: FlowError, Equatable, Sendable {
    /// The file does not exist.
    case missing(file: String)
    /// The file exists but cannot be read.
    case unreadable(file: String, reason: String)
    /// The header line is absent or not the expected one.
    case badHeader(file: String, expected: String, found: String)
    /// The file holds no usable record.
    case empty(file: String, detail: String)
    /// A line that makes the whole file unusable (labels: a duplicate date, a bad number).
    case badLine(file: String, line: Int, problem: String)

    /// Missing or unreadable input, or bad data.
    public var kind: FaultKind {
        switch self {
        case .missing, .unreadable: return .missingInput
        case .badHeader, .empty, .badLine: return .data
        }
    }

    /// The file, or the line at fault.
    public var place: FaultPlace? {
        switch self {
        case .missing(let file), .unreadable(let file, _), .empty(let file, _): return .file(file)
        case .badHeader(let file, _, _): return .line(file: file, line: 1)
        case .badLine(let file, let line, _): return .line(file: file, line: line)
        }
    }

    public var description: String {
        switch self {
        case .missing(let file): return "\(file): no such file"
        case .unreadable(let file, let reason): return "\(file): cannot be read: \(reason)"
        case .badHeader(let file, let expected, let found):
            return "\(file):1: expected the header '\(expected)', found '\(found)'"
        case .empty(let file, let detail): return "\(file): \(detail)"
        case .badLine(let file, let line, let problem): return "\(file):\(line): \(problem)"
        }
    }
}
