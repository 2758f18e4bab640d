import FlowRecords
import Foundation

/// The files of a vendor's export, given as its zip or as the folder it unpacks to: the same
/// names either way (relative, with `/`), each read whole as text. WHOOP, Oura and the other
/// vendors' exports hold a few CSV files of at most some megabytes, so reading one whole is
/// simpler than streaming it and costs little; a file claiming more than ``largestFile`` is
/// refused before a byte of it is read, so no archive can make flow hold more than that.
public struct ExportFiles {
    /// The export as the user named it.
    public let path: String
    /// Every file's name relative to the export, sorted (folders left out).
    public let names: [String]
    private let archive: ZipArchive?

    /// Lists the files of the folder or zip at `path`.
    public init(path: String) throws {
        self.path = path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError.missing(file: path)
        }
        if isFolder.boolValue {
            archive = nil
            let walker = FileManager.default.enumerator(atPath: path)
            var names: [String] = []
            while let name = walker?.nextObject() as? String {
                var sub: ObjCBool = false
                if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &sub), !sub.boolValue {
                    names.append(name)
                }
            }
            self.names = names.sorted()
        } else {
            let zip = try ZipArchive(path: path)
            archive = zip
            names = zip.entries.map(\.name).filter { !$0.hasSuffix("/") }.sorted()
        }
    }

    /// The last part of a name (`a/b/sleeps.csv` → `sleeps.csv`).
    public static func baseName(_ name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// The names whose last part satisfies `matches`, shallowest first (a copy nested deeper
    /// in the same export comes after).
    public func names(where matches: (String) -> Bool) -> [String] {
        names.filter { matches(ExportFiles.baseName($0)) }.sorted {
            let (a, b) = ($0.split(separator: "/").count, $1.split(separator: "/").count)
            return a != b ? a < b : $0 < $1
        }
    }

    /// How the user finds a file of the export in messages: `export.zip/sleeps.csv`.
    public func display(_ name: String) -> String { path + "/" + name }

    /// The largest vendor file read whole: 64 MiB, over ten times the largest seen (Samsung's
    /// heart-rate table, about 5 MB a year of wear).
    public static let largestFile: Int64 = 64 << 20

    /// The bytes of one file; one larger than ``largestFile`` (as declared, or as inflated:
    /// the zip reader stops at the declared size) is refused naming it.
    public func bytes(of name: String) throws -> [UInt8] {
        if let archive {
            guard let entry = archive.entries.first(where: { $0.name == name }) else {
                throw InputError.missing(file: display(name))
            }
            try ExportFiles.checkSize(entry.uncompressedSize, of: display(name))
            var out: [UInt8] = []
            out.reserveCapacity(Int(entry.uncompressedSize))
            try archive.forEachChunk(of: entry) { out.append(contentsOf: $0) }
            return out
        }
        return try HistoryFile.bytes(path + "/" + name)
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
