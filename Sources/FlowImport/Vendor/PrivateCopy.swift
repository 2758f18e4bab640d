import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file of a zip copied to a file only this user can read, in a folder of its own, for a
/// reader that needs a real file (SQLite, or a vendor's file found inside a zip of another
/// name). The caller removes it as soon as it is read, whatever happens, so no copy of a
/// person's data outlives the read.
struct PrivateCopy {
    /// The private folder, and the copy's path in it.
    let folder: String, path: String

    /// Copies `entry` of `files` into a new private folder under `$TMPDIR` (else `/tmp`), as
    /// `name`; a folder or file that cannot be made is an error naming the entry.
    init(of entry: String, in files: ExportFiles, as name: String) throws {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/flow-private-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ImportError.unreadable(
                file: files.display(entry), reason: "no private folder could be made in \(base) to read it from")
        }
        folder = String(cString: made)
        path = folder + "/" + name
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        do {
            guard fd >= 0 else { throw ImportError.unreadable(file: path, reason: String(cString: strerror(errno))) }
            defer { close(fd) }
            try files.forEachChunk(of: entry) { chunk in
                var at = 0
                while at < chunk.count {
                    let n = write(fd, chunk.baseAddress! + at, chunk.count - at)
                    guard n > 0 else {
                        throw ImportError.unreadable(
                            file: files.display(entry),
                            reason: "its private copy could not be written (\(String(cString: strerror(errno))))")
                    }
                    at += n
                }
            }
        } catch {
            remove()
            throw error
        }
    }

    /// Removes the copy's name (a reader holding it open reads on).
    func removeName() { unlink(path) }

    /// Removes the copy and its folder.
    func remove() {
        unlink(path)
        rmdir(folder)
    }
}
