import FlowRecords

/// One step of the path to a value inside a JSON document: an object's key or an array's index.
enum JSONPathStep: Equatable {
    case key(String)
    case index(Int)
}

/// Walks a JSON document of any size chunk by chunk and validates all of it, holding only
/// the value being read: the containers the caller asks to have whole (a metric's entry, a
/// few hundred bytes), and every scalar. Others are walked into, so a 2 GB array of entries
/// costs the memory of one entry.
///
/// The caller is told each value it asked for or each scalar with its path, and the end of
/// every container walked into, in document order.
struct JSONStream {
    /// What the stream tells its caller.
    enum Event {
        /// A whole value: a scalar, or a container `whole` chose; its path and where it started.
        case value([JSONPathStep], JSONValue, offset: Int64)
        /// A container walked into has ended.
        case end([JSONPathStep])
    }

    /// The largest value held whole: 16 MiB, far beyond any entry a wearable's export writes.
    static let largestValue = 16 << 20

    private struct Frame {
        var isObject: Bool
        var key: String?
        var index = -1
        /// Object: after `{` or `,` a key is expected; after the key, the `:`; then a value.
        var expectsKey = true, expectsColon = false, expectsValue = false
        /// After a value: `,` or the closing bracket.
        var afterValue = false
        var isEmpty = true
    }

    private var frames: [Frame] = []
    private var started = false, finished = false
    private var offset: Int64 = 0
    /// The value being held: its bytes, where it started, its depth and string state.
    private var held: [UInt8] = []
    private var holding = false, heldIsKey = false, heldIsScalar = false
    private var heldStart: Int64 = 0
    private var heldDepth = 0
    private var inString = false, escaped = false
    let file: String
    /// Whether the container starting at this path is to be held whole (else walked into).
    let whole: ([JSONPathStep]) -> Bool

    init(file: String, whole: @escaping ([JSONPathStep]) -> Bool) { (self.file, self.whole) = (file, whole) }

    private func fail(_ at: Int64, _ problem: String) -> ImportError {
        .badJSON(file: file, problem: "invalid JSON at byte \(at): \(problem)")
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 10 || c == 13 || c == 9 }

    /// The path of the value about to start.
    private var path: [JSONPathStep] {
        frames.map { $0.isObject ? .key($0.key ?? "") : .index($0.index) }
    }

    /// Takes the next chunk, telling `body` each event completed in it.
    mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (Event) throws -> Void) throws {
        var i = 0
        let bytes = chunk.baseAddress
        while i < chunk.count, let bytes {
            let at = offset + Int64(i)
            if holding {
                i = try hold(bytes, i, chunk.count, body)
                continue
            }
            let c = bytes[i]
            i += 1
            if JSONStream.isSpace(c) { continue }
            if !started, at < 3, c == [0xEF, 0xBB, 0xBF][Int(at)] { continue }  // a byte-order mark
            if finished { throw fail(at, "text after the document") }
            try structure(c, at: at, body)
        }
        offset += Int64(chunk.count)
    }

    /// A byte outside any held value: brackets, commas, colons, or the start of a value.
    private mutating func structure(_ c: UInt8, at: Int64, _ body: (Event) throws -> Void) throws {
        guard var top = frames.last else {
            guard !started else { throw fail(at, "text after the document") }
            started = true
            return try startValue(c, at: at, body)
        }
        if top.expectsColon {
            guard c == UInt8(ascii: ":") else { throw fail(at, "expected : after a key") }
            top.expectsColon = false
            top.expectsValue = true
            frames[frames.count - 1] = top
            return
        }
        if top.afterValue {
            let close = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if c == UInt8(ascii: ",") {
                top.afterValue = false
                if top.isObject { top.expectsKey = true } else { top.expectsValue = true }
                top.isEmpty = false
                frames[frames.count - 1] = top
                return
            }
            guard c == close else { throw fail(at, "expected , or \(Character(UnicodeScalar(close)))") }
            return try endContainer(body)
        }
        if top.isObject && top.expectsKey {
            if c == UInt8(ascii: "}") && top.isEmpty { return try endContainer(body) }
            guard c == UInt8(ascii: "\"") else { throw fail(at, "expected a key") }
            top.expectsKey = false
            frames[frames.count - 1] = top
            beginHolding(c, at: at, key: true)
            return
        }
        // An array's next element, or an object's value after its colon.
        if !top.isObject && c == UInt8(ascii: "]") && top.isEmpty && top.index == -1 { return try endContainer(body) }
        if !top.isObject { top.index += 1 }
        top.expectsValue = false
        frames[frames.count - 1] = top
        try startValue(c, at: at, body)
    }

    /// A value starts with `c`: a container walked into or held whole, or a scalar held.
    private mutating func startValue(_ c: UInt8, at: Int64, _ body: (Event) throws -> Void) throws {
        if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
            if whole(path) {
                beginHolding(c, at: at, key: false)
                heldDepth = 1
                return
            }
            frames.append(Frame(isObject: c == UInt8(ascii: "{"), expectsKey: c == UInt8(ascii: "{")))
            return
        }
        guard
            c == UInt8(ascii: "\"") || c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "t")
                || c == UInt8(ascii: "f") || c == UInt8(ascii: "n")
        else { throw fail(at, "expected a value") }
        beginHolding(c, at: at, key: false)
        heldIsScalar = true
    }

    private mutating func beginHolding(_ c: UInt8, at: Int64, key: Bool) {
        held.removeAll(keepingCapacity: true)
        held.append(c)
        (holding, heldIsKey, heldIsScalar, heldStart, heldDepth) = (true, key, false, at, 0)
        (inString, escaped) = (c == UInt8(ascii: "\""), false)
    }

    /// Copies the held value's bytes from `i` until it ends (or the chunk does); returns where
    /// reading goes on (at the byte after a closing quote or bracket, or at the delimiter that
    /// ends a number or literal, which belongs to the structure around it).
    private mutating func hold(
        _ bytes: UnsafePointer<UInt8>, _ i: Int, _ count: Int, _ body: (Event) throws -> Void
    ) throws -> Int {
        var j = i
        var (inString, escaped, depth) = (self.inString, self.escaped, heldDepth)
        let bare = heldIsScalarNumberOrLiteral
        var done = false
        while j < count {
            let b = bytes[j]
            if inString {
                if escaped {
                    escaped = false
                } else if b == UInt8(ascii: "\\") {
                    escaped = true
                } else if b == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 {
                        (done, j) = (true, j + 1)
                        break
                    }
                }
            } else if bare {
                if JSONStream.isSpace(b) || b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]")
                    || b == UInt8(ascii: ":")
                {
                    done = true
                    break
                }
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                depth += 1
            } else if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 {
                    (done, j) = (true, j + 1)
                    break
                }
            }
            j += 1
        }
        held.append(contentsOf: UnsafeBufferPointer(start: bytes + i, count: j - i))
        (self.inString, self.escaped, heldDepth) = (inString, escaped, depth)
        if held.count > JSONStream.largestValue {
            throw fail(heldStart, "a value longer than \(JSONStream.largestValue >> 20) MiB starts here")
        }
        if done { try finishHeld(body) }
        return j
    }

    /// A number or literal (not a string) is being held: it has no closing byte of its own.
    private var heldIsScalarNumberOrLiteral: Bool { heldIsScalar && held.first != UInt8(ascii: "\"") }

    /// The held value is complete: parsed (so validated) and told, or kept as the key.
    private mutating func finishHeld(_ body: (Event) throws -> Void) throws {
        holding = false
        let value: JSONValue
        do { value = try JSONValue.parse(bytes: held) } catch let e as JSONSyntaxError {
            throw fail(heldStart + Int64(e.offset), e.problem)
        }
        if heldIsKey {
            guard case .string(let key) = value else { throw fail(heldStart, "expected a key") }
            frames[frames.count - 1].key = key
            frames[frames.count - 1].expectsColon = true
            return
        }
        try body(.value(path, value, offset: heldStart))
        try afterValue()
    }

    /// A value of the current container has ended.
    private mutating func afterValue() throws {
        if frames.isEmpty {
            finished = true
        } else {
            frames[frames.count - 1].afterValue = true
        }
    }

    private mutating func endContainer(_ body: (Event) throws -> Void) throws {
        let ended = Array(path.dropLast())
        frames.removeLast()
        try body(.end(ended))
        try afterValue()
    }

    /// Ends the file: a number at its very end is complete; anything else open is a truncation.
    mutating func finish(_ body: (Event) throws -> Void) throws {
        if holding && heldIsScalarNumberOrLiteral && frames.isEmpty { try finishHeld(body) }
        guard started else { throw fail(offset, "unexpected end (the file is empty)") }
        guard finished, !holding else { throw fail(offset, "unexpected end (the file is truncated)") }
    }
}
