/// What kind of fault an error is. Libraries say only this; the command line alone turns
/// it into a process exit status (one mapping, in `ExitCode`).
public enum FaultKind: Sendable, Equatable {
    /// The request itself is wrong: an option, a value, a combination the user typed.
    case request
    /// An input whose content is wrong or cannot be used.
    case data
    /// An input that is missing or cannot be read at all.
    case missingInput
    /// An output that cannot be written.
    case output
    /// The machine lacks something flow needs that no input or option can supply (a system
    /// library); the command line reports it as SPEC's internal error.
    case machine
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

/// Every error flow reports: the kind of fault and the place at fault. The command line catches
/// these once and maps them once to an exit status; any other error is a bug.
public protocol FlowError: Error, CustomStringConvertible {
    /// What kind of fault this is (the command line maps it to SPEC section 8's exit code).
    var kind: FaultKind { get }
    /// The file, line, byte or field at fault, when there is one.
    var place: FaultPlace? { get }
    /// What the person can give to get past it, when something can (nil by default).
    var remedy: Remedy? { get }
}

extension FlowError {
    /// Nothing to give, unless the error says otherwise.
    public var remedy: Remedy? { nil }
}

/// An output that cannot be written.
public enum OutputError: FlowError, Equatable {
    /// The output at `file` could not be written, for `reason`.
    case cannotWrite(file: String, reason: String)

    public var kind: FaultKind { .output }
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
