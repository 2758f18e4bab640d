import FlowRecords

/// What the command line itself finds wrong: the words typed, or an input that the libraries
/// accepted but the request cannot use.
public enum CommandError: FlowError, Equatable {
    /// The command line itself is wrong.
    case usage(String)
    /// The request cannot be met with this input.
    case input(String, kind: FaultKind)

    public var kind: FaultKind {
        switch self {
        case .usage: return .request
        case .input(_, let kind): return kind
        }
    }

    public var place: FaultPlace? { nil }

    public var description: String {
        switch self {
        case .usage(let message): return message
        case .input(let message, _): return message
        }
    }
}
