import FlowRecords
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AppleHealthExport {
    /// A chunk of the export document as the reading thread hands it over: its bytes and where
    /// its line feeds are, found while the bytes were in the cache (so the scanning thread need
    /// not look for them to number its lines). Its storage is allocated once and filled again
    /// each time the chunk comes back through the pipe; only one thread uses it at a time.
    final class ExportChunk: @unchecked Sendable {
        /// The storage the bytes are read or inflated into.
        let storage: UnsafeMutableBufferPointer<UInt8>
        /// How many of its first bytes hold the chunk.
        var count = 0
        /// The index of every line feed in the chunk, in order, when `linesListed`.
        var newlines: [Int32] = []
        /// Whether `newlines` lists the chunk's line feeds (else the scanner finds them).
        var linesListed = false

        /// An empty chunk of `capacity` bytes.
        init(capacity: Int) { storage = .allocate(capacity: capacity) }

        /// The storage the next piece of a zip's entry is inflated into: that of `unfilled` (a
        /// chunk not handed over yet), else of a spare from `pipe`, else of a new chunk, which
        /// `unfilled` then holds.
        static func next(
            _ unfilled: inout ExportChunk?, from pipe: ChunkPipe<ExportChunk>, capacity: Int
        )
            -> UnsafeMutableBufferPointer<UInt8>
        {
            let chunk = unfilled ?? pipe.spare() ?? ExportChunk(capacity: capacity)
            unfilled = chunk
            return chunk.storage
        }

        deinit { storage.deallocate() }

        /// The chunk's bytes.
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: storage[0..<count]) }

        /// Fills the chunk with up to `count` bytes of `file`, from byte `offset` (nil: where the
        /// file's reads stopped), a mebibyte at a time, each piece checked for UTF-8 and its line
        /// feeds listed while it is still in the cache; returns how many came (fewer only at the end).
        func fill(from file: ReadableFile, at offset: Int64?, count: Int, _ utf8: SharedUTF8Check) throws -> Int {
            var filled = 0
            while filled < count {
                let end = min(count, filled + (1 << 20))
                let piece = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: storage[filled..<end]))
                let n = try offset.map { try file.read(into: piece, at: $0 + Int64(filled)) } ?? file.read(into: piece)
                learn(from: filled, to: filled + n, utf8)
                filled += n
                if filled < end { break }
            }
            self.count = filled
            return filled
        }

        /// Checks that `storage[from..<to]` is UTF-8 (as part of the stream) and, when asked, notes
        /// its line feeds (from 0: the chunk's first bytes, and what an earlier use noted is forgotten).
        func learn(from: Int, to: Int, _ utf8: SharedUTF8Check, listingLineFeeds: Bool = true) {
            if from == 0 {
                newlines.removeAll(keepingCapacity: true)
                linesListed = listingLineFeeds
            }
            utf8.check(UnsafeBufferPointer(rebasing: storage[from..<to]))
            guard linesListed, let base = storage.baseAddress else { return }
            // Listed into a local array (moved out and back): appending to the property itself
            // would be checked for exclusive access at every line feed.
            var list = newlines
            newlines = []
            var i = from
            while i < to, let hit = memchr(base + i, 10, to - i) {
                let at = UnsafePointer(base).distance(to: hit.assumingMemoryBound(to: UInt8.self))
                list.append(Int32(at))
                i = at + 1
            }
            newlines = list
        }
    }

    /// A UTF-8 check of the stream, run by the thread that reads it and looked at by the one
    /// that scans it.
    final class SharedUTF8Check: @unchecked Sendable {
        private let lock = NSLock()
        private var state: UTF8Check

        /// A check of the stream from byte `offset` on.
        init(startingAt offset: Int64 = 0) { state = UTF8Check(startingAt: offset) }

        /// Checks the next piece of the stream.
        func check(_ piece: UnsafeBufferPointer<UInt8>) {
            lock.lock()
            state.check(piece)
            lock.unlock()
        }

        /// Ends the stream (a character left incomplete is a fault).
        func finish() {
            lock.lock()
            state.finish()
            lock.unlock()
        }

        /// What the check has found so far.
        var result: UTF8Check { lock.withLock { state } }
    }
}
