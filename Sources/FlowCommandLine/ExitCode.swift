/// The exit codes of SPEC section 8 (the BSD sysexits values).
public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// A command-line usage error.
    case usage = 64
    /// Bad input data.
    case dataError = 65
    /// Input missing or unreadable.
    case noInput = 66
    /// An internal error.
    case software = 70
    /// An output that cannot be written.
    case cannotCreate = 73
}

/// Why a command failed; printed as `flow: error: …` with its exit code.
public enum CommandError: Error, CustomStringConvertible {
    /// The command line itself is wrong (exit 64).
    case usage(String)
    /// An input file is missing, unreadable or holds bad data (exit 65 or 66).
    case input(String, exitCode: Int32)
    /// An output cannot be written (exit 73).
    case output(path: String, reason: String)

    /// The exit code for this error.
    public var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .input(_, let code): return ExitCode(rawValue: code) ?? .dataError
        case .output: return .cannotCreate
        }
    }

    public var description: String {
        switch self {
        case .usage(let message): return message
        case .input(let message, _): return message
        case .output(let path, let reason): return "\(path): cannot be written: \(reason)"
        }
    }
}
