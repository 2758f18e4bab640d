import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes outputs through a temporary file in the same folder and a rename, so an
/// interrupted run never leaves a half-written table or model and a failed write never
/// replaces a good file.
///
/// The temporary file is created exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600)
/// under an unpredictable name with a recognisable prefix, so nothing planted there is ever
/// written through; stale ones a killed run left are removed after a day.
public enum AtomicFile {
    /// The prefix of every temporary output: `.flow-tmp-<random>`.
    public static let prefix = ".flow-tmp-"
    /// Temporary files older than this (seconds) are litter from a killed run.
    public static let staleAge: Double = 86_400

    /// Before any work: `path` must not be one of `inputs`, nor any file inside an input that
    /// is a folder (a vendor's export, a cohort's people), compared by device and inode (exit
    /// 64); when it exists it must be a regular file (not a folder, a device or a link: 73).
    /// - Complexity: one `stat` per file below the inputs that are folders.
    public static func checkTarget(_ path: String, inputs: [String?]) throws {
        if path == standardOutput { return }
        var target = stat()
        guard lstat(path, &target) == 0 else { return }
        for input in inputs.compactMap({ $0 }) where input != standardOutput {
            if let clash = InputFiles.file(in: input, device: target.st_dev, inode: target.st_ino) {
                let which = clash == input ? "the input \(input)" : "\(clash), a file of the input \(input)"
                throw CommandError.usage(
                    "--out \(path) is \(which): writing it would destroy it; give another --out")
            }
        }
        guard target.st_mode & S_IFMT == S_IFREG else {
            let what =
                target.st_mode & S_IFMT == S_IFDIR
                ? "a folder"
                : target.st_mode & S_IFMT == S_IFLNK
                    ? "a symbolic link"
                    : "not a regular file"
            throw OutputError.cannotWrite(file: path, reason: "it is \(what); flow only replaces regular files")
        }
    }

    /// Creates a temporary file beside `path`, exclusively; returns its path and descriptor.
    public static func createTemporary(beside path: String) throws -> (path: String, descriptor: Int32) {
        let folder = TextFile.folder(of: path)
        removeStale(in: folder)
        for _ in 0..<8 {
            let name = folder + "/" + prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (name, fd) }
            if errno != EEXIST { throw OutputError.cannotWrite(file: path, reason: String(cString: strerror(errno))) }
        }
        throw OutputError.cannotWrite(file: path, reason: "no temporary name was free beside it")
    }

    /// The `--out` that means standard output.
    public static let standardOutput = "-"

    /// Replaces `path` with `text`. On any failure the temporary file is removed and the old
    /// `path`, if any, is untouched.
    public static func write(_ text: String, to path: String) throws {
        try checkTarget(path, inputs: [])
        let (temp, fd) = try createTemporary(beside: path)
        var text = text
        var failure = text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
        if failure == 0 && fsync(fd) != 0 && errno != EINVAL { failure = errno }
        if Glibc.close(fd) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temp)
            throw OutputError.cannotWrite(file: path, reason: String(cString: strerror(failure)))
        }
        try commit(temp, to: path)
    }

    /// Replaces `path` with a file `body` writes at the temporary path it is given (a file
    /// another library writes, such as a database), flushed to disk before the rename. On any
    /// failure the temporary file is removed and the old `path`, if any, is untouched.
    public static func replace(_ path: String, writing body: (String) throws -> Void) throws {
        try checkTarget(path, inputs: [])
        let (temp, fd) = try createTemporary(beside: path)
        Glibc.close(fd)
        do {
            try body(temp)
            let written = open(temp, O_RDONLY | O_CLOEXEC)
            guard written >= 0, fsync(written) == 0 || errno == EINVAL else {
                let reason = String(cString: strerror(errno))
                if written >= 0 { Glibc.close(written) }
                throw OutputError.cannotWrite(file: path, reason: reason)
            }
            Glibc.close(written)
        } catch {
            unlink(temp)
            throw error
        }
        try commit(temp, to: path)
    }

    /// Gives a finished temporary file its final mode (the old file's, or 0666 less the
    /// umask) and renames it over `path`; on failure it is removed.
    public static func commit(_ temporary: String, to path: String) throws {
        var old = stat()
        let mode: mode_t
        if lstat(path, &old) == 0 {
            mode = old.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        guard chmod(temporary, mode) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputError.cannotWrite(file: path, reason: reason)
        }
    }

    /// Creates a folder (and its parents) for outputs.
    public static func makeFolder(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputError.cannotWrite(file: path, reason: "it is not a folder")
            }
            return
        }
        let parent = TextFile.folder(of: path)
        if parent != path, stat(parent, &info) != 0 { try makeFolder(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw OutputError.cannotWrite(file: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Removes temporary outputs of flow's own kind older than a day from `folder`.
    public static func removeStale(in folder: String) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        let now = Double(time(nil))
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix(prefix) else { continue }
            let full = folder + "/" + name
            var info = stat()
            if lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG, now - Double(info.st_mtim.tv_sec) > staleAge {
                unlink(full)
            }
        }
    }

}
