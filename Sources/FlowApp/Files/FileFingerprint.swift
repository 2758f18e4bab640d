import FlowDatabase
import FlowRecords
import Foundation

/// A file's size and SHA-256, computed on a thread of its own while the history is read (a
/// year of export takes about as long to hash as to import). A folder, standard input or a
/// file that cannot be read has no fingerprint.
public final class FileFingerprint: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: (size: Int64, sha256: String)?

    /// Starts hashing `path` when it is a regular file.
    public init(path: String) {
        var info = stat()
        guard path != "-", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            done.signal()
            return
        }
        let size = Int64(info.st_size)
        Thread {
            var sha = SHA256()
            if (try? TextFile.forEachChunk(path: path) { sha.update($0) }) != nil { self.result = (size, sha.hex()) }
            self.done.signal()
        }.start()
    }

    /// Waits for the digest.
    public func wait() -> (size: Int64, sha256: String)? {
        done.wait()
        done.signal()
        return result
    }
}
