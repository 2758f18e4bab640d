import FlowRecords
import Foundation

/// The files of an export, given as its zip, as the folder it unpacks to, or as several of
/// them read as one (a Google Takeout delivered in parts, `takeout-…-001.zip`, `-002.zip`, or
/// a folder holding the parts): the same names either way (relative, with `/`), listed once.
///
/// A vendor file (WHOOP, Oura, Garmin, Samsung: a few MB each) may be read whole; one claiming
/// more than ``largestFile`` is refused before a byte of it is read. Larger files (a Takeout's
/// heart rate) are streamed, in chunks or lines, from the zip or the folder alike.
public struct ExportFiles: @unchecked Sendable {
    /// One zip or folder of the export.
    struct Part {
        var path: String
        var archive: ZipArchive?
        var entries: [String: ZipArchive.Entry] = [:]
        /// Its files' names (relative, folders left out), listed once.
        var names: [String]
        /// A folder's symbolic links to folders, followed for reading (relative names).
        var links: [String] = []
        /// A folder's subfolders named like files (`heart_rate.json/`), which no reader takes for the file.
        var fileLikeFolders: [String] = []
    }

    /// The export as the user named it (the first part, when there are several).
    public let path: String
    /// Every file's name relative to its part, sorted, each once (folders left out; a name in
    /// two parts is read from the first).
    public let names: [String]
    private let parts: [Part]
    private let owner: [String: Int]

    /// Lists the files of the folder or zip at `path`; a folder holding only the parts of a
    /// Google Takeout (zips whose every file lies under `Takeout/`) is those zips read as one.
    /// A folder holding other zips is a folder of files (each zip an export of its own).
    public init(path: String) throws {
        let part = try ExportFiles.part(path)
        let zips = part.names.filter { !$0.contains("/") && $0.lowercased().hasSuffix(".zip") }
        if part.archive == nil, !zips.isEmpty, zips.count == part.names.count,
            let parts = try? zips.map({ try ExportFiles.part(path + "/" + $0) }),
            parts.allSatisfy({ !$0.names.isEmpty && $0.names.allSatisfy { $0.hasPrefix("Takeout/") } })
        {
            self.init(parts: parts)
        } else {
            self.init(parts: [part])
        }
    }

    /// The zips and folders at `paths` read as one export, in the order given.
    public init(paths: [String]) throws {
        precondition(!paths.isEmpty, "an export has at least one part")
        self.init(parts: try paths.map(ExportFiles.part))
    }

    /// Parts already listed, as one export: a name in two parts is read from the first.
    private init(parts: [Part]) {
        var owner: [String: Int] = [:]
        for (k, part) in parts.enumerated() {
            for name in part.names where owner[name] == nil { owner[name] = k }
        }
        self.path = parts[0].path
        self.parts = parts
        self.owner = owner
        names = owner.keys.sorted()
    }

    /// One part listed once: a folder walked, or a zip with its directory by name.
    private static func part(_ path: String) throws -> Part {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError.missing(file: path)
        }
        if isFolder.boolValue {
            let walked = walk(path)
            return Part(
                path: path, archive: nil, names: walked.names, links: walked.links, fileLikeFolders: walked.fileLike)
        }
        let zip = try ZipArchive(path: path)
        var entries: [String: ZipArchive.Entry] = [:]
        for entry in zip.entries where !entry.name.hasSuffix("/") && entries[entry.name] == nil {
            entries[entry.name] = entry
        }
        return Part(path: path, archive: zip, entries: entries, names: Array(entries.keys))
    }

    /// The endings of the files exports hold: a folder with one is named like a file.
    static let fileEndings: Set<String> = ["json", "csv", "xml", "zip", "fit", "gz", "txt", "tcx", "gpx"]

    /// Every file below a folder, relative to it. A symbolic link to a folder inside it is
    /// followed (each real folder once, so a link back up cannot loop): people link an
    /// export's subfolders into one folder. Folders named like files are listed apart.
    private static func walk(_ path: String) -> (names: [String], links: [String], fileLike: [String]) {
        var names: [String] = []
        var links: [String] = []
        var fileLike: [String] = []
        var seen: Set<String> = [realPath(path)]
        func visit(_ folder: String, _ prefix: String) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for entry in entries.sorted() {
                let full = folder + "/" + entry
                let name = prefix + entry
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                var kind = info.st_mode & S_IFMT
                if kind == S_IFLNK {
                    guard stat(full, &info) == 0 else { continue }  // a link to nothing
                    kind = info.st_mode & S_IFMT
                    if kind == S_IFDIR {
                        guard seen.insert(realPath(full)).inserted else { continue }
                        links.append(name)
                        visit(full, name + "/")
                        continue
                    }
                }
                if kind == S_IFDIR {
                    if let dot = entry.lastIndex(of: "."),
                        fileEndings.contains(entry[entry.index(after: dot)...].lowercased())
                    {
                        fileLike.append(name)
                    }
                    visit(full, name + "/")
                } else if kind == S_IFREG {
                    names.append(name)
                }
            }
        }
        visit(path, "")
        return (names, links, fileLike)
    }

    /// A path with every link resolved (the path itself when it cannot be).
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The symbolic links to folders that were followed, and the folders named like files, of
    /// every folder of the export (relative names).
    public var followedLinks: [String] { parts.flatMap(\.links) }
    public var foldersNamedLikeFiles: [String] { parts.flatMap(\.fileLikeFolders) }

    /// True when the export is one folder on disk (its files have paths of their own).
    public var isFolder: Bool { parts.count == 1 && parts[0].archive == nil }

    /// How many zips or folders the export was read from.
    public var partCount: Int { parts.count }

    /// How many of them give a file of their own (one not in an earlier part).
    public var partsWithFiles: Int { Set(owner.values).count }

    /// The last part of a name (`a/b/sleeps.csv` → `sleeps.csv`).
    public static func baseName(_ name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// `folder/name`, or `name` in the export's top folder (`""`).
    public static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

    /// The names whose last part satisfies `matches`, shallowest first (a copy nested deeper
    /// in the same export comes after).
    public func names(where matches: (String) -> Bool) -> [String] {
        names.filter { matches(ExportFiles.baseName($0)) }.sorted {
            let (a, b) = ($0.split(separator: "/").count, $1.split(separator: "/").count)
            return a != b ? a < b : $0 < $1
        }
    }

    /// The files directly in `folder` (`""` is the top), by their own names, sorted.
    public func files(in folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return names.compactMap { name in
            guard name.hasPrefix(prefix) else { return nil }
            let rest = name.dropFirst(prefix.count)
            return rest.contains("/") ? nil : String(rest)
        }
    }

    /// The folders directly in `folder` (`""` is the top) that hold a file at any depth, sorted.
    public func folders(in folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var out = Set<String>()
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") { out.insert(String(rest[..<slash])) }
        }
        return out.sorted()
    }

    /// True when a file of this name exists.
    public func contains(_ name: String) -> Bool { owner[name] != nil }

    /// How the user finds a file of the export in messages: `export.zip/sleeps.csv`, with the
    /// part it is in when there are several.
    public func display(_ name: String) -> String { (owner[name].map { parts[$0].path } ?? path) + "/" + name }

    /// The largest vendor file read whole: 64 MiB, over ten times the largest seen (Samsung's
    /// heart-rate table, about 5 MB a year of wear).
    public static let largestFile: Int64 = 64 << 20

    /// The bytes of one file; one larger than ``largestFile`` (as declared, or as inflated:
    /// the zip reader stops at the declared size) is refused naming it.
    public func bytes(of name: String) throws -> [UInt8] {
        guard let k = owner[name] else { throw InputError.missing(file: display(name)) }
        if let entry = parts[k].entries[name], let archive = parts[k].archive {
            try ExportFiles.checkSize(entry.uncompressedSize, of: display(name))
            var out: [UInt8] = []
            out.reserveCapacity(Int(entry.uncompressedSize))
            try archive.forEachChunk(of: entry) { out.append(contentsOf: $0) }
            return out
        }
        return try HistoryFile.bytes(parts[k].path + "/" + name)
    }

    /// Up to `count` leading bytes of one file (to recognise it), reading no more than that
    /// from a folder and inflating no more than that from a zip.
    public func prefix(of name: String, count: Int) throws -> [UInt8] {
        guard let k = owner[name] else { throw InputError.missing(file: display(name)) }
        if let entry = parts[k].entries[name], let archive = parts[k].archive {
            return try archive.prefix(of: entry, limit: count)
        }
        return TextFile.prefix(path: parts[k].path + "/" + name, count: count)
    }

    /// Streams one file's bytes in chunks, whatever its size.
    public func forEachChunk(
        of name: String, chunkSize: Int = 1 << 20, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        guard let k = owner[name] else { throw InputError.missing(file: display(name)) }
        if let entry = parts[k].entries[name], let archive = parts[k].archive {
            return try archive.forEachChunk(of: entry, chunkSize: chunkSize, body)
        }
        try TextFile.forEachChunk(path: parts[k].path + "/" + name, chunkSize: chunkSize, body)
    }

    /// Streams one file line by line (its 1-based number beside each), as
    /// `TextFile.forEachLine` does for a file on disk: a byte-order mark skipped, a `\r`
    /// before `\n` dropped, a line over `TextFile.longestLine` an error naming the file.
    public func forEachLine(
        of name: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void
    ) throws {
        guard let k = owner[name] else { throw InputError.missing(file: display(name)) }
        guard parts[k].archive != nil else { return try TextFile.forEachLine(path: parts[k].path + "/" + name, body) }
        var lines = LineSplitter(file: display(name))
        try forEachChunk(of: name) { try lines.feed($0, body) }
        try lines.finish(body)
    }

    /// Refuses a file of `size` bytes larger than ``largestFile``.
    static func checkSize(_ size: Int64, of file: String) throws {
        guard size <= largestFile else {
            throw ImportError.unrecognised(
                file: file,
                problem: "holds \(size) bytes, more than the \(largestFile >> 20) MiB flow reads of one vendor file "
                    + "(no such export file is this large: it is damaged or not the vendor's)")
        }
    }
}
