#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tokenizer of a start tag: its name, its attributes (names compared with the last tag's first), and the checks of a well-formed one.
extension XMLScanner {
    /// Reads the start tag at `start` (its `<`) and hands it to the handler; returns the index
    /// after its `>`, or nil when the bytes end inside it (the caller waits for more).
    mutating func startTag<H: XMLHandler>(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int, _ handler: inout H
    ) throws -> Int? {
        var i = start + 1
        let nameStart = i
        while i < n, isNameByte(b[i]) { i += 1 }
        guard i < n else { return nil }
        guard i > nameStart else { throw MalformedTag(at: start, problem: "a '<' that starts no tag") }
        let name = nameStart..<i
        attributes.removeAll(keepingCapacity: true)
        var seenNames: UInt64 = 0
        var empty = false
        while true {
            let before = i
            while i < n, isSpace(b[i]) { i += 1 }
            guard i < n else { return nil }
            if b[i] == 62 {  // '>'
                i += 1
                break
            }
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
            guard let next = try attribute(b, n, at: i, of: name, seen: &seenNames) else { return nil }
            i = next
        }
        try deliver(b, n, start: start, name: name, empty: empty, &handler)
        return i
    }

    /// Reads one attribute, `name="value"`, at `i` into `attributes`: returns the index after
    /// its closing quote, or nil when the bytes end inside it. The name is first compared with
    /// the name in the same place of the last tag (Apple repeats them), and must not repeat.
    @inline(__always)
    mutating func attribute(
        _ b: UnsafePointer<UInt8>, _ n: Int, at start: Int, of name: Range<Int>, seen seenNames: inout UInt64
    ) throws -> Int? {
        var i = start
        let slot = attributes.count
        if slot < knownNames.count, i + 16 <= n, knownNames[slot].isAt(b + i),
            !isNameByte(b[i + knownNames[slot].length])
        {
            i += knownNames[slot].length
        } else {
            while i < n, isNameByte(b[i]) { i += 1 }
            guard i < n else { return nil }
            if slot < knownNames.count { knownNames[slot] = KnownName(b + start, length: i - start) }
        }
        let attrEnd = i
        guard attrEnd > start else {
            throw MalformedTag(at: i, problem: "an unexpected character in a tag", namesWriter: true, name: name)
        }
        while i < n, isSpace(b[i]) { i += 1 }
        guard i < n else { return nil }
        guard b[i] == 61 else {  // '='
            throw MalformedTag(at: i, problem: "an attribute without '='", namesWriter: true, name: name)
        }
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
        try checkUnique(b, start..<attrEnd, of: name, seen: &seenNames)
        attributes.append(XMLAttribute(name: start..<attrEnd, value: valueStart..<valueEnd, hasReference: hasReference))
        return valueEnd + 1
    }

    /// XML allows each attribute once per element (Unique Att Spec): a second `value` is
    /// malformed, not a choice. A 64-bit summary of the names seen (length, first and last
    /// byte) keeps this off the hot path: names are compared only when their summaries meet.
    @inline(__always)
    func checkUnique(
        _ b: UnsafePointer<UInt8>, _ attr: Range<Int>, of name: Range<Int>, seen seenNames: inout UInt64
    )
        throws
    {
        let length = attr.count
        let bit =
            UInt64(1) << UInt64((length &* 31 &+ Int(b[attr.lowerBound]) &+ Int(b[attr.upperBound - 1]) &* 7) & 63)
        if seenNames & bit != 0 {
            for other in attributes
            where other.name.count == length && memcmp(b + other.name.lowerBound, b + attr.lowerBound, length) == 0 {
                throw MalformedTag(
                    at: attr.lowerBound,
                    problem:
                        "the attribute '\(String(decoding: UnsafeBufferPointer(start: b + attr.lowerBound, count: length), as: UTF8.self))' appears twice",
                    name: name)
            }
        }
        seenNames |= bit
    }

    /// A complete start tag: checks it is not a second root, hands it to the handler (unless an
    /// element is being skipped) with its line and byte offset, and opens the element unless
    /// it is empty.
    mutating func deliver<H: XMLHandler>(
        _ b: UnsafePointer<UInt8>, _ n: Int, start: Int, name: Range<Int>, empty: Bool, _ handler: inout H
    ) throws {
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
                        base: b, name: name, attributes: attrs, isEmptyElement: empty, line: line, offset: offset),
                    depth: depth)
            }
        } catch let e as XMLScanError {
            throw error(at: start, e.problem)
        }
        if empty {
            if depth == 0 { rootClosed = true }
        } else {
            openNames.append(contentsOf: UnsafeBufferPointer(start: b + name.lowerBound, count: name.count))
            openLengths.append(name.count)
        }
    }
}
