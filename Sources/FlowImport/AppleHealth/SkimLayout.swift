#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The attributes of the last tag skimmed, in order, each as its ` name="` with the skimmed
/// value it holds: an exporter writes a type's records alike, so the next tag is first read
/// against it (a compare of two words an attribute, then its value's closing quote), which
/// finds what ``XMLScanner``'s skim would find or gives up, leaving the tag to that skim.
struct SkimLayout {
    /// Each attribute's ` name="` (at most 16 bytes).
    private var names: [KnownName] = []
    /// The skimmed value each attribute holds (-1: none).
    private var slots: [Int] = []

    /// A layout being learnt from a tag as the skim reads it.
    struct Learning {
        private var layout = SkimLayout()
        private var failed = false

        /// The attribute whose ` name="` is `b[from..<to]` (`from` nil: not one space before
        /// the name, which the layout does not describe), holding value `slot`.
        mutating func see(_ b: UnsafePointer<UInt8>, from: Int?, to: Int, slot: Int) {
            guard !failed, let from, to - from <= 16 else {
                failed = true
                return
            }
            layout.names.append(KnownName(b + from, length: to - from))
            layout.slots.append(slot)
        }

        /// The layout learnt, empty when the tag was not written as one.
        var learnt: SkimLayout { failed ? SkimLayout() : layout }
    }

    /// Reads the tag whose attributes run from `from` (just past the element's name) to `end`
    /// (the '/' of `/>`, or the '>' of an open tag) against this layout, putting the values into
    /// `values`; false when the tag is not written this way or a value read holds a reference.
    /// `n` bytes of `b` are readable.
    /// - Complexity: O(attributes), plus `memchr` over the values.
    func skim(
        _ b: UnsafePointer<UInt8>, _ n: Int, _ from: Int, _ end: Int, into values: inout SkimmedValues
    ) -> Bool {
        guard !names.isEmpty else { return false }
        var i = from
        for k in names.indices {
            guard i + 16 <= n, names[k].isAt(b + i) else { return false }
            i += names[k].length
            guard i <= end, let close = memchr(b + i, 34, end - i) else { return false }
            let valueEnd = b.distance(to: close.assumingMemoryBound(to: UInt8.self))
            if slots[k] >= 0 {
                guard memchr(b + i, 38, valueEnd - i) == nil else { return false }
                values.values[slots[k]] = UnsafeBufferPointer(start: b + i, count: valueEnd - i)
            }
            i = valueEnd + 1
        }
        return i == end
    }
}
