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
    ///
    /// The bytes are got on a second thread (inflated from the zip, or copied out of the file)
    /// while this one scans them.
    public static func read(path: String, progress: Progress? = nil) throws -> (RecordHistory, ImportReport) {
        if isZip(path: path) {
            let zip = try ZipArchive(path: path)
            let entry = try exportDocument(in: zip)
            if entry.uncompressedSize >= halvesFrom {
                let (history, report, _) = try readZipShared(
                    zip, entry, name: "\(path) (\(entry.name))", size: entry.uncompressedSize, progress: progress)
                return (history, report)
            }
            return try scan("\(path) (\(entry.name))", size: entry.uncompressedSize, progress: progress) {
                pipe, utf8 in
                // Inflated straight into the chunks the pipe hands over (a chunk left empty is used again).
                var unfilled: ExportChunk?
                try zip.forEachChunk(
                    of: entry,
                    into: { ExportChunk.next(&unfilled, from: pipe, capacity: chunkSize) },
                    filled: { count in
                        guard let chunk = unfilled else { return }
                        unfilled = nil
                        chunk.count = count
                        // Inflating keeps this thread about as busy as scanning keeps the other: when
                        // the scanner has no chunk waiting, it numbers this one's lines itself.
                        chunk.learn(from: 0, to: count, utf8, listingLineFeeds: pipe.waiting > 0)
                        guard pipe.put(chunk) else {
                            throw ImportError.unreadable(file: zip.path, reason: "cancelled")
                        }
                    })
            }
        }
        let file = try ReadableFile(path)
        let size = Int64(file.size)
        if size >= halvesFrom, let cut = try cut(of: file, size: size) {
            let (history, report, _) = try readInHalves(file, name: path, size: size, cut: cut, progress: progress)
            return (history, report)
        }
        return try scan(path, size: size, progress: progress) { pipe, utf8 in
            while true {
                let chunk = pipe.spare() ?? ExportChunk(capacity: chunkSize)
                if try chunk.fill(from: file, at: nil, count: chunkSize, utf8) == 0 { return }
                guard pipe.put(chunk) else { return }
            }
        }
    }

    /// The size of the chunks an export.xml is read in: 4 MiB, four at a time (two waiting,
    /// one being filled, one scanned).
    static let chunkSize = 1 << 22

    /// Scans the document `name` (`size` bytes) from the chunks `produce` puts on a second
    /// thread, which also checks that they are UTF-8.
    private static func scan(
        _ name: String, size: Int64, progress: Progress?,
        produce: @escaping @Sendable (ChunkPipe<ExportChunk>, SharedUTF8Check) throws -> Void
    ) throws -> (RecordHistory, ImportReport) {
        var made: AppleHealthReader?  // made at the first chunk (`scan(_:from:of:size:_:_:_:)`)
        var scanner = XMLScanner(file: name, writerAttributes: AppleHealthReader.writerAttributes)
        scanner.recovers = true
        var done: Int64 = 0
        let utf8 = SharedUTF8Check()
        let read: @Sendable (ChunkPipe<ExportChunk>) throws -> Void = { pipe in
            try produce(pipe, utf8)
            utf8.finish()
        }
        try ChunkPipe.stream(capacity: 2, produce: read) { chunk in
            try scan(chunk, from: done, of: name, size: size, utf8, &scanner, &made)
            done += Int64(chunk.count)
            progress?(done, size)
        }
        var reader = made ?? AppleHealthReader(file: name, size: size)
        try finishDocument(utf8, &scanner, &reader)
        reader.note(scanner)
        return try reader.finish()
    }

    /// Scans a chunk the other thread put in the pipe (its first byte the document's `done`-th):
    /// the collector's tables are made at the first chunk, once that thread has begun (zeroing
    /// them had held its start back), and the export version read from it; lines are numbered
    /// from the chunk's list of line feeds when it has one.
    static func scan(
        _ chunk: ExportChunk, from done: Int64, of name: String, size: Int64, _ utf8: SharedUTF8Check,
        _ scanner: inout XMLScanner, _ made: inout AppleHealthReader?
    ) throws {
        if made == nil { made = AppleHealthReader(file: name, size: size) }
        scanner.checked(utf8.result)
        let bytes = chunk.bytes
        if done == 0 { made?.exportVersion = AppleHealthReader.exportVersion(head: bytes) }
        if chunk.linesListed {
            try chunk.newlines.withUnsafeBufferPointer { try scanner.feed(bytes, newlines: $0, &made!) }
        } else {
            try scanner.feed(bytes, &made!)
        }
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
