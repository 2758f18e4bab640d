#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A start tag as the scanner saw it: byte ranges into the scanner's buffer, valid only
/// during the callback (nothing is copied unless asked for).
public struct XMLStartTag {
    let base: UnsafePointer<UInt8>
    /// The element name's range.
    let name: Range<Int>
    /// Each attribute: name range, value range (without quotes), and whether the value
    /// holds an entity or character reference.
    let attributes: UnsafeBufferPointer<XMLAttribute>
    /// True for `<name …/>`.
    public let isEmptyElement: Bool
    /// The line the tag starts on, and its byte offset in the document.
    public let line: Int, offset: Int64

    /// True when the element's name is `text` (ASCII).
    public func isNamed(_ text: StaticString) -> Bool { XMLStartTag.equal(base, name, text) }

    /// The element's name.
    public var nameString: String {
        String(decoding: UnsafeBufferPointer(start: base + name.lowerBound, count: name.count), as: UTF8.self)
    }

    /// The raw bytes of an attribute's value (entities not decoded), or nil when absent.
    public func rawValue(_ attribute: StaticString) -> UnsafeBufferPointer<UInt8>? {
        for a in attributes where XMLStartTag.equal(base, a.name, attribute) {
            return UnsafeBufferPointer(start: base + a.value.lowerBound, count: a.value.count)
        }
        return nil
    }

    /// An attribute's value with entity and character references decoded, or nil when
    /// absent; throws on an unknown entity.
    public func value(_ attribute: StaticString) throws -> String? {
        for a in attributes where XMLStartTag.equal(base, a.name, attribute) {
            let raw = UnsafeBufferPointer(start: base + a.value.lowerBound, count: a.value.count)
            guard a.hasReference else { return String(decoding: raw, as: UTF8.self) }
            return try XMLStartTag.decode(raw)
        }
        return nil
    }

    /// True when the attribute is present and its value, references decoded, is `text`; no
    /// string is made unless the value holds a reference.
    public func attribute(_ attribute: StaticString, is text: StaticString) throws -> Bool {
        for a in attributes where XMLStartTag.equal(base, a.name, attribute) {
            guard a.hasReference else { return XMLStartTag.equal(base, a.value, text) }
            return try XMLStartTag.decode(raw(a)) == String(describing: text)
        }
        return false
    }

    /// The raw bytes of an attribute found in `attributes` (references not decoded).
    func raw(_ attribute: XMLAttribute) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + attribute.value.lowerBound, count: attribute.value.count)
    }

    /// An attribute found in `attributes`, with references decoded.
    func text(_ attribute: XMLAttribute) throws -> String {
        attribute.hasReference
            ? try XMLStartTag.decode(raw(attribute)) : String(decoding: raw(attribute), as: UTF8.self)
    }

    /// True when the attribute's name is `text`.
    func isNamed(_ attribute: XMLAttribute, _ text: StaticString) -> Bool {
        XMLStartTag.equal(base, attribute.name, text)
    }

    static func equal(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        return memcmp(base + range.lowerBound, text.utf8Start, range.count) == 0
    }

    /// Decodes `&lt; &gt; &amp; &quot; &apos; &#N; &#xH;`.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            let c = raw[i]
            guard c == 38 else {
                out.append(c)
                i += 1
                continue
            }  // '&'
            var j = i + 1
            while j < raw.count, raw[j] != 59 { j += 1 }  // ';'
            guard j < raw.count else { throw XMLScanError(problem: "an '&' without ';' in an attribute value") }
            let entity = Array(raw[(i + 1)..<j])
            switch entity {
            case Array("lt".utf8): out.append(60)
            case Array("gt".utf8): out.append(62)
            case Array("amp".utf8): out.append(38)
            case Array("quot".utf8): out.append(34)
            case Array("apos".utf8): out.append(39)
            default:
                guard entity.first == 35 else {  // '#'
                    throw XMLScanError(problem: "unknown entity '&\(String(decoding: entity, as: UTF8.self));'")
                }
                let hex = entity.count > 1 && (entity[1] == 120 || entity[1] == 88)
                let digits = String(decoding: entity.dropFirst(hex ? 2 : 1), as: UTF8.self)
                guard let code = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code), code != 0
                else {
                    throw XMLScanError(
                        problem: "bad character reference '&\(String(decoding: entity, as: UTF8.self));'")
                }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            i = j + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// One attribute's byte ranges.
public struct XMLAttribute {
    var name: Range<Int>
    var value: Range<Int>
    var hasReference: Bool
}
