import FlowRecords
import Foundation

/// A `--history` path read whole or looked at: a plain file, its bytes.
enum HistoryFile {
    /// True when `path` is a regular file (not a folder).
    static func isPlainFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && !AppleHealthExport.isZip(head: TextFile.prefix(path: path, count: 4))
    }

    /// The bytes of a file.
    static func bytes(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError.unreadable(file: path, reason: "the file cannot be opened")
        }
        return [UInt8](data)
    }
}
