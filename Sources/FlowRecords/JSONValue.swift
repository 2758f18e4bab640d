/// A JSON document as a value, with object keys kept in order.
///
/// flow reads and writes its model files with this small, dependency-free codec so the
/// inference module needs nothing beyond the standard library.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value of a key of an object (nil for other values or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// A number, or nil.
    public var number: Double? { if case .number(let v) = self { return v } else { return nil } }
    /// A string, or nil.
    public var string: String? { if case .string(let v) = self { return v } else { return nil } }
    /// An array, or nil.
    public var array: [JSONValue]? { if case .array(let v) = self { return v } else { return nil } }
    /// True for `null`.
    public var isNull: Bool { if case .null = self { return true } else { return false } }

    /// The document as indented JSON text (non-finite numbers are written as null).
    /// - Complexity: O(size of the text), written into one string rather than joined from parts.
    public func text(indent: String = "") -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    /// Appends the value as indented JSON text: arrays of numbers or of strings on one line,
    /// other arrays and objects one member a line, indented two spaces a level.
    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += v.isFinite ? NumberFormat.shortest(v) : "null"
        case .string(let s): JSONValue.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } })
                || items.allSatisfy({ if case .string = $0 { return true } else { return false } })
            {
                out += "["
                for (k, item) in items.enumerated() {
                    if k > 0 { out += ", " }
                    item.write(into: &out, indent: "")
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (k, item) in items.enumerated() {
                if k > 0 { out += ",\n" }
                out += inner
                item.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let pairs):
            if pairs.isEmpty {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (k, (key, value)) in pairs.enumerated() {
                if k > 0 { out += ",\n" }
                out += inner
                JSONValue.appendQuoted(key, to: &out)
                out += ": "
                value.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        }
    }

    /// A string as a JSON string literal: quoted, with quotes, backslashes and control
    /// characters escaped.
    public static func quote(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }

    /// Appends `s` as a JSON string literal; one with nothing to escape (most keys and words)
    /// is copied whole.
    private static func appendQuoted(_ s: String, to out: inout String) {
        var s = s
        let plain = s.withUTF8 { bytes in !bytes.contains { $0 < 0x20 || $0 == 34 || $0 == 92 } }
        out += "\""
        guard !plain else {
            out += s
            out += "\""
            return
        }
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}

/// Why a JSON text could not be read.
public struct JSONSyntaxError: FlowError, Equatable {
    /// Byte offset of the problem.
    public var offset: Int
    /// What was wrong.
    public var problem: String
    public var description: String { "invalid JSON at byte \(offset): \(problem)" }
    /// Bad input data; the readers that know the file wrap it with the file's name.
    public var kind: FaultKind { .data }
    public var place: FaultPlace? { nil }
}

extension JSONValue {
    /// The path of the first key that appears twice in one object (`training.rmse`), or nil:
    /// JSON allows it, but a reader that took either copy would silently drop the other.
    public func repeatedKey(path: String = "") -> String? {
        switch self {
        case .object(let pairs):
            var seen = Set<String>()
            for (key, value) in pairs {
                let here = path.isEmpty ? key : "\(path).\(key)"
                if !seen.insert(key).inserted { return here }
                if let inner = value.repeatedKey(path: here) { return inner }
            }
            return nil
        case .array(let items):
            for (i, item) in items.enumerated() {
                if let inner = item.repeatedKey(path: "\(path)[\(i)]") { return inner }
            }
            return nil
        default:
            return nil
        }
    }

    /// Parses JSON text (RFC 8259), keeping object keys in order.
    public static func parse(_ text: String) throws -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses JSON bytes. A UTF-8 byte-order mark at the start, which some Windows editors
    /// write, is skipped (offsets in errors still count it).
    public static func parse(bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == parser.bytes.count else {
            throw JSONSyntaxError(offset: parser.i, problem: "text after the document")
        }
        return value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var i = 0

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13 { i += 1 }
    }

    func fail(_ problem: String) -> JSONSyntaxError { JSONSyntaxError(offset: i, problem: problem) }

    /// The members of an object or the elements of an array, each read by `item`, from the
    /// opening bracket through `closing`.
    mutating func items<T>(closing: UInt8, _ item: (inout Self) throws -> T) throws -> [T] {
        i += 1
        var out: [T] = []
        skipSpace()
        if i < bytes.count, bytes[i] == closing {
            i += 1
            return out
        }
        while true {
            skipSpace()
            out.append(try item(&self))
            skipSpace()
            if try closes(closing) { return out }
        }
    }

    /// After a member or an element: true at the `closing` bracket, false after a comma (both
    /// consumed); anything else is an error naming what was expected.
    mutating func closes(_ closing: UInt8) throws -> Bool {
        guard i < bytes.count else { throw fail("unexpected end") }
        let found = bytes[i]
        guard found == UInt8(ascii: ",") || found == closing else {
            throw fail("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
        i += 1
        return found == closing
    }

    mutating func value(depth: Int) throws -> JSONValue {
        guard depth < 64 else { throw fail("nested too deeply") }
        guard i < bytes.count else { throw fail("unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            return .object(
                try items(closing: UInt8(ascii: "}")) { p in
                    guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: "\"") else {
                        throw p.fail("expected a key")
                    }
                    let key = try p.string()
                    p.skipSpace()
                    guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: ":") else { throw p.fail("expected ':'") }
                    p.i += 1
                    p.skipSpace()
                    return (key, try p.value(depth: depth + 1))
                })
        case UInt8(ascii: "["):
            return .array(try items(closing: UInt8(ascii: "]")) { p in try p.value(depth: depth + 1) })
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try word("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        default: return .number(try numberValue())
        }
    }

    mutating func word(_ w: String) throws {
        let b = Array(w.utf8)
        guard i + b.count <= bytes.count, Array(bytes[i..<(i + b.count)]) == b else { throw fail("unexpected value") }
        i += b.count
    }

    /// A number as RFC 8259 writes it: `-`? then `0` or a digit 1-9 and more digits, then
    /// optionally `.` and digits, then optionally `e`/`E`, a sign and digits. `01`, `1.`,
    /// `+1`, `.5` and `0x1` are refused.
    mutating func numberValue() throws -> Double {
        let start = i
        func isDigit(_ k: Int) -> Bool { k < bytes.count && bytes[k] >= 48 && bytes[k] <= 57 }
        func digits() { while isDigit(i) { i += 1 } }
        func refuse(_ problem: String) -> JSONSyntaxError { JSONSyntaxError(offset: start, problem: problem) }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { throw refuse("expected a value") }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if isDigit(i) { throw refuse("a number does not start with 0 followed by digits") }
        } else {
            digits()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { throw refuse("a number needs digits after its decimal point") }
            digits()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { throw refuse("a number needs digits in its exponent") }
            digits()
        }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw refuse("not a number") }
        return v
    }

    /// Four hex digits after `\u`, at `i + 1`…`i + 4`.
    func hex4() throws -> UInt32 {
        guard i + 4 < bytes.count else { throw fail("bad \\u escape") }
        var code: UInt32 = 0
        for k in (i + 1)...(i + 4) {
            let c = bytes[k]
            let digit: UInt8
            switch c {
            case 48...57: digit = c - 48
            case 65...70: digit = c - 55
            case 97...102: digit = c - 87
            default: throw fail("bad \\u escape")
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }

    mutating func string() throws -> String {
        i += 1
        // The common case: no escape before the closing quote.
        var j = i
        while j < bytes.count, bytes[j] != UInt8(ascii: "\""), bytes[j] != UInt8(ascii: "\\"), bytes[j] >= 0x20 {
            j += 1
        }
        if j < bytes.count, bytes[j] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[i..<j], as: UTF8.self)
            i = j + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                flush()
                return String(scalars)
            }
            if c < 0x20 { throw fail("control character in a string") }
            if c == UInt8(ascii: "\\") {
                flush()
                i += 1
                guard i < bytes.count else { break }
                switch bytes[i] {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{c}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    i += 4
                    // A high surrogate followed by an escaped low one is one character (U+10000 and up);
                    // a surrogate on its own cannot be represented and reads as U+FFFD.
                    if (0xD800...0xDBFF).contains(code), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"),
                        bytes[i + 2] == UInt8(ascii: "u")
                    {
                        i += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                            i += 4
                        } else {
                            i -= 2
                        }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: throw fail("bad escape")
                }
                i += 1
                continue
            }
            run.append(c)
            i += 1
        }
        throw fail("unterminated string")
    }
}
