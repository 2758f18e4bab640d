import FlowRecords

/// Walks the elements of a JSON array held in a file, chunk by chunk: only one element's
/// bytes are held at a time, so a 2-million-entry `heart_rate.json` never sits in memory
/// whole. Each element is parsed (and so validated) by `JSONValue`; the array's own commas,
/// brackets and the white space between them are checked here.
struct JSONArrayStream {
    private enum State { case beforeArray, beforeElement, inElement, afterElement, done }
    private var state = State.beforeArray
    private var element: [UInt8] = []
    private var elementStart: Int64 = 0
    private var depth = 0
    private var inString = false, escaped = false
    private var offset: Int64 = 0  // bytes fed before the current chunk
    private var index = 0
    private var sawElement = false
    let file: String
    /// Offered the bytes from where each element starts to the chunk's end: it returns how many
    /// bytes the element spans when it read the element itself (a common shape read in one pass
    /// without building a `JSONValue`), nil to have it scanned and parsed as usual (another
    /// shape, or an element the chunk's end cuts).
    var fast: ((UnsafeBufferPointer<UInt8>, Int) -> Int?)?

    /// The largest single entry read: 16 MiB, thousands of times any real Fitbit entry, so one
    /// endless entry cannot take memory without bound.
    static let largestEntry = 16 << 20

    init(file: String) { self.file = file }

    private func fail(_ at: Int64, _ problem: String) -> ImportError {
        .badJSON(file: file, problem: "invalid JSON at byte \(at): \(problem)")
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 10 || c == 13 || c == 9 }

    /// Takes the next chunk of the file, calling `body` with each element completed in it.
    mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (JSONValue, Int) throws -> Void) throws {
        var i = 0
        while i < chunk.count {
            let c = chunk[i]
            let at = offset + Int64(i)
            switch state {
            case .beforeArray:
                if JSONArrayStream.isSpace(c) { break }
                // A byte-order mark some editors write, however the chunks split it.
                if at < 3, c == JSONArrayStream.byteOrderMark[Int(at)] { break }
                guard c == UInt8(ascii: "[") else {
                    throw ImportError.badJSON(file: file, problem: "the file does not hold a JSON array")
                }
                state = .beforeElement
            case .beforeElement:
                if JSONArrayStream.isSpace(c) { break }
                if c == UInt8(ascii: "]") && !sawElement {
                    state = .done
                    break
                }
                guard c != UInt8(ascii: "]") && c != UInt8(ascii: ",") else { throw fail(at, "expected a value") }
                if let fast, let length = fast(UnsafeBufferPointer(rebasing: chunk[i...]), index) {
                    sawElement = true
                    index += 1
                    state = .afterElement
                    i += length
                    continue
                }
                state = .inElement
                elementStart = at
                element.removeAll(keepingCapacity: true)
                continue  // the same byte starts the element
            case .inElement:
                // The element's bytes up to its closing `,` or `]` (or the chunk's end), scanned in a
                // tight loop on local copies of the state and appended at once.
                var (inString, escaped, depth) = (self.inString, self.escaped, self.depth)
                var j = i
                var closing: UInt8?
                let bytes = chunk.baseAddress!
                while j < chunk.count {
                    let b = bytes[j]
                    if inString {
                        if escaped {
                            escaped = false
                        } else if b == UInt8(ascii: "\\") {
                            escaped = true
                        } else if b == UInt8(ascii: "\"") {
                            inString = false
                        }
                    } else if b == UInt8(ascii: "\"") {
                        inString = true
                    } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                        depth += 1
                    } else if (b == UInt8(ascii: "}") || b == UInt8(ascii: "]")) && depth > 0 {
                        depth -= 1
                    } else if depth == 0 && (b == UInt8(ascii: ",") || b == UInt8(ascii: "]")) {
                        closing = b
                        break
                    }
                    j += 1
                }
                (self.inString, self.escaped, self.depth) = (inString, escaped, depth)
                element.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[i..<j]))
                if element.count > JSONArrayStream.largestEntry {
                    throw fail(
                        elementStart,
                        "an entry longer than \(JSONArrayStream.largestEntry >> 20) MiB starts here; no Fitbit entry is"
                    )
                }
                i = j
                guard let closing else { continue }
                try finishElement(body)
                state = closing == UInt8(ascii: ",") ? .beforeElement : .done
            case .afterElement:
                if JSONArrayStream.isSpace(c) { break }
                guard c == UInt8(ascii: ",") || c == UInt8(ascii: "]") else {
                    throw fail(at, "expected , or ] after an entry")
                }
                state = c == UInt8(ascii: ",") ? .beforeElement : .done
            case .done:
                guard JSONArrayStream.isSpace(c) else { throw fail(at, "text after the document") }
            }
            i += 1
        }
        offset += Int64(chunk.count)
    }

    private mutating func finishElement(_ body: (JSONValue, Int) throws -> Void) throws {
        let value: JSONValue
        do { value = try JSONValue.parse(bytes: element) } catch let e as JSONSyntaxError {
            throw fail(elementStart + Int64(e.offset), e.problem)
        }
        sawElement = true
        try body(value, index)
        index += 1
    }

    /// Ends the file: the array must be closed.
    func finish() throws {
        switch state {
        case .done: return
        case .beforeArray: throw fail(offset, "unexpected end (the file is empty)")
        default: throw fail(offset, "unexpected end (the file is truncated)")
        }
    }
}
