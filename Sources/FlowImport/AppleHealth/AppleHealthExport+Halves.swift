import FlowRecords
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A large bare `export.xml` read in two parts at once, one a core: the later part from the
/// first top-level record past the middle, into a log that is played into the collector once
/// the earlier part is read. The join is taken only when the earlier part's scan really stands
/// between two records at the cut, with the export date the later part supposed; otherwise the
/// later part's work is dropped and the earlier scan goes on through it, as one thread would.
/// Either way the history and report are those of one thread reading the whole file.
extension AppleHealthExport {
    /// The smallest document read in two parts: 64 MiB (a smaller one is read soon enough).
    static let halvesFrom: Int64 = 64 << 20

    /// Where a document of `size` bytes is cut: the `<` of the first line ` <Record ` (a record
    /// among the root's children, as Apple indents them) at or after 40 % of it, looked for in
    /// the 64 KiB there, then in the 4 MiB; nil when there is none. The earlier part's thread
    /// also plays the later part's log into the collector, so it is given less to scan
    /// (measured: at 45 % the later part's log waited to be played, at 35 % the earlier thread
    /// waited for it).
    static func cut(of file: ReadableFile, size: Int64) throws -> Int64? {
        let middle = size * 2 / 5
        for length in [1 << 16, 1 << 22] {
            // Not zeroed first: a window of 4 MiB written twice cost as much as the thread's start.
            let window = try [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
                count = try file.read(into: UnsafeMutableRawBufferPointer(buffer), at: middle)
            }
            if let at = window.withUnsafeBufferPointer({ firstRecordLine(in: $0) }) { return middle + Int64(at) }
            if window.count < length { return nil }  // the end of the file
        }
        return nil
    }

    /// The index of the `<` of the first line ` <Record ` in `bytes` (a record among the root's
    /// children, as Apple indents them), or nil: where a document may be cut into parts.
    /// - Complexity: O(bytes), line feeds found with `memchr`.
    static func firstRecordLine(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let marker: StaticString = "\n <Record "
        guard let base = bytes.baseAddress else { return nil }
        var i = 0
        while i + marker.utf8CodeUnitCount <= bytes.count, let hit = memchr(base + i, 10, bytes.count - i) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard at + marker.utf8CodeUnitCount <= bytes.count else { return nil }
            if memcmp(base + at, marker.utf8Start, marker.utf8CodeUnitCount) == 0 { return at + 2 }
            i = at + 1
        }
        return nil
    }

    /// Reads the document `file` (`size` bytes, named `name`) in two parts cut at `cut`; says
    /// whether the parts were joined (false: the earlier scan went on through the later part).
    static func readInHalves(
        _ file: ReadableFile, name: String, size: Int64, cut: Int64, progress: Progress?
    ) throws -> (history: RecordHistory, report: ImportReport, joined: Bool) {
        var head = [UInt8](repeating: 0, count: 65_536)
        let got = try head.withUnsafeMutableBytes { try file.read(into: $0, at: 0) }
        head.removeSubrange(got...)
        let supposedDate = exportDate(head: head)
        let later = LaterPart(name: name, from: cut, exportDate: supposedDate)
        later.start(reading: file)
        // The collector's tables, sized for the whole file, are made while the later part reads.
        var reader = AppleHealthReader(file: name, size: size)
        head.withUnsafeBufferPointer { reader.exportVersion = AppleHealthReader.exportVersion(head: $0) }

        var scanner = XMLScanner(file: name, writerAttributes: AppleHealthReader.writerAttributes)
        scanner.recovers = true
        let utf8 = SharedUTF8Check()
        let chunk = ExportChunk(capacity: chunkSize)
        do {
            try feed(file, from: 0, to: cut, chunk: chunk, utf8: utf8, &scanner, &reader) { at, _ in
                progress?(at + later.done, size)
            }
        } catch {
            later.cancel()
            later.wait()
            throw error
        }
        var joined = false
        if reader.standsBetweenRecords(with: scanner), reader.exportDate == supposedDate {
            // Joined: what the later part logs is played here batch by batch while it reads on.
            let shift = scanner.nextLine - 1
            reader.play(later, lineShift: shift) { progress?(cut + later.done, size) }
            later.wait()
            let (laterReader, laterScanner, failure) = later.outcome
            if let failure { throw shifted(failure, by: shift) }
            reader.absorb(laterReader)
            scanner.absorb(laterScanner)
            joined = true
        } else {
            later.cancel()
            later.wait()
            try feed(file, from: cut, to: nil, chunk: chunk, utf8: utf8, &scanner, &reader) { at, _ in
                progress?(at, size)
            }
            try finishDocument(utf8, &scanner, &reader)
        }
        reader.note(scanner)
        let (history, report) = try reader.finish()
        return (history, report, joined)
    }

    /// The export date the document's head names (`<ExportDate value="…"/>`), read as the reader
    /// reads it; nil when the head has none or it is not a time (the reader then has none either).
    static func exportDate(head: [UInt8]) -> Timestamp? {
        let key = Array("<ExportDate value=\"".utf8)
        guard let at = AppleHealthReader.offset(of: key, in: head[...]) else { return nil }
        let value = head[(at + key.count)...].prefix { $0 != 34 }
        guard case .success(let t) = AppleHealthReader.time(String(decoding: value, as: UTF8.self)) else { return nil }
        return t
    }

    /// Reads `file` from byte `offset` to `end` (nil: to its end) a chunk at a time, checking each
    /// piece for UTF-8 and listing its line feeds while it is in the cache, and scans it; calls
    /// `read` after each chunk with the offset reached and the reader.
    static func feed<Sink: RecordSink>(
        _ file: ReadableFile, from offset: Int64, to end: Int64?, chunk: ExportChunk, utf8: SharedUTF8Check,
        _ scanner: inout XMLScanner, _ reader: inout AppleHealthHandler<Sink>, stop: () -> Bool = { false },
        read: (Int64, inout AppleHealthHandler<Sink>) -> Void
    ) throws {
        var at = offset
        while end.map({ at < $0 }) ?? true, !stop() {
            let want = end.map { Int(min(Int64(chunkSize), $0 - at)) } ?? chunkSize
            let filled = try chunk.fill(from: file, at: at, count: want, utf8)
            if filled == 0 { return }
            scanner.checked(utf8.result)
            try chunk.newlines.withUnsafeBufferPointer { try scanner.feed(chunk.bytes, newlines: $0, &reader) }
            at += Int64(filled)
            read(at, &reader)
            if filled < want { return }
        }
    }

    /// The document read to its end by this thread: its UTF-8 checked to the last byte (`utf8`
    /// ended, if it was not), the scanner finished.
    static func finishDocument(
        _ utf8: SharedUTF8Check, _ scanner: inout XMLScanner, _ reader: inout AppleHealthReader
    ) throws {
        utf8.finish()
        scanner.checked(utf8.result)
        try scanner.finish(&reader)
    }

    /// An error of the later part, its line counted in the document.
    static func shifted(_ error: Error, by lines: Int) -> Error {
        guard case ImportError.badXML(let file, let offset, let line, let problem) = error else { return error }
        return ImportError.badXML(file: file, offset: offset, line: line + lines, problem: problem)
    }

    /// A later part, read into a log handed over a chunk's batch at a time: on a thread of its
    /// own from a file (`start`), or by the thread that inflates a zip (`scan`, then `end` at the
    /// document's end or `stop` at a line where the part gives way to the scanning thread again).
    final class LaterPart: @unchecked Sendable {
        /// The document's byte the part starts at.
        let from: Int64
        /// The export date the part supposed (the document's head's).
        let exportDate: Timestamp?
        /// The part's UTF-8 check: its own from the cut, or the stream's when one thread checks all.
        let utf8: SharedUTF8Check
        private var reader: AppleHealthHandler<RecordLog>
        private var scanner: XMLScanner
        private var failure: Error?
        private let condition = NSCondition()
        private var batches: [[RecordLog.Event]] = []
        private var ended = false
        private var bytesDone: Int64 = 0
        private var cancelled = false
        /// The bytes `scan` was given (touched by the scanning thread only).
        private var scanned: Int64 = 0
        /// Set by `stop`: whether the part ended between two of the root's children, nothing pending.
        private var stoppedBetweenChildren = false
        /// Set by `end`: the part was read to the document's end.
        private var ranToEnd = false

        init(name: String, from: Int64, exportDate: Timestamp?, utf8: SharedUTF8Check? = nil) {
            self.from = from
            self.exportDate = exportDate
            self.utf8 = utf8 ?? SharedUTF8Check(startingAt: from)
            reader = AppleHealthHandler(file: name, sink: RecordLog())
            reader.exportDate = exportDate
            scanner = XMLScanner(
                file: name, writerAttributes: AppleHealthReader.writerAttributes, continuingAt: from,
                inside: Array("HealthData".utf8))
            scanner.recovers = true
        }

        /// Reads `file` from the cut to its end on a thread of its own.
        func start(reading file: ReadableFile) { Thread { self.read(file) }.start() }

        private func read(_ file: ReadableFile) {
            do {
                try AppleHealthExport.feed(
                    file, from: from, to: nil, chunk: ExportChunk(capacity: chunkSize), utf8: utf8, &scanner, &reader,
                    stop: { isCancelled },
                    read: { at, reader in hand(reader.takeEvents(), done: at - from) })
                try finishReading()
            } catch {
                failure = error
            }
            hand(reader.takeEvents(), done: nil)
        }

        /// The caller's thread: scans the part's next bytes (already checked by `utf8`) and hands
        /// over what they logged.
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            scanner.checked(utf8.result)
            try scanner.feed(bytes, &reader)
            scanned += Int64(bytes.count)
            hand(reader.takeEvents(), done: scanned)
        }

        /// The caller's thread: the part is read to the document's end.
        func end() {
            ranToEnd = true
            do { try finishReading() } catch { failure = error }
            hand(reader.takeEvents(), done: nil)
        }

        /// The caller's thread: the part ends here, inside the document (`failure`: or stopped by it).
        func stop(failure error: Error? = nil) {
            failure = error
            stoppedBetweenChildren = reader.standsBetweenRecords(with: scanner)
            hand(reader.takeEvents(), done: nil)
        }

        /// The end of the document: its UTF-8 checked to the last byte, the scanner finished
        /// (unless the part was given up).
        private func finishReading() throws {
            utf8.finish()
            scanner.checked(utf8.result)
            if !isCancelled { try scanner.finish(&reader) }
        }

        /// Whether the part was given up.
        var isCancelled: Bool { condition.withLock { cancelled } }

        /// Whether a part that was stopped ended between two of the root's children (after `wait`).
        var endsBetweenChildren: Bool { stoppedBetweenChildren }
        /// Whether the part was read to the document's end (after `wait`).
        var reachedEnd: Bool { ranToEnd }

        /// Hands a batch over (the last one when `done` is nil).
        private func hand(_ batch: [RecordLog.Event], done: Int64?) {
            condition.withLock {
                if !batch.isEmpty { batches.append(batch) }
                if let done { bytesDone = done } else { ended = true }
                condition.broadcast()
            }
        }

        /// The next batch the part logged, waiting for it; nil once the part is read and every
        /// batch taken.
        func nextBatch() -> [RecordLog.Event]? {
            condition.withLock {
                while batches.isEmpty && !ended { condition.wait() }
                return batches.isEmpty ? nil : batches.removeFirst()
            }
        }

        /// The bytes read so far.
        var done: Int64 { condition.withLock { bytesDone } }
        /// Asks the reading to stop at the next chunk.
        func cancel() { condition.withLock { cancelled = true } }
        /// Waits until the reading is over (its last batch handed over; the thread touches nothing after).
        func wait() { condition.withLock { while !ended { condition.wait() } } }
        /// The part's reader and scanner as they ended, with the error that stopped them (after `wait`).
        var outcome: (AppleHealthHandler<RecordLog>, XMLScanner, Error?) { (reader, scanner, failure) }
    }
}
