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
    /// An internal error: never caused by an input.
    case software = 70
    /// An output that cannot be written.
    case cannotCreate = 73
}

/// Where an error points: the file, and within it the line, byte or field at fault. (A
/// command-line mistake has no place: its message quotes the words.)
public enum FaultPlace: Equatable, Sendable {
    /// A whole file (or folder).
    case file(String)
    /// A line of a text file (1-based).
    case line(file: String, line: Int)
    /// A byte offset into a file, and the line where it falls when known.
    case byte(file: String, offset: Int64, line: Int?)
    /// A field of a structured file (`training.rmse`).
    case field(file: String, field: String)
}

/// Every error flow reports: its exit code and the place at fault. The command line catches
/// these once and maps them once; any other error is a bug (exit 70).
public protocol FlowError: Error, CustomStringConvertible {
    /// The exit code SPEC section 8 gives this error.
    var exitCode: ExitCode { get }
    /// The file, line, byte or field at fault, when there is one.
    var place: FaultPlace? { get }
}

/// An output that cannot be written (exit 73).
public enum OutputError: FlowError, Equatable {
    /// The output at `file` could not be written, for `reason`.
    case cannotWrite(file: String, reason: String)

    public var exitCode: ExitCode { .cannotCreate }
    public var place: FaultPlace? {
        switch self {
        case .cannotWrite(let file, _): return .file(file)
        }
    }
    public var description: String {
        switch self {
        case .cannotWrite(let file, let reason): return "\(file): cannot be written: \(reason)"
        }
    }
}
