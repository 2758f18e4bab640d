import FlowImport
import FlowRecords
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An input that is not a regular file (a pipe, `/dev/stdin`, a FIFO) cannot be looked at
/// twice: flow sniffs a history's format before reading it. Such an input is copied once to
/// a temporary file, read from there, and removed; errors still name the input as given.
public struct InputSpool {
    /// The path to read: the input itself, or its copy.
    public let path: String
    /// The name the user gave it.
    public let name: String
    private let isCopy: Bool

    /// The most a pipe or device is copied (16 GiB, beyond any export), so `/dev/zero` ends.
    public static let largestCopy: Int64 = 16 << 30

    /// A regular file or a folder is read where it is; anything else is copied first. `-` is
    /// standard input.
    public init(_ given: String) throws {
        name = HistoryRequest.displayName(given)
        let input = given == "-" ? "/dev/stdin" : given
        var info = stat()
        guard stat(input, &info) == 0 else { throw InputError.missing(file: input) }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG && kind != S_IFDIR else {
            path = input
            isCopy = false
            return
        }
        let source = open(input, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw InputError.unreadable(file: input, reason: String(cString: strerror(errno))) }
        defer { close(source) }
        let folder = ProcessEnvironment.temporaryFolder
        let (copy, fd) = try AtomicFile.createTemporary(beside: folder + "/input")
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var failure: FlowError?
        var copied: Int64 = 0
        copying: while true {
            guard copied <= InputSpool.largestCopy else {
                failure = InputError.unreadable(
                    file: input, reason: "it goes on past \(InputSpool.largestCopy >> 30) GiB; no history is that large"
                )
                break
            }
            let got = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 {
                failure = InputError.unreadable(file: input, reason: String(cString: strerror(errno)))
                break
            }
            if got == 0 { break }
            let error = buffer.withUnsafeBytes { writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[0..<got])) }
            guard error == 0 else {
                failure = OutputError.cannotWrite(
                    file: copy, reason: "copying \(input): \(String(cString: strerror(error)))")
                break copying
            }
            copied += Int64(got)
        }
        close(fd)
        if failure == nil, copied == 0 {
            failure = InputError.empty(file: name, detail: "nothing arrived (an empty pipe or file)")
        }
        if let failure {
            unlink(copy)
            throw failure
        }
        path = copy
        isCopy = true
    }

    /// Removes the copy, if one was made.
    public func remove() { if isCopy { unlink(path) } }

    /// Runs `body` on the readable path; its errors (and the report it returns) name the input as given.
    public static func reading<T>(_ input: String, _ body: (InputSpool) throws -> T) throws -> T {
        let spool = try InputSpool(input)
        defer { spool.remove() }
        do { return try body(spool) } catch let error as FlowError where spool.isCopy {
            throw RenamedError(base: error, from: spool.path, to: spool.name)
        }
    }

    /// True when the input was copied because it is a pipe or device.
    public var isStream: Bool { isCopy }

    /// Refuses a zip that arrived on a pipe: its table of contents is at its end, so flow reads
    /// a zip only from a file it can seek in.
    public func refuseStreamedZip() throws {
        if isCopy, AppleHealthExport.isZip(head: TextFile.prefix(path: path, count: 4)) {
            throw InputError.empty(
                file: name, detail: "this is a zip, and a zip must be a file: save it and give its path")
        }
    }
}

/// An error about a copy, told about the input it was copied from.
public struct RenamedError: FlowError {
    let base: FlowError
    let from: String, to: String

    public var kind: FaultKind { base.kind }
    public var description: String { base.description.replacingOccurrences(of: from, with: to) }
    public var place: FaultPlace? {
        func rename(_ file: String) -> String { file == from ? to : file }
        switch base.place {
        case .file(let f)?: return .file(rename(f))
        case .line(let f, let line)?: return .line(file: rename(f), line: line)
        case .byte(let f, let offset, let line)?: return .byte(file: rename(f), offset: offset, line: line)
        case .field(let f, let field)?: return .field(file: rename(f), field: field)
        case nil: return nil
        }
    }
}

/// The process's environment, read without Foundation.
public enum ProcessEnvironment {
    /// `$TMPDIR`, or /tmp.
    public static var temporaryFolder: String {
        guard let raw = getenv("TMPDIR"), case let value = String(cString: raw), !value.isEmpty else { return "/tmp" }
        return value.hasSuffix("/") && value.count > 1 ? String(value.dropLast()) : value
    }
}
