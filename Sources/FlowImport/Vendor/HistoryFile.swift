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

    /// The bytes of a file, read in chunks (errors name the file); a file larger than
    /// ``ExportFiles/largestFile`` is refused before it is read, and reading stops there
    /// should it grow meanwhile.
    static func bytes(_ path: String) throws -> [UInt8] {
        try ExportFiles.checkSize(Int64(TextFile.size(path: path)), of: path)
        var out: [UInt8] = []
        try TextFile.forEachChunk(path: path, chunkSize: 1 << 20) {
            out.append(contentsOf: $0)
            try ExportFiles.checkSize(Int64(out.count), of: path)
        }
        return out
    }
}
