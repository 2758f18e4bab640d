#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file open for reading, closed when the last reference goes: every reader of a file goes
/// through it (so a refused open and a failed read are reported one way), and a reading thread
/// can hold it while another scans what it read.
public final class ReadableFile: Sendable {
    /// The path it was opened by (for errors).
    public let path: String
    private let descriptor: Int32

    /// Opens `path`: `InputError.missing` (exit 66) or `.unreadable` when it cannot be.
    public init(_ path: String) throws {
        self.path = path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw InputError.missing(file: path) }
            throw InputError.unreadable(file: path, reason: String(cString: strerror(code)))
        }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// The file's size in bytes now (0 when the system cannot say).
    public var size: Int {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Fills `buffer` from where the last read stopped; returns how many bytes came, fewer than
    /// the buffer holds only at the end of the file (0 there).
    /// - Throws: `InputError.unreadable` naming the file when the system refuses a read.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        try fill(buffer) { into, count, _ in systemRead(descriptor, into, count) }
    }

    /// Fills `buffer` from byte `offset` of the file, leaving where `read(into:)` stops alone
    /// (two threads may each read their own part); returns how many bytes came, fewer than the
    /// buffer holds only at the end of the file.
    /// - Throws: `InputError.unreadable` naming the file when the system refuses a read.
    public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws -> Int {
        try fill(buffer) { pread(descriptor, $0, $1, off_t(offset) + off_t($2)) }
    }

    /// Calls `read` (where, how many, bytes already filled) until the buffer is full or the file
    /// ends, again when a signal interrupted it.
    private func fill(
        _ buffer: UnsafeMutableRawBufferPointer, _ read: (UnsafeMutableRawPointer, Int, Int) -> Int
    ) throws -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let got = read(base + filled, buffer.count - filled, filled)
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw InputError.unreadable(file: path, reason: String(cString: strerror(errno)))
            }
            filled += got
        }
        return filled
    }
}

/// The system's `read` (inside `ReadableFile` the name is the method's).
private func systemRead(_ descriptor: Int32, _ into: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, into, count)
}
