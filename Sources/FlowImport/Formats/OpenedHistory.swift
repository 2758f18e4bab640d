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

    /// The zips or folders of one export delivered in parts (a Takeout's `-001.zip`, `-002.zip`),
    /// opened as one.
    public init(parts: [String]) throws {
        path = parts[0]
        name = parts.joined(separator: " + ")
        head = []
        isZip = false
        files = try ExportFiles(paths: parts)
    }

    /// True when `paths` are the parts of one Google Takeout: two or more zips or folders,
    /// each holding only files under `Takeout/`.
    public static func areTakeoutParts(_ paths: [String]) -> Bool {
        guard paths.count > 1 else { return false }
        return paths.allSatisfy { path in
            guard let files = try? ExportFiles(path: path), files.partCount == 1, !files.names.isEmpty else {
                return false
            }
            return files.names.allSatisfy { $0.hasPrefix("Takeout/") }
        }
    }
}
