#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A problem found while scanning, before the scanner adds the offset and line.
struct XMLScanError: Error {
    var problem: String
}

/// A streaming scanner for the XML that Apple Health exports contain: prolog, internal DTD,
/// comments, elements with attributes (entity and character references decoded on demand),
/// CDATA. It is fed chunks of any size; a token split across chunks is completed from the
/// next one. Malformed input is an error with its byte offset and line.
public struct XMLScanner {
    var buffer: [UInt8] = []
    /// The bytes positions refer to while a chunk is scanned where it lies (the buffer otherwise).
    var region = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// While a chunk whose line feeds the caller listed is scanned where it lies: the list (indices
    /// into the chunk), the chunk index of the region's first byte, and the first entry at or
    /// after the cursor. Lines are then numbered from the list instead of searched for.
    var lineFeeds = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    var lineFeedsShift = 0
    var nextLineFeed = 0
    var consumedBytes: Int64 = 0  // bytes before `buffer[0]`
    var cursor = 0  // a buffer position whose line is known…
    var cursorLine = 1  // …and that line
    var openNames: [UInt8] = []  // names of open elements, back to back
    var openLengths: [Int] = []
    var sawRoot = false
    var rootClosed = false
    var attributes: [XMLAttribute] = []
    /// The name of each of the last start tag's first attributes (up to 16 bytes), already
    /// checked: a writer lists the same attributes in the same order tag after tag, so the next
    /// tag's name is first compared with these (two words) before it is checked byte by byte.
    var knownNames = [KnownName](repeating: KnownName(), count: 16)
    /// The attributes of the last two layouts skimmed, the latest first, for the next tags
    /// written the same way (two writers' records often alternate: a watch's and a strap's).
    var skimLayouts = (SkimLayout(), SkimLayout())
    /// What the caller's own UTF-8 check found (`checked(_:)`): every byte before the first
    /// offset is UTF-8 but for the fault at the second, if any; those bytes are not checked again.
    var checkedThrough: Int64 = 0
    var knownFault: Int64?
    let file: String
    let writerKeys: [[UInt8]]
    /// The bytes of an incomplete token at the start of the buffer (0 when none), and the
    /// buffer size it waits for before it is scanned again: twice its length, so a token
    /// arriving in many chunks is rescanned a logarithmic number of times (linear in all).
    var pendingLength = 0
    var waitUntil = 0
    /// While a skipped element is open: the depth its end tag returns to. Nothing inside it
    /// reaches the handler.
    var skipping: Int?

    /// True to read a broken export as far as it goes: a malformed start tag inside the root
    /// is skipped with its content and counted (`skipped`), and a document cut short ends
    /// where it stops (`cutShort`) instead of being an error.
    public var recovers = false
    /// The malformed elements skipped, by problem: how many, the first one's byte offset and
    /// the writer it names ("" when none).
    public internal(set) var skipped: [(problem: String, count: Int, offset: Int64, writer: String)] = []
    /// Where a document that was cut short ends, and the element it ends inside.
    public internal(set) var cutShort: (offset: Int64, inside: String)?

    /// The longest single token (a tag, comment, declaration or CDATA section) accepted:
    /// 64 MiB, far beyond any real export's; a longer one is refused with its offset, so
    /// neither memory nor time can be spent without bound on one token.
    public static let largestToken = 64 << 20

    /// A scanner for a document named `file` (used in errors).
    /// A scanner of `file` (named in its errors). `writerAttributes` name the attributes that
    /// say which application wrote an element (Apple's `sourceName`), for the messages about a
    /// malformed one.
    public init(file: String, writerAttributes: [String] = []) {
        self.file = file
        writerKeys = writerAttributes.map { Array(" \($0)=\"".utf8) }
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
    mutating func scanInPlace<H: XMLHandler>(_ bytes: UnsafeBufferPointer<UInt8>, _ handler: inout H) throws {
        region = bytes
        defer { region = UnsafeBufferPointer(start: nil, count: 0) }
        let used = try scan(&handler, final: false)
        try check(used)
        buffer.append(contentsOf: bytes[used...])
        waitUntil = 2 * pendingLength
    }

    /// Calls `body` with the bytes positions refer to: the chunk being scanned, or the buffer.
    func withRegion<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        if region.baseAddress != nil { return try body(region) }
        return try buffer.withUnsafeBufferPointer(body)
    }

    /// The error for a token starting at buffer position `position` that runs past the limit.
    func tooLong(at position: Int) -> ImportError {
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

    func error(at position: Int, _ problem: String) -> ImportError {
        .badXML(
            file: file, offset: consumedBytes + Int64(position), line: line(atBufferOffset: position), problem: problem)
    }

    /// Drops the scanned bytes of the buffer, after checking them.
    mutating func discard(_ count: Int) throws {
        try check(count)
        buffer.removeFirst(count)
    }

    /// Scans complete tokens; returns how many bytes were consumed.
    mutating func scan<H: XMLHandler>(_ handler: inout H, final: Bool) throws -> Int {
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
    mutating func token<H: XMLHandler>(
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
            let depth = openLengths.count
            var found: (Fast, UnsafeBufferPointer<UInt8>?)?
            var skimmedValues = SkimmedValues()
            if skipping == nil, depth == 1, let rule = H.passOverChild {
                found = unread(
                    b, n, start, rule: rule, isRead: { handler.reads($0, depth: 1) }, skims: { handler.skims($0) },
                    skimmed: H.skimmedAttributes, values: &skimmedValues)
            } else if skipping == nil, depth == 2, let rule = H.passOverGrandchild {
                found = unread(
                    b, n, start, rule: rule, isRead: { handler.reads($0, depth: 2) }, values: &skimmedValues)
            }
            if let (fast, value) = found {
                switch fast {
                case .read: break
                case .incomplete: return nil
                case .skipped(let end):
                    // Reported once the element's end is found, so each is counted once, whole.
                    if let value { handler.passedOver(value, depth: depth) }
                    return end
                case .skimmed(let end, let open):
                    advanceLine(to: start, in: b, count: n)
                    if let value { handler.skimmed(value, skimmedValues, line: cursorLine, open: open) }
                    // Opened as a tokenised element is (only the root's children are skimmed): its
                    // end tag is checked against it.
                    if open, let name = H.passOverChild?.name {
                        openNames.append(
                            contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
                        openLengths.append(name.utf8CodeUnitCount)
                    }
                    return end
                }
            }
            do {
                return try startTag(b, n, start, &handler)
            } catch let m as MalformedTag {
                guard recovers, !openLengths.isEmpty else {
                    throw error(at: m.at, m.problem + (m.namesWriter ? writer(b, n, from: start) : ""))
                }
                return skip(m, b, n, start)
            }
        }
    }

    /// Skips `<!DOCTYPE … [ internal subset ] >`, honouring quotes and comments.
    func doctype(_ b: UnsafePointer<UInt8>, _ n: Int, _ from: Int) throws -> Int? {
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

}
