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
        /// An element read by search: the index after its start tag (its attributes' raw values
        /// are put in the caller's `SkimmedValues`, not carried here, which would copy them twice),
        /// and whether it is open (its content follows).
        case skimmed(Int, open: Bool)
    }

    /// An element the handler does not read (its `PassOver` rule: a name, and the attribute whose
    /// value decides) is found by that attribute alone and jumped over to its `/>` or end tag
    /// with vectorised searches, its attributes never tokenised. Anything unusual (no such
    /// attribute before the first `>`, a reference in it) takes the tokenising path, which checks
    /// everything. The exports escape `>` in attribute values; a raw one before the attribute
    /// would make the element look shorter than it is, and only what is skipped could be misjudged.
    /// An element the handler reads but skims has its wanted attributes found the same way
    /// (against the last layouts seen, else by `skim`), self-closed or open.
    /// Returns what was found and, for an element passed over or skimmed, the attribute's value.
    @inline(__always)
    mutating func unread(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int, rule: PassOver, isRead: (UnsafeBufferPointer<UInt8>) -> Bool,
        skims: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in false }, skimmed: SkimNames = .none,
        values: inout SkimmedValues
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
        // A value the handler reads is one of its names, none of which holds a reference (`&`):
        // only a value it does not read is searched for one, which the tokenising path decodes.
        guard !isRead(value) else {
            // The attributes end at the '/' of `/>` or at the '>' of an open tag; a raw '<' in the
            // tag is malformed, which the tokenising path reports.
            let open = b[gt - 1] != 47
            let end = open ? gt : gt - 1
            guard skims(value), memchr(b + afterName, 60, gt - afterName) == nil,
                skimLayouts.0.skim(b, n, afterName, end, into: &values)
                    || skimByFormerLayout(b, n, afterName, end, into: &values)
                    || skim(b, n, afterName, end, skimmed, into: &values)
            else { return (.read, nil) }
            return (.skimmed(gt + 1, open: open), value)
        }
        guard memchr(b + valueStart, 38, valueEnd - valueStart) == nil else { return (.read, nil) }
        if b[gt - 1] == 47 { return (.skipped(gt + 1), value) }  // '/>'
        guard let end = find(b, n, gt + 1, endTag) else { return (.incomplete, nil) }
        return (.skipped(end + endTag.utf8CodeUnitCount), value)
    }

    /// Puts the raw values of `names`' attributes into `values`, read in one pass over the
    /// tag's `name="value"` pairs from `from` (just past the element's name) to `end` (the '/'
    /// of `/>`, or the '>' of an open tag); false when one is missing, written twice or holds a
    /// reference, or the tag is not plain pairs, which the tokenising path then reads and
    /// checks. When it succeeds, the tag's layout is remembered (``SkimLayout``) for the next.
    /// - Complexity: O(tag bytes): names and values are found with `memchr`, a name told by its
    ///   length before one compare.
    private mutating func skim(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ from: Int, _ end: Int, _ names: SkimNames,
        into values: inout SkimmedValues
    ) -> Bool {
        // No allocation: the values in place, and a bit for each one found.
        var found: UInt64 = 0
        var i = from
        var layout = SkimLayout.Learning()
        // Every name seen (up to 16), so that a name written twice, read or not, is left to the
        // tokeniser, which reports it; as is a name of other bytes than a name's.
        var seen = InlineArray<16, (start: Int, count: Int)>(repeating: (0, 0))
        var attributes = 0
        while i < end {
            let gap = i
            while i < end, isSpace(b[i]) { i += 1 }
            if i >= end { break }
            let nameStart = i
            guard let equals = memchr(b + i, 61, end - i) else { return false }  // '='
            let nameEnd = b.distance(to: equals.assumingMemoryBound(to: UInt8.self))
            guard nameEnd + 1 < end, b[nameEnd + 1] == 34,
                let close = memchr(b + nameEnd + 2, 34, end - nameEnd - 2)
            else {
                return false
            }
            let valueStart = nameEnd + 2
            let valueEnd = b.distance(to: close.assumingMemoryBound(to: UInt8.self))
            let length = nameEnd - nameStart
            guard length > 0, attributes < 16, (nameStart..<nameEnd).allSatisfy({ isNameByte(b[$0]) }) else {
                return false
            }
            for k in 0..<attributes where seen[k].count == length {
                if memcmp(b + seen[k].start, b + nameStart, length) == 0 { return false }
            }
            seen[attributes] = (nameStart, length)
            attributes += 1
            let slot = names.slot(b + nameStart, length)
            // Learnt only as Apple writes it: one space before each name.
            layout.see(b, from: nameStart == gap + 1 && b[gap] == 32 ? gap : nil, to: valueStart, slot: slot ?? -1)
            if let k = slot {
                // A reference (`&`) in a value read: the tokenising path decodes it.
                guard found & (1 << k) == 0, memchr(b + valueStart, 38, valueEnd - valueStart) == nil else {
                    return false
                }
                values.values[k] = UnsafeBufferPointer(start: b + valueStart, count: valueEnd - valueStart)
                found |= 1 << k
            }
            i = valueEnd + 1
        }
        guard found.nonzeroBitCount == names.count else { return false }
        skimLayouts = (layout.learnt, skimLayouts.0)
        return true
    }

    /// Reads the tag against the layout before the last, which becomes the latest when it fits.
    private mutating func skimByFormerLayout(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ from: Int, _ end: Int, into values: inout SkimmedValues
    ) -> Bool {
        guard skimLayouts.1.skim(b, n, from, end, into: &values) else { return false }
        swap(&skimLayouts.0, &skimLayouts.1)
        return true
    }
}

/// The attributes a skim reads, as a handler names them (` value="`), held for the hot path:
/// each name's bytes, and which name has a given length, so an attribute of a tag is told
/// apart by one lookup and at most one compare a name of its length.
public struct SkimNames: Sendable {
    /// No attribute: nothing is skimmed.
    public static let none = SkimNames([])

    private let names: [[UInt8]]
    /// For each length, the first name of that length (-1: none); `next` chains the others.
    private let firstOfLength: [Int]
    private let next: [Int]

    /// The names of `attributes` (at most ``SkimmedValues/capacity``), each written with its
    /// leading space, `=` and opening quote.
    public init(_ attributes: [StaticString]) {
        precondition(attributes.count <= SkimmedValues.capacity, "a skim reads at most 8 attributes")
        names = attributes.map { a in
            Array(UnsafeBufferPointer(start: a.utf8Start + 1, count: a.utf8CodeUnitCount - 3))
        }
        var first = [Int](repeating: -1, count: (names.map(\.count).max() ?? 0) + 1)
        var next = [Int](repeating: -1, count: names.count)
        for (k, name) in names.enumerated().reversed() {
            next[k] = first[name.count]
            first[name.count] = k
        }
        (firstOfLength, self.next) = (first, next)
    }

    /// How many names there are.
    var count: Int { names.count }

    /// The index of the name `b[0..<length]`, when it is one of them.
    @inline(__always)
    func slot(_ b: UnsafePointer<UInt8>, _ length: Int) -> Int? {
        guard length < firstOfLength.count else { return nil }
        var k = firstOfLength[length]
        while k >= 0 {
            if names[k].withUnsafeBufferPointer({ memcmp(b, $0.baseAddress!, length) }) == 0 { return k }
            k = next[k]
        }
        return nil
    }
}

/// The raw values a skim found, in the order of its names, held in place (no allocation a record).
public struct SkimmedValues {
    /// No values yet.
    public init() {}

    /// The most values a skim holds.
    public static let capacity = 8
    /// Set by the skims (the generic one and ``SkimLayout``), read through the subscript.
    var values = InlineArray<8, UnsafeBufferPointer<UInt8>>(
        repeating: UnsafeBufferPointer(start: nil, count: 0))

    /// The value of the `k`-th name.
    public subscript(k: Int) -> UnsafeBufferPointer<UInt8> { values[k] }
}
