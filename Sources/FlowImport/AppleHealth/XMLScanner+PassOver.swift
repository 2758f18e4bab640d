#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Passing over, at memory speed, the elements a handler does not read.
extension XMLScanner {
    /// What the fast path found at a `<` inside the root.
    enum Fast {
        /// Not an element the handler passes over: tokenise it as usual.
        case read
        /// An element to pass over whose end is not in the buffer yet.
        case incomplete
        /// An element passed over, content and all: the index after it.
        case skipped(Int)
        /// A self-closed element read by search: the index after it, and its attributes' raw values.
        case skimmed(Int, [UnsafeBufferPointer<UInt8>])
    }

    /// An element the handler does not read (its `PassOver` rule: a name, and the attribute whose
    /// value decides) is found by that attribute alone and jumped over to its `/>` or end tag
    /// with vectorised searches, its attributes never tokenised. Anything unusual (no such
    /// attribute before the first `>`, a reference in it) takes the tokenising path, which checks
    /// everything. The exports escape `>` in attribute values; a raw one before the attribute
    /// would make the element look shorter than it is, and only what is skipped could be misjudged.
    /// Returns what was found and, for an element passed over, the attribute's value.
    @inline(__always)
    func unread(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int, rule: PassOver, isRead: (UnsafeBufferPointer<UInt8>) -> Bool,
        skims: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in false }, skimmed: [StaticString] = []
    ) -> (Fast, UnsafeBufferPointer<UInt8>?) {
        let (name, attribute, endTag) = (rule.name, rule.attribute, rule.endTag)
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
        guard memchr(b + valueStart, 38, valueEnd - valueStart) == nil else { return (.read, nil) }
        guard !isRead(value) else {
            guard b[gt - 1] == 47, skims(value), let values = skim(b, start, gt, skimmed) else { return (.read, nil) }
            return (.skimmed(gt + 1, values), value)
        }
        if b[gt - 1] == 47 { return (.skipped(gt + 1), value) }  // '/>'
        guard let end = find(b, n, gt + 1, endTag) else { return (.incomplete, nil) }
        return (.skipped(end + endTag.utf8CodeUnitCount), value)
    }

    /// The raw values of `attributes` in the tag `b[start..<gt]`, read in one pass over its
    /// `name="value"` pairs; nil when one is missing, written twice or holds a reference, or the
    /// tag is not plain pairs, which the tokenising path then reads and checks.
    private func skim(
        _ b: UnsafePointer<UInt8>, _ start: Int, _ gt: Int, _ attributes: [StaticString]
    ) -> [UnsafeBufferPointer<UInt8>]? {
        // One allocation a record: the values, and a bit for each one found.
        var values = [UnsafeBufferPointer<UInt8>](
            repeating: UnsafeBufferPointer(start: nil, count: 0), count: attributes.count)
        var found: UInt64 = 0
        var i = start + 1
        while i < gt, !isSpace(b[i]) { i += 1 }  // past the element's name
        while i < gt {
            while i < gt, isSpace(b[i]) { i += 1 }
            if i >= gt - 1 { break }  // at the closing '/'
            guard let eq = memchr(b + i, 61, gt - i) else { return nil }  // '='
            let nameEnd = b.distance(to: eq.assumingMemoryBound(to: UInt8.self))
            guard nameEnd + 1 < gt, b[nameEnd + 1] == 34, let close = memchr(b + nameEnd + 2, 34, gt - nameEnd - 2)
            else {
                return nil
            }
            let valueStart = nameEnd + 2
            let valueEnd = b.distance(to: close.assumingMemoryBound(to: UInt8.self))
            // Each wanted attribute is written ` name="`: compare the name with its middle part.
            for (k, attribute) in attributes.enumerated() {
                let count = attribute.utf8CodeUnitCount - 3
                guard count == nameEnd - i, memcmp(b + i, attribute.utf8Start + 1, count) == 0 else { continue }
                guard found & (1 << k) == 0, memchr(b + valueStart, 38, valueEnd - valueStart) == nil else {
                    return nil
                }
                values[k] = UnsafeBufferPointer(start: b + valueStart, count: valueEnd - valueStart)
                found |= 1 << k
            }
            i = valueEnd + 1
        }
        return found.nonzeroBitCount == attributes.count ? values : nil
    }
}
