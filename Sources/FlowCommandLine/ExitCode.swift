import FlowRecords

/// The process exit statuses of SPEC section 8 (the BSD sysexits values). Only the command
/// line knows them: libraries throw a `FlowError` whose `FaultKind` is mapped here, once.
public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// A command-line usage error.
    case usage = 64
    /// Bad input data.
    case dataError = 65
    /// Input missing or unreadable.
    case noInput = 66
    /// An internal error: never caused by an input.
    case software = 70
    /// An output that cannot be written.
    case cannotCreate = 73

    /// The exit status of a fault of this kind.
    public init(_ kind: FaultKind) {
        switch kind {
        case .request: self = .usage
        case .data: self = .dataError
        case .missingInput: self = .noInput
        case .output: self = .cannotCreate
        case .machine: self = .software
        }
    }
}
