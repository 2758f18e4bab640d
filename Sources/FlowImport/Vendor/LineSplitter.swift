import FlowRecords

/// Cuts a stream of chunks into lines, as `TextFile.forEachLine` cuts a file: lines end with
/// `\n`, a `\r` before it is dropped, a UTF-8 byte-order mark at the start is skipped, and a
/// line longer than `TextFile.longestLine` is an error naming the file. A line split across
/// chunks is carried to the next one; a line within one chunk is handed on without a copy.
struct LineSplitter {
    /// How messages name the file.
    let file: String
    private var carried: [UInt8] = []
    private var number = 0

    init(file: String) { self.file = file }

    /// Hands every line the chunk completes to `body`, with its 1-based number.
    mutating func feed(
        _ chunk: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void
    ) throws {
        var start = 0
        while let newline = chunk[start...].firstIndex(of: 10) {
            if carried.isEmpty {
                try emit(chunk[start..<newline], body)
            } else {
                carried += chunk[start..<newline]
                try check()
                let line = carried
                carried = []
                try line.withUnsafeBufferPointer { try emit($0[...], body) }
            }
            start = newline + 1
        }
        carried += chunk[start...]
        try check()
    }

    /// Hands on the last line when the stream did not end with `\n`.
    mutating func finish(_ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void) throws {
        guard !carried.isEmpty else { return }
        let line = carried
        carried = []
        try line.withUnsafeBufferPointer { try emit($0[...], body) }
    }

    private mutating func emit(
        _ line: Slice<UnsafeBufferPointer<UInt8>>, _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void
    ) throws {
        number += 1
        // The first line is whole here however the chunks cut it: its byte-order mark is dropped.
        var start = line.startIndex
        if number == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        var end = line.endIndex
        if end > start, line[end - 1] == 13 { end -= 1 }
        try body(line.base[start..<end], number)
    }

    private func check() throws {
        guard carried.count <= TextFile.longestLine else {
            throw InputError.badLine(
                file: file, line: number + 1,
                problem: "the line is longer than \(TextFile.longestLine >> 20) MiB; no line flow reads is")
        }
    }
}
