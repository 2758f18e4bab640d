import FlowRecords
import Foundation

/// A large `export.xml` inside a zip, scanned by both threads: its bytes come only in order, and
/// the inflating thread can be only two chunks ahead of the scanning one, so it scans a part of
/// its own now and then (a chunk's worth every few chunks, from a top-level record's line to the
/// next such line past the part's length) while the scanning thread reads the chunks waiting for
/// it. Each part is logged and played into the one collector when the scanning thread reaches
/// it, joined as a bare document's later part is (``readInHalves``): only when the scanning
/// thread then stands between two of the root's children with the export date the part
/// supposed, and the part ended between two of them too. Otherwise the parts are dropped and
/// the document is inflated again from there for the scanning thread alone. Either way the
/// history and report are those of one thread.
extension AppleHealthExport {
    /// How the inflating thread shares the scanning: a part of `length` bytes (at least) begins
    /// at the first record line past each `period` bytes of the document.
    struct ZipSharing: Sendable {
        /// The distance from one part's start to the next one's (measured on a simulated year: a
        /// part every three chunks, 233 ms; every five, 244 ms; every two, 227-246 ms).
        var period: Int64 = Int64(chunkSize) * 3
        /// How far past its start a part ends, at the next record line.
        var length: Int64 = Int64(chunkSize)
    }

    /// Reads `entry` of `zip` (its document `name`, `size` bytes as the archive says) inflated in
    /// chunks of `chunkBytes`, with parts scanned by the inflating thread as `sharing` says;
    /// returns how many parts were joined (nil: given up, the rest read by one thread).
    static func readZipShared(
        _ zip: ZipArchive, _ entry: ZipArchive.Entry, name: String, size: Int64, sharing: ZipSharing = ZipSharing(),
        chunkBytes: Int = chunkSize, progress: Progress?
    ) throws -> (history: RecordHistory, report: ImportReport, joined: Int?) {
        var made: AppleHealthReader?
        var scanner = XMLScanner(file: name, writerAttributes: AppleHealthReader.writerAttributes)
        scanner.recovers = true
        let utf8 = SharedUTF8Check()
        let parts = SharedParts()
        var done: Int64 = 0
        var joined = 0
        var finished = false  // a part read to the document's end
        let producer: @Sendable (ChunkPipe<ExportChunk>) throws -> Void = { pipe in
            try inflateSharing(zip, entry, name, sharing, chunkBytes, pipe, utf8, parts)
            utf8.finish()
        }
        do {
            try ChunkPipe.stream(capacity: 2, produce: producer) { chunk in
                try scan(chunk, from: done, of: name, size: size, utf8, &scanner, &made)
                done += Int64(chunk.count)
                progress?(done, size)
                // The parts the inflating thread read from here, joined in turn.
                while let part = parts.first(startingAt: done) {
                    try scanner.flush(&made!)
                    guard made!.standsBetweenRecords(with: scanner), made!.exportDate == part.exportDate else {
                        throw GivenUp()
                    }
                    // The part is waited for whole (the inflating thread has usually read it by
                    // now): played only when it ended where a part can end.
                    part.wait()
                    let shift = scanner.nextLine - 1
                    let (partReader, partScanner, failure) = part.outcome
                    if let failure { throw shifted(failure, by: shift) }
                    guard part.reachedEnd || part.endsBetweenChildren else { throw GivenUp() }
                    made!.play(part, lineShift: shift)
                    made!.absorb(partReader)
                    joined += 1
                    if part.reachedEnd {  // the document's end: the part finished it
                        scanner.absorb(partScanner)
                        finished = true
                        break
                    }
                    scanner.continueAfter(partScanner)
                    done = scanner.offset
                }
            }
        } catch is GivenUp {
            // From `done` on, inflated again and read here.
            parts.cancelAll()
            var reader = made ?? AppleHealthReader(file: name, size: size)
            let rest = SharedUTF8Check(startingAt: done)
            var offset: Int64 = 0
            try zip.forEachChunk(of: entry) { piece in
                let end = offset + Int64(piece.count)
                defer { offset = end }
                guard end > done else { return }
                let bytes = UnsafeBufferPointer(rebasing: piece[Int(max(0, done - offset))...])
                rest.check(bytes)
                scanner.checked(rest.result)
                try scanner.feed(bytes, &reader)
                progress?(end, size)
            }
            try finishDocument(rest, &scanner, &reader)
            reader.note(scanner)
            let (history, report) = try reader.finish()
            return (history, report, nil)
        }
        var reader = made ?? AppleHealthReader(file: name, size: size)
        if !finished { try finishDocument(utf8, &scanner, &reader) }
        reader.note(scanner)
        let (history, report) = try reader.finish()
        return (history, report, joined)
    }

    /// Why the scanning thread stops joining parts (never seen by a caller).
    private struct GivenUp: Error {}

    /// The inflating thread: inflates the document into chunks, puts in `pipe` what the scanning
    /// thread reads (its bytes checked by the stream's `utf8`, in order) and scans the parts
    /// `sharing` gives it, named in `parts` before the chunk that ends where they begin is put.
    private static func inflateSharing(
        _ zip: ZipArchive, _ entry: ZipArchive.Entry, _ name: String, _ sharing: ZipSharing, _ chunkBytes: Int,
        _ pipe: ChunkPipe<ExportChunk>, _ utf8: SharedUTF8Check, _ parts: SharedParts
    ) throws {
        var offset: Int64 = 0  // the document's bytes before this chunk
        var head: [UInt8] = []  // its first 64 KiB, for the export date the parts suppose
        var supposedDate: Timestamp??  // read from the head once, when the first part begins
        var part: LaterPart?  // the part being scanned here
        var partEnd: Int64 = 0  // it ends at the first record line from here
        var nextStart = sharing.period  // the next part begins at the first record line from here
        var unfilled: ExportChunk?
        let cancelled = ImportError.unreadable(file: zip.path, reason: "cancelled")
        do {
            try zip.forEachChunk(
                of: entry,
                into: { ExportChunk.next(&unfilled, from: pipe, capacity: chunkBytes) },
                filled: { count in
                    guard let chunk = unfilled else { return }
                    defer { offset += Int64(count) }
                    if head.count < 65_536 { head += chunk.storage.prefix(min(count, 65_536 - head.count)) }
                    var from = 0  // the chunk's bytes before this are dealt with
                    while from < count {
                        if let current = part {
                            if current.isCancelled || pipe.isCancelled { throw cancelled }
                            let end =
                                offset + Int64(count) > partEnd
                                ? recordLine(in: chunk, from: max(from, Int(partEnd - offset)), to: count)
                                : nil
                            let piece = UnsafeBufferPointer(rebasing: chunk.storage[from..<(end ?? count)])
                            utf8.check(piece)
                            try current.scan(piece)
                            guard let end else { break }  // the part goes on in the next chunk
                            current.stop()
                            part = nil
                            nextStart = offset + Int64(end) + sharing.period
                            from = end
                            continue
                        }
                        let start =
                            offset + Int64(count) > nextStart
                            ? recordLine(in: chunk, from: max(from, Int(nextStart - offset)), to: count)
                            : nil
                        let upTo = start ?? count
                        if let start {
                            if supposedDate == nil { supposedDate = .some(exportDate(head: head)) }
                            let next = LaterPart(
                                name: name, from: offset + Int64(start), exportDate: supposedDate!, utf8: utf8)
                            part = next
                            partEnd = next.from + sharing.length
                            parts.add(next)
                        }
                        // What comes before the part (or the chunk's rest) goes to the scanning thread,
                        // moved to the front of its own chunk when the chunk began with a part's end.
                        let handed = chunk.storage[from..<upTo]
                        // (Not this chunk come back already: its bytes are still being read here.)
                        let spare = from == 0 ? nil : pipe.spare().flatMap { $0 === chunk ? nil : $0 }
                        let out = from == 0 ? chunk : spare ?? ExportChunk(capacity: chunkBytes)
                        if from > 0 {
                            _ = UnsafeMutableBufferPointer(rebasing: out.storage[0..<handed.count]).update(
                                fromContentsOf: handed)
                        }
                        out.count = handed.count
                        out.learn(from: 0, to: handed.count, utf8, listingLineFeeds: pipe.waiting > 0)
                        guard pipe.put(out) else { throw cancelled }
                        if from == 0 { unfilled = nil }  // the scanning thread has it now
                        from = upTo
                    }
                })
        } catch {
            part?.stop(failure: error)
            throw error
        }
        // A part open at the document's end ends it, as a bare document's later part does.
        part?.end()
    }

    /// The index in `chunk` of the `<` of the first line ` <Record ` in its bytes `from..<to`, or nil.
    private static func recordLine(in chunk: ExportChunk, from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        return firstRecordLine(in: UnsafeBufferPointer(rebasing: chunk.storage[from..<to])).map { from + $0 }
    }

    /// The parts the inflating thread has begun, in order, for the scanning thread to join.
    private final class SharedParts: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [LaterPart] = []

        func add(_ part: LaterPart) { lock.withLock { parts.append(part) } }

        /// The next part when it starts at `offset` (taken off the list).
        func first(startingAt offset: Int64) -> LaterPart? {
            lock.withLock {
                guard let first = parts.first, first.from == offset else { return nil }
                return parts.removeFirst()
            }
        }

        /// Gives up every part not yet joined.
        func cancelAll() { lock.withLock { for p in parts { p.cancel() } } }
    }
}
