#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files a run reads, found from the paths the user gave: a file is itself, a folder is
/// every file below it (a vendor's export, a cohort's people). An output is compared with
/// them by device and inode, so no name, link or `..` can make flow write over what it reads.
enum InputFiles {
    /// How deep a folder is walked; deeper nesting is no export flow reads.
    static let depthLimit = 16

    /// The path of the file below `input` (or `input` itself) that is the file of `device`
    /// and `inode`, or nil when none is.
    static func file(in input: String, device: dev_t, inode: ino_t) -> String? {
        var info = stat()
        guard stat(input, &info) == 0 else { return nil }
        if info.st_dev == device && info.st_ino == inode { return input }
        guard info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return walk(input, device: device, inode: inode, depth: 0)
    }

    private static func walk(_ folder: String, device: dev_t, inode: ino_t, depth: Int) -> String? {
        guard depth < depthLimit, let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var folders: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let full = folder + "/" + name
            var info = stat()
            guard stat(full, &info) == 0 else { continue }
            if info.st_dev == device && info.st_ino == inode { return full }
            if info.st_mode & S_IFMT == S_IFDIR, lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                folders.append(full)
            }
        }
        for sub in folders.sorted() {
            if let found = walk(sub, device: device, inode: inode, depth: depth + 1) { return found }
        }
        return nil
    }
}
