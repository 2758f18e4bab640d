import FlowRecords
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an Apple Health export ("Export All Health Data"): `export.zip` (the export
/// document is found inside and inflated as it streams) or a bare `export.xml`.
public enum AppleHealthExport {
    /// Called as bytes are read: bytes done, bytes in all.
    public typealias Progress = (_ done: Int64, _ total: Int64) -> Void

    /// How many leading bytes `isZip(head:)` and `isXML(head:)` look at.
    public static let sniffLength = 64

    /// True when the file starts like a zip archive.
    public static func isZip(path: String) -> Bool { isZip(head: TextFile.prefix(path: path, count: 4)) }

    /// True when these leading bytes start a zip archive.
    public static func isZip(head: [UInt8]) -> Bool { head.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// True when these leading bytes start XML (`<?xml`, `<HealthData` or `<!DOCTYPE`, after a
    /// byte-order mark and white space).
    public static func isXML(head bytes: [UInt8]) -> Bool {
        var head = bytes[...]
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
        while let c = head.first, c == 32 || c == 10 || c == 13 || c == 9 { head.removeFirst() }
        return head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<HealthData".utf8))
            || head.starts(with: Array("<!DOCTYPE".utf8))
    }

    /// Reads the export at `path` into a history, with the import report. Tables are sized for
    /// about one record of the five types per 2 kB of XML (a watch wearer writes many more of other types).
    public static func read(path: String, progress: Progress? = nil) throws -> (RecordHistory, ImportReport) {
        if isZip(path: path) {
            let zip = try ZipArchive(path: path)
            let entry = try exportDocument(in: zip)
            let name = "\(path) (\(entry.name))"
            var reader = AppleHealthReader(file: name, expectedRecords: Int(entry.uncompressedSize / 2000))
            var scanner = XMLScanner(file: name)
            scanner.recovers = true
            var done: Int64 = 0
            // Inflate on a second thread while this one scans.
            let pipe = ChunkPipe()
            let finished = DispatchSemaphore(value: 0)
            let inflater = Thread {
                do {
                    try zip.forEachChunk(of: entry) { chunk in
                        guard pipe.put(Array(chunk)) else {
                            throw ImportError.unreadable(file: zip.path, reason: "cancelled")
                        }
                    }
                    pipe.close()
                } catch {
                    pipe.close(error: error)
                }
                finished.signal()
            }
            inflater.start()
            defer { finished.wait() }
            do {
                while let chunk = try pipe.take() {
                    if done == 0 {
                        reader.exportVersion = chunk.withUnsafeBufferPointer {
                            AppleHealthReader.exportVersion(head: $0)
                        }
                    }
                    try chunk.withUnsafeBufferPointer { try scanner.feed($0, &reader) }
                    done += Int64(chunk.count)
                    progress?(done, entry.uncompressedSize)
                }
                try scanner.finish(&reader)
            } catch {
                pipe.cancel()
                throw error
            }
            reader.note(scanner)
            return try reader.finish()
        }
        let size = Int64(TextFile.size(path: path))
        var reader = AppleHealthReader(file: path, expectedRecords: Int(size / 2000))
        var scanner = XMLScanner(file: path)
        scanner.recovers = true
        var done: Int64 = 0
        try TextFile.forEachChunk(path: path) { chunk in
            if done == 0 { reader.exportVersion = AppleHealthReader.exportVersion(head: chunk) }
            try scanner.feed(chunk, &reader)
            done += Int64(chunk.count)
            progress?(done, size)
        }
        try scanner.finish(&reader)
        reader.note(scanner)
        return try reader.finish()
    }

    /// The export document: the largest `.xml` whose root is `HealthData` (its name is
    /// localised in some languages), never `export_cda.xml`. An entry that cannot be inflated
    /// is passed over, so a corrupt entry beside the document does not stop the import; when
    /// no document is found, the first such entry's error is the answer.
    public static func exportDocument(in zip: ZipArchive) throws -> ZipArchive.Entry {
        let candidates = zip.entries.filter {
            let lower = $0.name.lowercased()
            return lower.hasSuffix(".xml") && !lower.hasSuffix("export_cda.xml")
        }.sorted { $0.uncompressedSize > $1.uncompressedSize }
        var firstError: Error?
        for entry in candidates {
            do {
                if rootElement(try zip.prefix(of: entry, limit: 65_536)) == "HealthData" { return entry }
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
        throw ImportError.noExportDocument(file: zip.path, entries: zip.entries.map(\.name))
    }

    /// The name of the first element in an XML prefix, skipping the prolog, comments and the DTD.
    static func rootElement(_ bytes: [UInt8]) -> String? {
        struct Root: XMLHandler {
            var name: String?
            struct Found: Error {}
            mutating func start(_ tag: XMLStartTag, depth: Int) throws {
                name = tag.nameString
                throw Found()
            }
            mutating func end(depth: Int) throws {}
        }
        var root = Root()
        var scanner = XMLScanner(file: "")
        do { try bytes.withUnsafeBufferPointer { try scanner.feed($0, &root) } } catch {}
        return root.name
    }
}
