import FlowRecords
import Foundation

/// A `--history` input opened once: a plain file's first bytes, or a folder's or zip's files
/// listed once (several zips or folders of one Takeout listed together), handed as they are
/// to detection and to the reader, with the one name every message uses for it.
public struct OpenedHistory: Sendable {
    /// The path read (a pipe's copy, for standard input), or the first part's.
    public let path: String
    /// How every message names the input: as the user gave it, `standard input` for `-`.
    public let name: String
    /// A plain file's first bytes (up to ``headLength``); empty for a folder or zip.
    public let head: [UInt8]
    /// A folder's or zip's files (nil for a plain file).
    public let files: ExportFiles?
    /// True when the input is a zip file (not a folder).
    public let isZip: Bool

    /// How many leading bytes of a plain file detection looks at.
    public static let headLength = 512

    /// Opens the file, folder or zip at `path`, named `name` in messages; a path that does not
    /// exist is `InputError.missing` (66).
    public init(path: String, name: String? = nil) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError.missing(file: path)
        }
        self.path = path
        self.name = name ?? path
        let head = isFolder.boolValue ? [] : TextFile.prefix(path: path, count: OpenedHistory.headLength)
        isZip = AppleHealthExport.isZip(head: head)
        if isFolder.boolValue || isZip {
            files = try ExportFiles(path: path)
            self.head = []
        } else {
            files = nil
            self.head = head
        }
    }

    /// A file known only by its first bytes (one inside a zip, before it is copied out): what
    /// detection looks at, with no path to read.
    init(head: [UInt8], name: String) {
        (path, self.name, self.head, files, isZip) = (name, name, head, nil, false)
    }

    /// The zips or folders of one export delivered in parts (a Takeout's `-001.zip`, `-002.zip`),
    /// opened as one.
    public init(parts: [String]) throws { self.init(files: try ExportFiles(paths: parts), name: parts) }

    private init(files: ExportFiles, name parts: [String]) {
        (path, name, head, isZip) = (parts[0], parts.joined(separator: " + "), [], false)
        self.files = files
    }

    /// `paths` opened as one export when they are the parts of one Google Takeout: two or more
    /// zips or folders, each giving a file, every file under `Takeout/`; else nil.
    public static func takeoutParts(_ paths: [String]) -> OpenedHistory? {
        guard paths.count > 1, let files = try? ExportFiles(paths: paths), files.partsWithFiles == paths.count,
            files.names.allSatisfy({ $0.hasPrefix("Takeout/") })
        else { return nil }
        return OpenedHistory(files: files, name: paths)
    }

    /// True when `paths` are the parts of one Google Takeout (see ``takeoutParts(_:)``).
    public static func areTakeoutParts(_ paths: [String]) -> Bool { takeoutParts(paths) != nil }
}
