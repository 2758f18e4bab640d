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

/// A problem found while scanning, before the scanner adds the offset and line.
struct XMLScanError: Error {
    var problem: String
}

/// A start tag that is not well formed, at a buffer position; `namesWriter` adds the writer
/// the tag names to the message.
private struct MalformedTag: Error {
    var at: Int
    var problem: String
    var namesWriter = false
    /// The element's name, when it was read before the fault.
    var name: Range<Int>?
}

/// What the scanner reports: start and end tags. Text, comments, processing instructions,
/// the DTD and CDATA are checked for shape and skipped.
public protocol XMLHandler {
    /// A start tag (for `<a/>`, `isEmptyElement` is true and no end call follows).
    mutating func start(_ tag: XMLStartTag, depth: Int) throws
    /// An end tag, after its name was checked against the open element.
    mutating func end(depth: Int) throws
    /// Whether a `<Record>` child of the root with this raw `type` value is read. One that is
    /// not is skipped with its content at memory speed, its attributes never tokenised, and
    /// reported once, whole, through `passedOver(recordType:)`.
    func reads(recordType: UnsafeBufferPointer<UInt8>) -> Bool
    /// A record of a type not read was passed over.
    mutating func passedOver(recordType: UnsafeBufferPointer<UInt8>)
    /// Whether a `<MetadataEntry>` two levels down with this raw `key` is read; one that is not
    /// is passed over unscanned, like a record of a type not read.
    func reads(metadataKey: UnsafeBufferPointer<UInt8>) -> Bool
}

extension XMLHandler {
    /// Every record is read unless the handler says otherwise.
    public func reads(recordType: UnsafeBufferPointer<UInt8>) -> Bool { true }
    /// Nothing to note by default.
    public mutating func passedOver(recordType: UnsafeBufferPointer<UInt8>) {}
    /// Every metadata entry is read unless the handler says otherwise.
    public func reads(metadataKey: UnsafeBufferPointer<UInt8>) -> Bool { true }
}

/// A streaming scanner for the XML that Apple Health exports contain: prolog, internal DTD,
/// comments, elements with attributes (entity and character references decoded on demand),
/// CDATA. It is fed chunks of any size; a token split across chunks is completed from the
/// next one. Malformed input is an error with its byte offset and line.
public struct XMLScanner {
    private var buffer: [UInt8] = []
    /// The bytes positions refer to while a chunk is scanned where it lies (the buffer otherwise).
    private var region = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// While a chunk whose line feeds the caller listed is scanned where it lies: the list (indices
    /// into the chunk), the chunk index of the region's first byte, and the first entry at or
    /// after the cursor. Lines are then numbered from the list instead of searched for.
    private var lineFeeds = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    private var lineFeedsShift = 0
    private var nextLineFeed = 0
    private var consumedBytes: Int64 = 0  // bytes before `buffer[0]`
    private var cursor = 0  // a buffer position whose line is known…
    private var cursorLine = 1  // …and that line
    private var openNames: [UInt8] = []  // names of open elements, back to back
    private var openLengths: [Int] = []
    private var sawRoot = false
    private var rootClosed = false
    private var attributes: [XMLAttribute] = []
    /// The name of each of the last start tag's first attributes (up to 16 bytes), already
    /// checked: a writer lists the same attributes in the same order tag after tag, so the next
    /// tag's name is first compared with these (two words) before it is checked byte by byte.
    private var knownNames = [KnownName](repeating: KnownName(), count: 16)
    /// What the caller's own UTF-8 check found (`checked(_:)`): every byte before the first
    /// offset is UTF-8 but for the fault at the second, if any; those bytes are not checked again.
    private var checkedThrough: Int64 = 0
    private var knownFault: Int64?
    private let file: String
    /// The bytes of an incomplete token at the start of the buffer (0 when none), and the
    /// buffer size it waits for before it is scanned again: twice its length, so a token
    /// arriving in many chunks is rescanned a logarithmic number of times (linear in all).
    private var pendingLength = 0
    private var waitUntil = 0
    /// While a skipped element is open: the depth its end tag returns to. Nothing inside it
    /// reaches the handler.
    private var skipping: Int?

    /// True to read a broken export as far as it goes: a malformed start tag inside the root
    /// is skipped with its content and counted (`skipped`), and a document cut short ends
    /// where it stops (`cutShort`) instead of being an error.
    public var recovers = false
    /// The malformed elements skipped, by problem: how many, the first one's byte offset and
    /// the writer it names ("" when none).
    public private(set) var skipped: [(problem: String, count: Int, offset: Int64, writer: String)] = []
    /// Where a document that was cut short ends, and the element it ends inside.
    public private(set) var cutShort: (offset: Int64, inside: String)?

    /// The longest single token (a tag, comment, declaration or CDATA section) accepted:
    /// 64 MiB, far beyond any real export's; a longer one is refused with its offset, so
    /// neither memory nor time can be spent without bound on one token.
    public static let largestToken = 64 << 20

    /// A scanner for a document named `file` (used in errors).
    public init(file: String) {
        self.file = file
        attributes.reserveCapacity(32)
    }

    /// The bytes scanned so far.
    public var offset: Int64 { consumedBytes }

    /// Scans a chunk, calling the handler for every complete tag.
    public mutating func feed<H: XMLHandler>(_ chunk: UnsafeBufferPointer<UInt8>, _ handler: inout H) throws {
        try feed(chunk, newlines: UnsafeBufferPointer(start: nil, count: 0), &handler)
    }

    /// Scans a chunk whose line feeds the caller has found (`newlines`: the index of each in
    /// `chunk`, in order; empty for none known), so lines are numbered without a search.
    mutating func feed<H: XMLHandler>(
        _ chunk: UnsafeBufferPointer<UInt8>, newlines: UnsafeBufferPointer<Int32>, _ handler: inout H
    ) throws {
        var rest = chunk[...]
        while !rest.isEmpty {
            if buffer.isEmpty {
                // Nothing pending: scan the rest where it lies and keep only its unfinished tail.
                if newlines.baseAddress != nil {
                    lineFeeds = newlines
                    lineFeedsShift = rest.startIndex
                    // The first listed line feed in the rest (those before it were in bytes scanned in the buffer).
                    var (low, high) = (0, newlines.count)
                    while low < high {
                        let mid = (low + high) / 2
                        if Int(newlines[mid]) < rest.startIndex { low = mid + 1 } else { high = mid }
                    }
                    nextLineFeed = low
                }
                defer { lineFeeds = UnsafeBufferPointer(start: nil, count: 0) }
                try scanInPlace(UnsafeBufferPointer(rebasing: rest), &handler)
                return
            }
            // Something pending: complete it from the chunk's first bytes (64 KiB, or what a long
            // token waits for), so the bulk of the chunk is still scanned where it lies.
            let pending = buffer.count
            let take = min(rest.count, max(1 << 16, waitUntil - buffer.count))
            buffer.append(contentsOf: rest.prefix(take))
            if pendingLength > 0 && buffer.count < waitUntil {
                rest = rest.dropFirst(take)
                guard buffer.count <= XMLScanner.largestToken else { throw tooLong(at: 0) }
                continue
            }
            let used = try scan(&handler, final: false)
            if used >= pending {
                // The pending token is complete and the scan went on into the chunk's own bytes:
                // those not yet scanned are scanned where they lie, not copied on 64 KiB at a time.
                try check(used)
                buffer.removeAll(keepingCapacity: true)
                rest = rest.dropFirst(used - pending)
                continue
            }
            rest = rest.dropFirst(take)
            try discard(used)
            waitUntil = 2 * pendingLength
        }
    }

    /// Scans bytes where they lie (the buffer being empty), then keeps their unfinished tail.
    private mutating func scanInPlace<H: XMLHandler>(_ bytes: UnsafeBufferPointer<UInt8>, _ handler: inout H) throws {
        region = bytes
        defer { region = UnsafeBufferPointer(start: nil, count: 0) }
        let used = try scan(&handler, final: false)
        try check(used)
        buffer.append(contentsOf: bytes[used...])
        waitUntil = 2 * pendingLength
    }

    /// Calls `body` with the bytes positions refer to: the chunk being scanned, or the buffer.
    private func withRegion<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        if region.baseAddress != nil { return try body(region) }
        return try buffer.withUnsafeBufferPointer(body)
    }

    /// The error for a token starting at buffer position `position` that runs past the limit.
    private func tooLong(at position: Int) -> ImportError {
        error(
            at: position,
            "a single tag, comment or declaration runs past \(XMLScanner.largestToken >> 20) MiB from here; "
                + "no Apple Health export holds one")
    }

    /// Ends the document: everything must be complete and the root closed.
    public mutating func finish<H: XMLHandler>(_ handler: inout H) throws {
        let cut = recovers && sawRoot && !rootClosed
        let used = try scan(&handler, final: !cut)
        try discard(used)
        guard sawRoot else { throw error(at: 0, "the document has no root element") }
        guard rootClosed else {
            let open = String(decoding: openNames.suffix(openLengths.last ?? 0), as: UTF8.self)
            guard recovers else {
                throw error(at: buffer.count, "the document ends inside <\(open)> (it is truncated)")
            }
            cutShort = (consumedBytes, open)
            return
        }
    }

    /// The line of a buffer position at or after the cursor, moving the cursor there.
    private mutating func advanceLine(to position: Int) -> Int {
        guard position > cursor else { return cursorLine }
        if listsLineFeeds {
            countListedLineFeeds(before: min(position, region.count))
        } else {
            cursorLine += withRegion { b in
                XMLScanner.newlines(b.baseAddress!, from: cursor, to: min(position, b.count))
            }
        }
        cursor = position
        return cursorLine
    }

    private mutating func advanceLine(to position: Int, in base: UnsafePointer<UInt8>, count: Int) {
        guard position > cursor else { return }
        if listsLineFeeds {
            countListedLineFeeds(before: min(position, count))
        } else {
            cursorLine += XMLScanner.newlines(base, from: cursor, to: min(position, count))
        }
        cursor = position
    }

    /// True while a region whose line feeds the caller listed is scanned (lines come from the list).
    private var listsLineFeeds: Bool { lineFeeds.baseAddress != nil && region.baseAddress != nil }

    /// Counts the listed line feeds of the region before `position` that the cursor has not passed.
    @inline(__always)
    private mutating func countListedLineFeeds(before position: Int) {
        let end = position + lineFeedsShift
        while nextLineFeed < lineFeeds.count && Int(lineFeeds[nextLineFeed]) < end {
            nextLineFeed += 1
            cursorLine += 1
        }
    }

    /// How many of the last bytes of `b[lower..<n]` begin a UTF-8 character the end cuts short
    /// (0 to 3; 0 when the bytes end with a whole character, or with bytes no character has).
    static func cutCharacter(_ b: UnsafePointer<UInt8>, _ n: Int, from lower: Int) -> Int {
        var k = n - 1
        while k >= lower, k > n - 4, b[k] & 0xC0 == 0x80 { k -= 1 }  // continuation bytes
        guard k >= lower, let length = UTF8Check.length(lead: b[k]), length > 1, k + length > n else { return 0 }
        return n - k
    }

    /// How many line feeds lie in `base[from..<to]` (memchr hops: lines are tens of bytes long).
    static func newlines(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var i = from
        var count = 0
        while i < to, let hit = memchr(base + i, 10, to - i) {
            count += 1
            i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return count
    }

    /// The line of any buffer position, without moving the cursor (for errors).
    private func line(atBufferOffset position: Int) -> Int {
        var copy = self
        if position < cursor {
            copy.lineFeeds = UnsafeBufferPointer(start: nil, count: 0)  // counted from the bytes instead
            copy.cursor = 0
            copy.cursorLine = cursorLine - withRegion { XMLScanner.newlines($0.baseAddress!, from: 0, to: cursor) }
        }
        return copy.advanceLine(to: position)
    }

    /// "; the record names its writer, X" when the tag starting at `start` has a `sourceName`
    /// (or the older `source`) attribute before its end or the scanned bytes, else "": a
    /// malformed tag is usually one application's doing, and naming it tells the user whom to ask.
    static func writer(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> String {
        writerName(b, n, from: start).map { "; the record names its writer, " + $0 } ?? ""
    }

    /// The `sourceName` (or older `source`) the tag starting at `start` names, up to 80 bytes.
    static func writerName(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> String? {
        let tag = Array(UnsafeBufferPointer(start: b + start, count: n - start).prefix { $0 != 62 })  // up to '>'
        for key in [Array(" sourceName=\"".utf8), Array(" source=\"".utf8)] where tag.count > key.count {
            guard let at = (0...(tag.count - key.count)).first(where: { tag[$0..<($0 + key.count)].elementsEqual(key) })
            else { continue }
            let value = tag[(at + key.count)...].prefix { $0 != 34 }
            guard !value.isEmpty else { continue }
            return String(decoding: value.prefix(80), as: UTF8.self)
        }
        return nil
    }

    private func error(at position: Int, _ problem: String) -> ImportError {
        .badXML(
            file: file, offset: consumedBytes + Int64(position), line: line(atBufferOffset: position), problem: problem)
    }

    /// Drops the scanned bytes of the buffer, after checking them.
    private mutating func discard(_ count: Int) throws {
        try check(count)
        buffer.removeFirst(count)
    }

    /// Takes what a UTF-8 check of the stream found so far (run where the bytes are read), so the
    /// bytes it covers are not checked again here; a fault it found is reported when the scan
    /// reaches it, as the scanner's own check would.
    mutating func checked(_ check: UTF8Check) {
        checkedThrough = max(checkedThrough, check.checkedThrough)
        knownFault = knownFault ?? check.firstInvalid
    }

    /// Checks the first `count` bytes of the region for UTF-8 (those the caller has not) and
    /// counts their lines, then moves the offset past them.
    private mutating func check(_ count: Int) throws {
        guard count > 0 else { return }
        let end = consumedBytes + Int64(count)
        let from = Int(min(max(0, checkedThrough - consumedBytes), Int64(count)))
        var bad: Int?
        if let fault = knownFault, fault < end, fault >= consumedBytes {  // (bytes before were checked here)
            bad = Int(fault - consumedBytes)
        } else if from < count {
            bad = withRegion { UTF8Check.firstInvalid(UnsafeBufferPointer(rebasing: $0[from..<count])) }.map {
                from + $0
            }
        }
        if let bad {
            let byte = withRegion { $0[bad] }
            throw error(at: bad, "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8")
        }
        _ = advanceLine(to: count)
        cursor = 0
        consumedBytes += Int64(count)
    }

    /// Scans complete tokens; returns how many bytes were consumed.
    private mutating func scan<H: XMLHandler>(_ handler: inout H, final: Bool) throws -> Int {
        var consumed = 0
        pendingLength = 0
        let data = buffer  // scanned through a copy of the reference: the tokens mutate other state
        let chunk = region
        let total = chunk.baseAddress != nil ? chunk.count : data.count
        try data.withUnsafeBufferPointer { whole in
            let buf = chunk.baseAddress != nil ? chunk : whole
            guard let base = buf.baseAddress else { return }
            let n = buf.count
            var i = 0
            while i < n {
                // Text up to the next '<': only white space outside the root. Apple writes a line
                // feed and one space between elements, looked for before a search is called.
                let lt =
                    i + 2 < n && base[i + 2] == 60 && base[i] == 10 && base[i + 1] == 32
                    ? i + 2
                    : memchr(base + i, 60, n - i).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
                let textEnd = lt ?? n
                if openLengths.isEmpty {
                    for k in i..<textEnd where !(base[k] == 32 || base[k] == 10 || base[k] == 13 || base[k] == 9) {
                        throw error(at: k, sawRoot ? "text after the root element" : "text before the root element")
                    }
                }
                guard let start = lt else {
                    // Text runs to the end of the bytes: a character cut by that end waits, with what
                    // follows, for the rest of it (else its first bytes would be checked alone).
                    consumed = final ? n : n - XMLScanner.cutCharacter(base, n, from: i)
                    i = n
                    break
                }
                i = start
                consumed = i
                guard let next = try token(base, n, i, &handler) else {  // incomplete: wait for more
                    pendingLength = n - i
                    guard pendingLength <= XMLScanner.largestToken else { throw tooLong(at: i) }
                    break
                }
                i = next
                consumed = i
            }
        }
        if final && consumed < total, withRegion({ $0[consumed...].contains(60) }) {
            throw error(at: consumed, "the document ends inside a tag (it is truncated)")
        }
        return consumed
    }

    /// Scans one token starting at '<'; returns the index after it, or nil when incomplete.
    private mutating func token<H: XMLHandler>(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int, _ handler: inout H
    ) throws -> Int? {
        var i = start + 1
        guard i < n else { return nil }
        switch b[i] {
        case 63:  // '<?'
            guard let end = find(b, n, i, "?>") else { return nil }
            return end + 2
        case 33:  // '<!'
            if starts(b, n, i + 1, "--") {
                guard let end = find(b, n, i + 3, "-->") else { return nil }
                return end + 3
            }
            if starts(b, n, i + 1, "[CDATA[") {
                guard !openLengths.isEmpty else { throw error(at: start, "CDATA outside the root element") }
                guard let end = find(b, n, i + 8, "]]>") else { return nil }
                return end + 3
            }
            if starts(b, n, i + 1, "DOCTYPE") {
                guard !sawRoot else { throw error(at: start, "a DOCTYPE after the root element") }
                return try doctype(b, n, i + 8)
            }
            if n - i < 9 { return nil }
            throw error(at: start, "unexpected '<!'")
        case 47:  // '</'
            i += 1
            let nameStart = i
            while i < n, isNameByte(b[i]) { i += 1 }
            let nameEnd = i
            while i < n, isSpace(b[i]) { i += 1 }
            guard i < n else { return nil }
            guard b[i] == 62, nameEnd > nameStart else { throw error(at: start, "a malformed end tag") }
            guard let open = openLengths.last else { throw error(at: start, "an end tag with no open element") }
            let openStart = openNames.count - open
            let matches =
                open == nameEnd - nameStart
                && openNames.withUnsafeBufferPointer {
                    memcmp($0.baseAddress! + openStart, b + nameStart, open) == 0
                }
            guard matches else {
                throw error(
                    at: start,
                    "</\(String(decoding: UnsafeBufferPointer(start: b + nameStart, count: nameEnd - nameStart), as: UTF8.self))> "
                        + "closes <\(String(decoding: openNames[openStart...], as: UTF8.self))>")
            }
            openNames.removeLast(open)
            openLengths.removeLast()
            if let depth = skipping {
                if openLengths.count == depth { skipping = nil }
                return i + 1
            }
            try handler.end(depth: openLengths.count)
            if openLengths.isEmpty { rootClosed = true }
            return i + 1
        default:
            if skipping == nil, openLengths.count == 1 || openLengths.count == 2 {
                let (fast, value) =
                    openLengths.count == 1
                    ? unread(b, n, start, name: "Record", attribute: " type=\"", endTag: "</Record>") {
                        handler.reads(recordType: $0)
                    }
                    : unread(b, n, start, name: "MetadataEntry", attribute: " key=\"", endTag: "</MetadataEntry>") {
                        handler.reads(metadataKey: $0)
                    }
                switch fast {
                case .read: break
                case .incomplete: return nil
                case .skipped(let end):
                    // Reported once the element's end is found, so each record is counted once, whole.
                    if openLengths.count == 1, let value { handler.passedOver(recordType: value) }
                    return end
                }
            }
            do {
                return try startTag(b, n, start, &handler)
            } catch let m as MalformedTag {
                guard recovers, !openLengths.isEmpty else {
                    throw error(at: m.at, m.problem + (m.namesWriter ? XMLScanner.writer(b, n, from: start) : ""))
                }
                return skip(m, b, n, start)
            }
        }
    }

    /// What the fast path found at a `<` inside the root.
    private enum Fast {
        /// Not an element the handler passes over: tokenise it as usual.
        case read
        /// An element to pass over whose end is not in the buffer yet.
        case incomplete
        /// An element passed over, content and all: the index after it.
        case skipped(Int)
    }

    /// An element the handler does not read is found by one attribute alone and jumped over to
    /// its `/>` or end tag with vectorised searches, its attributes never tokenised: a top-level
    /// `<Record` by its `type`, a `<MetadataEntry` two levels down by its `key` (a watch writes
    /// one on most heart-rate samples, and flow reads only the time zone's). Anything unusual (no
    /// such attribute before the first `>`, a reference in it) takes the tokenising path, which
    /// checks everything. Apple escapes `>` in attribute values; a raw one before the attribute
    /// would make the element look shorter than it is, and only what is skipped could be misjudged.
    /// Returns what was found and, for an element passed over, the attribute's value.
    @inline(__always)
    private func unread(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int, name: StaticString, attribute: StaticString,
        endTag: StaticString, isRead: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> (Fast, UnsafeBufferPointer<UInt8>?) {
        let afterName = start + 1 + name.utf8CodeUnitCount
        guard n > afterName, starts(b, n, start + 1, name), isSpace(b[afterName]) else {
            return (n <= afterName ? .incomplete : .read, nil)
        }
        guard let gtPointer = memchr(b + start, 62, n - start) else { return (.incomplete, nil) }
        let gt = b.distance(to: gtPointer.assumingMemoryBound(to: UInt8.self))
        // Apple writes the attribute first: look there before searching the tag for it.
        let first = starts(b, gt, afterName, attribute) ? afterName : nil
        guard let at = first ?? find(b, gt, start, attribute) else { return (.read, nil) }
        let valueStart = at + attribute.utf8CodeUnitCount
        guard let close = memchr(b + valueStart, 34, gt - valueStart) else { return (.read, nil) }
        let valueEnd = b.distance(to: close.assumingMemoryBound(to: UInt8.self))
        let value = UnsafeBufferPointer(start: b + valueStart, count: valueEnd - valueStart)
        guard memchr(b + valueStart, 38, valueEnd - valueStart) == nil, !isRead(value) else { return (.read, nil) }
        if b[gt - 1] == 47 { return (.skipped(gt + 1), value) }  // '/>'
        guard let end = find(b, n, gt + 1, endTag) else { return (.incomplete, nil) }
        return (.skipped(end + endTag.utf8CodeUnitCount), value)
    }

    /// Skips a malformed start tag to its '>' (nil while that is not yet in the buffer), and
    /// its content when it is not empty, counting it by problem.
    private mutating func skip(_ m: MalformedTag, _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int) -> Int? {
        let from = max(m.at, start + 1)
        guard from < n, let gt = memchr(b + from, 62, n - from) else { return nil }
        let end = b.distance(to: gt.assumingMemoryBound(to: UInt8.self))
        let offset = consumedBytes + Int64(start)
        if let k = skipped.firstIndex(where: { $0.problem == m.problem }) {
            skipped[k].count += 1
        } else {
            skipped.append((m.problem, 1, offset, XMLScanner.writerName(b, n, from: start) ?? ""))
        }
        if b[end - 1] != 47, let name = m.name {  // not '/>': its content and end tag go too
            if skipping == nil { skipping = openLengths.count }
            openNames.append(contentsOf: UnsafeBufferPointer(start: b + name.lowerBound, count: name.count))
            openLengths.append(name.count)
        }
        return end + 1
    }

    private mutating func startTag<H: XMLHandler>(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int, _ handler: inout H
    ) throws -> Int? {
        var i = start + 1
        let nameStart = i
        while i < n, isNameByte(b[i]) { i += 1 }
        guard i < n else { return nil }
        let nameEnd = i
        guard nameEnd > nameStart else { throw MalformedTag(at: start, problem: "a '<' that starts no tag") }
        let name = nameStart..<nameEnd
        attributes.removeAll(keepingCapacity: true)
        var seenNames: UInt64 = 0
        var empty = false
        while true {
            let before = i
            while i < n, isSpace(b[i]) { i += 1 }
            guard i < n else { return nil }
            if b[i] == 62 {
                i += 1
                break
            }  // '>'
            if b[i] == 47 {  // '/>'
                guard i + 1 < n else { return nil }
                guard b[i + 1] == 62 else { throw MalformedTag(at: i, problem: "'/' not followed by '>'", name: name) }
                empty = true
                i += 2
                break
            }
            guard i > before else {
                throw MalformedTag(
                    at: i, problem: "attributes must be separated by white space", namesWriter: true, name: name)
            }
            let attrStart = i
            let slot = attributes.count
            if slot < knownNames.count, i + 16 <= n, knownNames[slot].isAt(b + i),
                !isNameByte(b[i + knownNames[slot].length])
            {
                i += knownNames[slot].length
            } else {
                while i < n, isNameByte(b[i]) { i += 1 }
                guard i < n else { return nil }
                if slot < knownNames.count { knownNames[slot] = KnownName(b + attrStart, length: i - attrStart) }
            }
            let attrEnd = i
            guard attrEnd > attrStart else {
                throw MalformedTag(at: i, problem: "an unexpected character in a tag", namesWriter: true, name: name)
            }
            while i < n, isSpace(b[i]) { i += 1 }
            guard i < n else { return nil }
            guard b[i] == 61 else {
                throw MalformedTag(at: i, problem: "an attribute without '='", namesWriter: true, name: name)
            }  // '='
            i += 1
            while i < n, isSpace(b[i]) { i += 1 }
            guard i < n else { return nil }
            let quote = b[i]
            guard quote == 34 || quote == 39 else {
                throw MalformedTag(at: i, problem: "an attribute value without quotes", namesWriter: true, name: name)
            }
            let valueStart = i + 1
            // One pass for the closing quote, a '<' (malformed) and an '&' (a reference to decode).
            var valueEnd = valueStart
            var lessThan = false
            var hasReference = false
            while true {
                guard let at = XMLScanner.firstOf(quote, 60, 38, in: b, from: valueEnd, to: n) else { return nil }
                valueEnd = at
                if b[at] == quote { break }
                if b[at] == 60 { lessThan = true } else { hasReference = true }
                valueEnd += 1
            }
            if lessThan { throw MalformedTag(at: valueStart, problem: "'<' inside an attribute value", name: name) }
            // XML allows each attribute once per element (Unique Att Spec): a second `value` is malformed, not a choice.
            // A 64-bit summary of the names seen (length, first and last byte) keeps this off the hot path: names
            // are compared only when their summaries meet.
            let length = attrEnd - attrStart
            let bit = UInt64(1) << UInt64((length &* 31 &+ Int(b[attrStart]) &+ Int(b[attrEnd - 1]) &* 7) & 63)
            if seenNames & bit != 0 {
                for other in attributes
                where other.name.count == length && memcmp(b + other.name.lowerBound, b + attrStart, length) == 0 {
                    throw MalformedTag(
                        at: attrStart,
                        problem:
                            "the attribute '\(String(decoding: UnsafeBufferPointer(start: b + attrStart, count: length), as: UTF8.self))' appears twice",
                        name: name)
                }
            }
            seenNames |= bit
            attributes.append(
                XMLAttribute(name: attrStart..<attrEnd, value: valueStart..<valueEnd, hasReference: hasReference))
            i = valueEnd + 1
        }
        guard !rootClosed else { throw error(at: start, "a second root element") }
        if openLengths.isEmpty { sawRoot = true }
        let depth = openLengths.count
        advanceLine(to: start, in: b, count: n)
        let line = cursorLine
        let offset = consumedBytes + Int64(start)
        do {
            try attributes.withUnsafeBufferPointer { attrs in
                guard skipping == nil else { return }
                try handler.start(
                    XMLStartTag(
                        base: b, name: nameStart..<nameEnd, attributes: attrs, isEmptyElement: empty,
                        line: line, offset: offset), depth: depth)
            }
        } catch let e as XMLScanError {
            throw error(at: start, e.problem)
        }
        if empty {
            if depth == 0 { rootClosed = true }
        } else {
            openNames.append(contentsOf: UnsafeBufferPointer(start: b + nameStart, count: nameEnd - nameStart))
            openLengths.append(nameEnd - nameStart)
        }
        return i
    }

    /// Skips `<!DOCTYPE … [ internal subset ] >`, honouring quotes and comments.
    private func doctype(_ b: UnsafePointer<UInt8>, _ n: Int, _ from: Int) throws -> Int? {
        var i = from
        var inSubset = false
        while i < n {
            let c = b[i]
            if c == 34 || c == 39 {
                guard let close = memchr(b + i + 1, Int32(c), n - i - 1) else { return nil }
                i = b.distance(to: close.assumingMemoryBound(to: UInt8.self)) + 1
                continue
            }
            if inSubset {
                if c == 60, starts(b, n, i + 1, "!--") {
                    guard let end = find(b, n, i + 4, "-->") else { return nil }
                    i = end + 3
                    continue
                }
                if c == 93 { inSubset = false }  // ']'
            } else {
                if c == 91 { inSubset = true }  // '['
                if c == 62 { return i + 1 }  // '>'
            }
            i += 1
        }
        return nil
    }

    private func find(_ b: UnsafePointer<UInt8>, _ n: Int, _ from: Int, _ text: StaticString) -> Int? {
        var i = from
        let first = Int32(text.utf8Start[0])
        while i < n, let hit = memchr(b + i, first, n - i) {
            let at = b.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if at + text.utf8CodeUnitCount > n { return nil }
            if memcmp(b + at, text.utf8Start, text.utf8CodeUnitCount) == 0 { return at }
            i = at + 1
        }
        return nil
    }

    private func starts(_ b: UnsafePointer<UInt8>, _ n: Int, _ at: Int, _ text: StaticString) -> Bool {
        at + text.utf8CodeUnitCount <= n && memcmp(b + at, text.utf8Start, text.utf8CodeUnitCount) == 0
    }

    @inline(__always) private func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 10 || c == 9 || c == 13 }

    /// Name characters: letters, digits, '_', ':', '-', '.', and any non-ASCII byte.
    @inline(__always) private func isNameByte(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 58) || c == 95 || c == 45 || c == 46
            || c >= 128
    }

    /// The index of the first of three bytes in `b[from..<to]`, or nil: eight bytes at a time,
    /// inline, since attribute values are a few dozen bytes and three `memchr` calls a value
    /// cost more than the search.
    @inline(__always)
    static func firstOf(_ x: UInt8, _ y: UInt8, _ z: UInt8, in b: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        let (mx, my, mz) = (ones &* UInt64(x), ones &* UInt64(y), ones &* UInt64(z))
        var i = from
        while i + 8 <= to {
            let w = UInt64(littleEndian: UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self))
            let hits = zeroBytes(w ^ mx) | zeroBytes(w ^ my) | zeroBytes(w ^ mz)
            // The lowest flagged byte is always a true match (a borrow only flags bytes above one).
            if hits != 0 { return i + hits.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < to {
            if b[i] == x || b[i] == y || b[i] == z { return i }
            i += 1
        }
        return nil
    }
}

/// An attribute name of up to 16 bytes held in two words, for a comparison without a loop.
struct KnownName {
    private var first: UInt64 = 0, second: UInt64 = 0
    /// Its length in bytes (0: no name, which matches nothing).
    private(set) var length = 0

    /// No name.
    init() {}

    /// The `length` bytes at `bytes`; no name when `length` is 0 or over 16.
    init(_ bytes: UnsafePointer<UInt8>, length: Int) {
        guard length > 0, length <= 16 else { return }
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: bytes, byteCount: length) }
        (first, second) = (words.0, words.1)
        self.length = length
    }

    /// True when the 16 bytes at `bytes` (all readable) start with this name.
    @inline(__always)
    func isAt(_ bytes: UnsafePointer<UInt8>) -> Bool {
        guard length > 0 else { return false }
        let raw = UnsafeRawPointer(bytes)
        let a = raw.loadUnaligned(as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        // Keep the name's bytes: the first `length` bytes in memory order, on either byte order.
        let keepA: UInt64 = length >= 8 ? ~0 : KnownName.mask(length)
        let keepB: UInt64 = length <= 8 ? 0 : length == 16 ? ~0 : KnownName.mask(length - 8)
        return a & keepA == first && b & keepB == second
    }

    /// A mask of the first `count` (1 to 7) bytes of a word as it lies in memory.
    @inline(__always)
    private static func mask(_ count: Int) -> UInt64 {
        let low = (UInt64(1) << UInt64(count * 8)) - 1
        return UInt64(littleEndian: low)
    }
}
