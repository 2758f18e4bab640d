import CZlib
import Foundation

/// Zip archives no honest tool writes, built byte by byte for the tests: members whose
/// declared sizes lie, entries that share their data, a member of 10 GiB of zeros held in
/// about 10 MB (one deflated piece of zeros, flushed to a byte boundary, written again and
/// again).
enum HostileZip {
    /// One central-directory entry: its name, where its data come from, what it declares.
    struct Member {
        var name: String
        /// The compressed bytes, as pieces written `times` times each, in order.
        var pieces: [(bytes: [UInt8], times: Int)]
        /// 0 stored, 8 deflated.
        var method: UInt16 = 8
        /// The uncompressed size and CRC the archive claims.
        var declaredSize: UInt64, crc: UInt32 = 0
        /// The entry whose local header (and data) this one points at, when it shares them.
        var sharesDataOf: Int? = nil

        var compressedSize: UInt64 { pieces.reduce(0) { $0 + UInt64($1.bytes.count) * UInt64($1.times) } }
    }

    /// `count` zero bytes deflated as one full-flushed, non-final piece: it may be repeated
    /// any number of times and closed with ``end``.
    static func zeros(_ count: Int) -> [UInt8] {
        deflate([UInt8](repeating: 0, count: count), level: 9, flush: Z_FULL_FLUSH)
    }

    /// A final empty block of fixed codes (BFINAL 1, BTYPE 01, end-of-block 0000000): closes a
    /// stream of ``zeros(_:)`` pieces.
    static let end: [UInt8] = [0x03, 0x00]

    /// `text` deflated whole (a final stream).
    static func deflated(_ text: [UInt8]) -> [UInt8] { deflate(text, level: 6, flush: Z_FINISH) }

    /// Raw deflate of `input` at `level`, ended by `flush` (a full flush leaves the stream open).
    private static func deflate(_ input: [UInt8], level: Int32, flush: Int32) -> [UInt8] {
        var stream = z_stream()
        precondition(flow_deflate_init_raw(&stream, level) == Z_OK)
        defer { deflateEnd(&stream) }
        var input = input
        var output = [UInt8](repeating: 0, count: input.count + 1024)
        let produced = input.withUnsafeMutableBufferPointer { i in
            output.withUnsafeMutableBufferPointer { o in
                stream.next_in = i.baseAddress
                stream.avail_in = UInt32(i.count)
                stream.next_out = o.baseAddress
                stream.avail_out = UInt32(o.count)
                let status = CZlib.deflate(&stream, flush)
                precondition(status == (flush == Z_FINISH ? Z_STREAM_END : Z_OK))
                return o.count - Int(stream.avail_out)
            }
        }
        return Array(output.prefix(produced))
    }

    /// CRC-32 of `bytes`.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
    }

    /// Writes the archive: each member's local header and data (unless it shares another's),
    /// then the central directory (ZIP64 extra fields for sizes of 4 GiB or more) and its end.
    static func write(_ path: String, _ members: [Member]) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? out.close() }
        var offset: UInt64 = 0
        var offsets: [UInt64] = []
        func put(_ bytes: [UInt8]) throws {
            try out.write(contentsOf: bytes)
            offset += UInt64(bytes.count)
        }
        func sizes(_ m: Member) -> (field: UInt32, extra: [UInt8]) {
            m.declaredSize >= 0xFFFF_FFFF
                ? (0xFFFF_FFFF, le(1, 2) + le(8, 2) + le(m.declaredSize, 8)) : (UInt32(m.declaredSize), [])
        }
        for m in members {
            if let shared = m.sharesDataOf {
                offsets.append(offsets[shared])
                continue
            }
            offsets.append(offset)
            let (size, extra) = sizes(m)
            let name = Array(m.name.utf8)
            try put(
                le(0x0403_4B50, 4) + le(45, 2) + le(0, 2) + le(UInt64(m.method), 2) + le(0, 4) + le(UInt64(m.crc), 4)
                    + le(m.compressedSize, 4) + le(UInt64(size), 4) + le(UInt64(name.count), 2)
                    + le(UInt64(extra.count), 2) + name + extra)
            for piece in m.pieces {
                for _ in 0..<piece.times { try put(piece.bytes) }
            }
        }
        let start = offset
        for (m, at) in zip(members, offsets) {
            let (size, extra) = sizes(m)
            let name = Array(m.name.utf8)
            try put(
                le(0x0201_4B50, 4) + le(45, 2) + le(45, 2) + le(0, 2) + le(UInt64(m.method), 2) + le(0, 4)
                    + le(UInt64(m.crc), 4) + le(m.compressedSize, 4) + le(UInt64(size), 4) + le(UInt64(name.count), 2)
                    + le(UInt64(extra.count), 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(at, 4) + name + extra)
        }
        let count = UInt64(members.count)
        try put(
            le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(count, 2) + le(count, 2) + le(offset - start, 4)
                + le(start, 4) + le(0, 2))
    }

    private static func le(_ v: UInt64, _ n: Int) -> [UInt8] { (0..<n).map { UInt8((v >> (8 * UInt64($0))) & 0xFF) } }
}
