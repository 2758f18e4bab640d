#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streams a text file line by line in fixed-size chunks, so a large history never sits
/// in memory whole. Lines end with `\n`; a trailing `\r` is removed; a UTF-8 byte-order
/// mark at the start is skipped.
public enum TextFile {
    /// The folder a path lies in ("." for a bare name, "/" at the root): where a file's
    /// temporary sibling, or a library's write-ahead log, is made.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Calls `body` with a file's bytes in chunks of up to `chunkSize`.
    public static func forEachChunk(
        path: String, chunkSize: Int = 1 << 22, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let file = try ReadableFile(path)
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let got = try buffer.withUnsafeMutableBytes { try file.read(into: $0) }
            if got == 0 { return }
            try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<got])) }
        }
    }

    /// Up to `count` leading bytes of a file (empty when it cannot be read).
    public static func prefix(path: String, count: Int) -> [UInt8] {
        guard let file = try? ReadableFile(path) else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        guard let got = try? buffer.withUnsafeMutableBytes({ try file.read(into: $0) }) else { return [] }
        return Array(buffer[0..<got])
    }

    /// Calls `body` with each line of in-memory text, as `forEachLine(path:)` does for a file.
    /// - Complexity: O(n), on the text's UTF-8 bytes without copying them.
    public static func forEachLine(text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void) throws
    {
        var text = text
        try text.withUTF8 { all in
            var number = 0
            var start = 0
            while true {
                var end = start
                while end < all.count, all[end] != 10 { end += 1 }
                number += 1
                var e = end
                if e > start, all[e - 1] == 13 { e -= 1 }
                try body(all[start..<e], number)
                guard end < all.count else { break }
                start = end + 1
            }
        }
    }

    /// The size of a file in bytes, or 0 when it cannot be read.
    public static func size(path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The longest line read: 16 MiB, far beyond any line of a records CSV, labels file or
    /// feature table, so one endless line cannot take memory without bound.
    public static let longestLine = 16 << 20

    /// Calls `body` with each line's bytes and its 1-based line number.
    /// Throws `InputError.missing` or `.unreadable`, `.badLine` for a line over
    /// `longestLine`, or whatever `body` throws.
    public static func forEachLine(
        path: String,
        chunkSize: Int = 1 << 18,
        _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void
    ) throws {
        let file = try ReadableFile(path)
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var carried = 0  // bytes of an unfinished line kept at the buffer's start
        var lineNumber = 0
        var atStart = true
        while true {
            if carried == buffer.count {
                guard buffer.count < longestLine else {
                    throw InputError.badLine(
                        file: path, line: lineNumber + 1,
                        problem: "the line is longer than \(longestLine >> 20) MiB; no line flow reads is")
                }
                buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count))
            }
            let got = try buffer.withUnsafeMutableBytes { raw in
                try file.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[carried...]))
            }
            let filled = carried + got
            let eof = got == 0
            var consumed = 0
            try buffer.withUnsafeBufferPointer { all in
                var lineStart = 0
                if atStart, filled >= 3, all[0] == 0xEF, all[1] == 0xBB, all[2] == 0xBF { lineStart = 3 }
                if filled > 0 { atStart = false }
                let base = all.baseAddress!
                while lineStart < filled,
                    let hit = memchr(base + lineStart, 10, filled - lineStart)
                {
                    let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    var e = i
                    if e > lineStart, all[e - 1] == 13 { e -= 1 }
                    lineNumber += 1
                    try body(all[lineStart..<e], lineNumber)
                    lineStart = i + 1
                }
                if eof, lineStart < filled {
                    var e = filled
                    if all[e - 1] == 13 { e -= 1 }
                    lineNumber += 1
                    try body(all[lineStart..<e], lineNumber)
                    lineStart = filled
                }
                consumed = lineStart
            }
            if eof { break }
            let rest = filled - consumed
            if rest > 0, consumed > 0 {
                buffer.withUnsafeMutableBytes { raw in
                    let base = raw.baseAddress!
                    memmove(base, base + consumed, rest)
                }
            }
            carried = rest
        }
    }
}
