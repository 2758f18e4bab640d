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
    private var atStart = true

    init(file: String) { self.file = file }

    /// Hands every line the chunk completes to `body`, with its 1-based number.
    mutating func feed(
        _ chunk: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void
    ) throws {
        var start = 0
        if atStart {
            carried += chunk
            guard carried.count >= 3 || chunk.isEmpty else { return }
            atStart = false
            let bytes = carried
            carried = []
            let skip = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            return try bytes.withUnsafeBufferPointer { try feed(UnsafeBufferPointer(rebasing: $0[skip...]), body) }
        }
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
        if atStart {
            // A stream shorter than a byte-order mark: its bytes are cut now.
            atStart = false
            var bytes = carried
            carried = []
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            try bytes.withUnsafeBufferPointer { try feed($0, body) }
        }
        guard !carried.isEmpty else { return }
        let line = carried
        carried = []
        try line.withUnsafeBufferPointer { try emit($0[...], body) }
    }

    private mutating func emit(
        _ line: Slice<UnsafeBufferPointer<UInt8>>, _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int) throws -> Void
    ) throws {
        number += 1
        var end = line.endIndex
        if end > line.startIndex, line[end - 1] == 13 { end -= 1 }
        try body(line.base[line.startIndex..<end], number)
    }

    private func check() throws {
        guard carried.count <= TextFile.longestLine else {
            throw InputError.badLine(
                file: file, line: number + 1,
                problem: "the line is longer than \(TextFile.longestLine >> 20) MiB; no line flow reads is")
        }
    }
}
