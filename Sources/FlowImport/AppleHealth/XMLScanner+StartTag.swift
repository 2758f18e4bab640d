#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tokenizer of a start tag: its name, its attributes (names compared with the last tag's first), and the checks of a well-formed one.
extension XMLScanner {
    mutating func startTag<H: XMLHandler>(
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
}
