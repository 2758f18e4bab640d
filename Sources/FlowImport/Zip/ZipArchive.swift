import CISAL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A zip archive read in place: the central directory, then one entry streamed through
/// ISA-L's inflate in chunks, so a 4 GB export never sits in memory. ZIP64 is understood.
///
/// This file and `ZipWriter.swift` are the only places flow hands pointers to zlib. After
/// `init` nothing changes but reads at explicit offsets, so one archive may be read from
/// another thread.
public final class ZipArchive: @unchecked Sendable {
    /// One file in the archive.
    public struct Entry: Sendable {
        /// The path inside the archive.
        public var name: String
        /// 0 stored, 8 deflated.
        public var method: UInt16
        /// Sizes in bytes.
        public var compressedSize: Int64, uncompressedSize: Int64
        /// CRC-32 of the uncompressed bytes.
        public var crc32: UInt32
        /// Where the entry's local header starts.
        public var localHeaderOffset: Int64
        /// General-purpose flags (bit 0: encrypted).
        public var flags: UInt16
    }

    /// The archive's path.
    public let path: String
    /// Its size in bytes.
    public let size: Int64
    /// Its entries, in central-directory order.
    public private(set) var entries: [Entry] = []
    private let fd: Int32

    /// Opens an archive and reads its central directory.
    public init(path: String) throws {
        self.path = path
        fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ImportError.unreadable(file: path, reason: String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            throw ImportError.unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        size = Int64(info.st_size)
        do { try readCentralDirectory() } catch {
            close(fd)
            throw error
        }
    }

    deinit { close(fd) }

    /// Reads `count` bytes at `offset`; fails with the offset when the file is shorter.
    func bytes(at offset: Int64, count: Int) throws -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= size, Int64(count) <= size - offset else {
            throw ImportError.badZip(
                file: path, offset: offset, problem: "the archive ends before \(count) bytes here (it is truncated)")
        }
        var out = [UInt8](repeating: 0, count: count)
        _ = try out.withUnsafeMutableBytes { try readInto($0, at: offset) }
        return out
    }

    /// A size or offset the archive claims, as a position in this file: nil when it lies
    /// beyond the file (every claimed number is checked before it is used or reserved).
    private func position(_ claimed: UInt64) -> Int64? { claimed <= UInt64(size) ? Int64(claimed) : nil }

    /// The most a deflated stream can expand (zlib's worst case is about 1032:1), so a
    /// claimed uncompressed size beyond it is a lie told before any byte is inflated.
    static let maximumDeflateRatio: Int64 = 1100

    /// The most an archive's files may hold together once inflated: 256 GiB, some fifty
    /// times the largest export seen (a 4 GB Apple export, a few-GB Takeout). More is refused
    /// before any byte is inflated, so work stays proportional to what a real export holds.
    public static let maximumTotalSize: Int64 = 256 << 30

    /// Reads the central directory: where it lies (from the end record, or the ZIP64 one), then
    /// each entry, every claimed size and offset checked against the file before it is used.
    private func readCentralDirectory() throws {
        let (count, cdSize, cdOffset, eocdAt) = try endOfCentralDirectory()
        guard let start = position(cdOffset), cdSize <= UInt64(size - start) else {
            throw ImportError.badZip(
                file: path, offset: eocdAt,
                problem: "the central directory lies past the end (the archive is truncated or lies)")
        }
        guard count <= cdSize / 46 else {
            throw ImportError.badZip(
                file: path, offset: eocdAt,
                problem: "the archive claims \(count) entries, more than its central directory holds")
        }
        let cd = try bytes(at: start, count: Int(cdSize))
        var p = 0
        for _ in 0..<Int(count) {
            let (entry, length) = try centralEntry(cd, at: p, start: start)
            entries.append(entry)
            p += length
        }
        try checkTotalSize(eocdAt: eocdAt)
        try checkOverlaps()
    }

    /// The end-of-central-directory record, searched for backwards over the last 64 KiB, and
    /// the ZIP64 record it points to when a field is too small: the entry count, the central
    /// directory's size and offset as claimed, and where the record lies.
    private func endOfCentralDirectory() throws -> (count: UInt64, size: UInt64, offset: UInt64, at: Int64) {
        let tailLength = Int(min(size, 65_557))
        let tail = try bytes(at: size - Int64(tailLength), count: tailLength)
        guard tailLength >= 22,
            let eocd = stride(from: tailLength - 22, through: 0, by: -1).first(where: { le32(tail, $0) == 0x0605_4B50 })
        else {
            throw ImportError.badZip(
                file: path, offset: size, problem: "not a zip archive, or truncated: no end-of-central-directory record"
            )
        }
        let eocdAt = size - Int64(tailLength) + Int64(eocd)
        let count = UInt64(le16(tail, eocd + 10))
        let cdSize = UInt64(le32(tail, eocd + 12))
        let cdOffset = UInt64(le32(tail, eocd + 16))
        guard count == 0xFFFF || cdSize == 0xFFFF_FFFF || cdOffset == 0xFFFF_FFFF, eocd >= 20,
            le32(tail, eocd - 20) == 0x0706_4B50
        else { return (count, cdSize, cdOffset, eocdAt) }
        guard let zip64At = position(le64(tail, eocd - 20 + 8)) else {
            throw ImportError.badZip(
                file: path, offset: eocdAt - 20, problem: "the ZIP64 locator points past the end of the archive")
        }
        let record = try bytes(at: zip64At, count: 56)
        guard le32(record, 0) == 0x0606_4B50 else {
            throw ImportError.badZip(file: path, offset: zip64At, problem: "bad ZIP64 end-of-central-directory record")
        }
        return (le64(record, 32), le64(record, 40), le64(record, 48), eocdAt)
    }

    /// The central directory's entry at `p` (the directory starting at `start` in the file),
    /// and its length there. Its offset and compressed size must lie inside the file, and its
    /// claimed uncompressed size within what those compressed bytes can give.
    private func centralEntry(_ cd: [UInt8], at p: Int, start: Int64) throws -> (Entry, length: Int) {
        guard p + 46 <= cd.count, le32(cd, p) == 0x0201_4B50 else {
            throw ImportError.badZip(file: path, offset: start + Int64(p), problem: "bad central directory entry")
        }
        let at = start + Int64(p)
        let nameLength = Int(le16(cd, p + 28))
        let extraLength = Int(le16(cd, p + 30))
        let commentLength = Int(le16(cd, p + 32))
        guard p + 46 + nameLength + extraLength + commentLength <= cd.count else {
            throw ImportError.badZip(file: path, offset: at, problem: "central directory entry runs past its end")
        }
        let name = String(decoding: cd[(p + 46)..<(p + 46 + nameLength)], as: UTF8.self)
        let (uncompressed, compressed, local) = ZipArchive.zip64Fields(
            cd, extra: (p + 46 + nameLength)..<(p + 46 + nameLength + extraLength),
            uncompressed: UInt64(le32(cd, p + 24)), compressed: UInt64(le32(cd, p + 20)),
            local: UInt64(le32(cd, p + 42)))
        guard let localAt = position(local), let compressedSize = position(compressed) else {
            throw ImportError.badZip(
                file: path, offset: at, problem: "\(name) claims a size or offset past the end of the archive")
        }
        let method = le16(cd, p + 10)
        let limit =
            method == 0
            ? UInt64(compressedSize) : UInt64(compressedSize) * UInt64(ZipArchive.maximumDeflateRatio) + 1024
        guard uncompressed <= limit else {
            throw ImportError.badZip(
                file: path, offset: at,
                problem:
                    "\(name) claims \(uncompressed) bytes, more than its \(compressedSize) compressed bytes can hold")
        }
        let entry = Entry(
            name: name, method: method, compressedSize: compressedSize, uncompressedSize: Int64(uncompressed),
            crc32: le32(cd, p + 16), localHeaderOffset: localAt, flags: le16(cd, p + 8))
        return (entry, 46 + nameLength + extraLength + commentLength)
    }

    /// The ZIP64 extra field (id 1) in `extra`: 8-byte values for those of the three fields
    /// set to 0xFFFFFFFF, in this order; the others are kept as given.
    static func zip64Fields(
        _ cd: [UInt8], extra: Range<Int>, uncompressed: UInt64, compressed: UInt64, local: UInt64
    ) -> (uncompressed: UInt64, compressed: UInt64, local: UInt64) {
        var (uncompressed, compressed, local) = (uncompressed, compressed, local)
        var e = extra.lowerBound
        while e + 4 <= extra.upperBound {
            let length = Int(le16(cd, e + 2))
            if le16(cd, e) == 0x0001 {
                var q = e + 4
                let end = min(e + 4 + length, extra.upperBound)
                if uncompressed == 0xFFFF_FFFF, q + 8 <= end {
                    uncompressed = le64(cd, q)
                    q += 8
                }
                if compressed == 0xFFFF_FFFF, q + 8 <= end {
                    compressed = le64(cd, q)
                    q += 8
                }
                if local == 0xFFFF_FFFF, q + 8 <= end { local = le64(cd, q) }
            }
            e += 4 + length
        }
        return (uncompressed, compressed, local)
    }

    /// Refuses an archive whose files together claim more than ``maximumTotalSize``.
    private func checkTotalSize(eocdAt: Int64) throws {
        var total: Int64 = 0
        for entry in entries {
            total += entry.uncompressedSize
            guard total <= ZipArchive.maximumTotalSize else {
                throw ImportError.badZip(
                    file: path, offset: eocdAt,
                    problem: "its files claim more than \(ZipArchive.maximumTotalSize >> 30) GiB once inflated, "
                        + "more than any export holds")
            }
        }
    }

    /// Refuses entries whose data overlap: each entry's local header and compressed bytes
    /// (at least 30 + its compressed size) must end before the next entry's header starts, so
    /// no byte of the archive is inflated twice (a thousand entries pointing at one member
    /// would otherwise inflate it a thousand times).
    private func checkOverlaps() throws {
        let byOffset = entries.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
        for (a, b) in zip(byOffset, byOffset.dropFirst())
        where a.localHeaderOffset + 30 + a.compressedSize > b.localHeaderOffset {
            throw ImportError.badZip(
                file: path, offset: b.localHeaderOffset,
                problem: "\(a.name) and \(b.name) overlap (their data share bytes of the archive)")
        }
    }

    /// Streams an entry's uncompressed bytes to `body` in chunks; the CRC is checked at the end.
    public func forEachChunk(
        of entry: Entry, chunkSize: Int = 1 << 20, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize * 4)
        defer { output.deallocate() }
        try forEachChunk(
            of: entry, chunkSize: chunkSize, into: { output },
            filled: { count in try body(UnsafeBufferPointer(rebasing: output[0..<count])) })
    }

    /// Streams an entry's uncompressed bytes into buffers the caller provides: `next` gives the
    /// buffer for the next piece (the caller's own storage, so nothing is copied on the way),
    /// and `filled` says how many of its first bytes hold it. `chunkSize` is how much of the
    /// archive is read at a time. The CRC is checked at the end.
    public func forEachChunk(
        of entry: Entry, chunkSize: Int = 1 << 20, into next: () -> UnsafeMutableBufferPointer<UInt8>,
        filled: (Int) throws -> Void
    ) throws {
        let start = try dataOffset(of: entry)
        let streamed: Streamed
        switch entry.method {
        case 0: streamed = try copyStored(entry, from: start, into: next, filled: filled)
        case 8: streamed = try inflate(entry, from: start, chunkSize: chunkSize, into: next, filled: filled)
        default:
            throw ImportError.badZip(
                file: path, offset: entry.localHeaderOffset,
                problem: "\(entry.name) uses compression method \(entry.method), which flow does not read")
        }
        guard streamed.crc == entry.crc32, streamed.produced == entry.uncompressedSize else {
            throw ImportError.badZip(
                file: path, offset: streamed.offset,
                problem: "\(entry.name) fails its CRC or size check (the archive is damaged)")
        }
    }

    /// What streaming an entry gave: the CRC of its bytes, how many, and where the reading ended.
    private struct Streamed {
        var crc: UInt32 = 0
        var produced: Int64 = 0
        var offset: Int64
    }

    /// Where an entry's data start: after its local header (which must be one, for an entry
    /// that is not encrypted), with the data inside the file.
    private func dataOffset(of entry: Entry) throws -> Int64 {
        guard entry.flags & 1 == 0 else {
            throw ImportError.badZip(file: path, offset: entry.localHeaderOffset, problem: "\(entry.name) is encrypted")
        }
        let local = try bytes(at: entry.localHeaderOffset, count: 30)
        guard le32(local, 0) == 0x0403_4B50 else {
            throw ImportError.badZip(
                file: path, offset: entry.localHeaderOffset, problem: "bad local header for \(entry.name)")
        }
        let offset = entry.localHeaderOffset + 30 + Int64(le16(local, 26)) + Int64(le16(local, 28))
        guard offset <= size, entry.compressedSize <= size - offset else {
            throw ImportError.badZip(
                file: path, offset: size, problem: "\(entry.name) runs past the end of the archive (it is truncated)")
        }
        return offset
    }

    /// A stored entry's bytes, read straight into the caller's buffers.
    private func copyStored(
        _ entry: Entry, from offset: Int64, into next: () -> UnsafeMutableBufferPointer<UInt8>,
        filled: (Int) throws -> Void
    ) throws -> Streamed {
        guard entry.compressedSize == entry.uncompressedSize else {
            throw ImportError.badZip(
                file: path, offset: entry.localHeaderOffset,
                problem: "\(entry.name) is stored with \(entry.compressedSize) bytes but declares "
                    + "\(entry.uncompressedSize) (the archive is damaged)")
        }
        var streamed = Streamed(offset: offset)
        var remaining = entry.compressedSize
        while remaining > 0 {
            let output = next()
            let n = Int(min(Int64(output.count), remaining))
            let got = try readInto(
                UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: output[0..<n])), at: streamed.offset)
            streamed.crc = crc32_gzip_refl(streamed.crc, output.baseAddress, UInt64(got))
            try filled(got)
            streamed.offset += Int64(got)
            remaining -= Int64(got)
            streamed.produced += Int64(got)
        }
        return streamed
    }

    /// A deflated entry through ISA-L's inflate (several times zlib's speed), keeping the CRC of
    /// the output as it goes. ISA-L keeps the history window itself, so each call may write
    /// into another buffer. Inflating past the declared size stops at once.
    private func inflate(
        _ entry: Entry, from offset: Int64, chunkSize: Int, into next: () -> UnsafeMutableBufferPointer<UInt8>,
        filled: (Int) throws -> Void
    ) throws -> Streamed {
        let state = UnsafeMutablePointer<inflate_state>.allocate(capacity: 1)
        defer { state.deallocate() }
        isal_inflate_init(state)
        state.pointee.crc_flag = UInt32(ISAL_GZIP_NO_HDR)
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { input.deallocate() }
        var streamed = Streamed(offset: offset)
        var remaining = entry.compressedSize
        var finished = false
        while !finished {
            guard remaining > 0 else {
                throw ImportError.badZip(
                    file: path, offset: streamed.offset,
                    problem: "\(entry.name) ends before its compressed data does (truncated)")
            }
            let n = Int(min(Int64(chunkSize), remaining))
            let got = try readInto(
                UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: input[0..<n])), at: streamed.offset)
            streamed.offset += Int64(got)
            remaining -= Int64(got)
            state.pointee.next_in = input.baseAddress
            state.pointee.avail_in = UInt32(got)
            repeat {
                let output = next()
                state.pointee.next_out = output.baseAddress
                state.pointee.avail_out = UInt32(output.count)
                let status = isal_inflate(state)
                let count = output.count - Int(state.pointee.avail_out)
                let at = streamed.offset - Int64(state.pointee.avail_in)
                guard status >= 0 else {
                    throw ImportError.badZip(
                        file: path, offset: at, problem: "\(entry.name) is corrupt (ISA-L inflate error \(status))")
                }
                guard Int64(count) <= entry.uncompressedSize - streamed.produced else {
                    throw ImportError.badZip(
                        file: path, offset: at,
                        problem: "\(entry.name) inflates to more than the \(entry.uncompressedSize) bytes "
                            + "it declares (the archive is damaged or hostile)")
                }
                if count > 0 {
                    try filled(count)
                    streamed.produced += Int64(count)
                }
                if state.pointee.block_state == ISAL_BLOCK_FINISH {
                    finished = true
                    break
                }
                if count == 0 { break }
            } while state.pointee.avail_in > 0 || state.pointee.avail_out == 0
        }
        streamed.crc = state.pointee.crc
        return streamed
    }

    /// Up to `limit` leading uncompressed bytes of an entry (to look at its root element).
    public func prefix(of entry: Entry, limit: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        do {
            try forEachChunk(of: entry, chunkSize: 16_384) { chunk in
                out.append(contentsOf: chunk.prefix(limit - out.count))
                if out.count >= limit { throw StopEarly() }
            }
        } catch is StopEarly {}
        return out
    }

    private struct StopEarly: Error {}

    private func readInto(_ buffer: UnsafeMutableRawBufferPointer, at offset: Int64) throws -> Int {
        let count = buffer.count
        var done = 0
        while done < count {
            let got = pread(fd, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            guard got > 0 else {
                throw ImportError.badZip(
                    file: path, offset: offset + Int64(done), problem: "unexpected end of the archive")
            }
            done += got
        }
        return done
    }
}

func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
func le32(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(le16(b, i)) | UInt32(le16(b, i + 2)) << 16 }
func le64(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(le32(b, i)) | UInt64(le32(b, i + 4)) << 32 }
