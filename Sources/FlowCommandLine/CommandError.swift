import FlowRecords

/// What the command line itself finds wrong: the words typed (exit 64), or an input that the
/// libraries accepted but the request cannot use, such as a date outside the history (65).
public enum CommandError: FlowError {
    /// The command line itself is wrong (exit 64).
    case usage(String)
    /// The request cannot be met with this input (exit 65, or 66 for a missing input).
    case input(String, exitCode: ExitCode)

    public var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .input(_, let code): return code
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
