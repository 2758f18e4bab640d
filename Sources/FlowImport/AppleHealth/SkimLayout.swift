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
    /// Each attribute's ` name="` (at most 16 bytes), with the skimmed value it holds (-1: none).
    private var attributes: [(name: KnownName, slot: Int)] = []

    /// A layout being learnt from a tag as the skim reads it.
    struct Learning {
        private var layout = SkimLayout()
        private var failed = false

        /// Nothing learnt yet (room for the attributes a record has).
        init() { layout.attributes.reserveCapacity(12) }

        /// The attribute whose ` name="` is `b[from..<to]` (`from` nil: not one space before
        /// the name, which the layout does not describe), holding value `slot`.
        mutating func see(_ b: UnsafePointer<UInt8>, from: Int?, to: Int, slot: Int) {
            guard !failed, let from, to - from <= 16 else {
                failed = true
                return
            }
            layout.attributes.append((KnownName(b + from, length: to - from), slot))
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
        guard !attributes.isEmpty else { return false }
        var i = from
        return attributes.withUnsafeBufferPointer { layout in
            for (name, slot) in layout {
                guard i + 16 <= n, name.isAt(b + i) else { return false }
                i += name.length
                guard i <= end else { return false }
                if slot >= 0 {
                    // A value read is short: its quote and any `&` before it found in one pass.
                    guard let close = XMLScanner.firstOf(34, 38, 38, in: b, from: i, to: end), b[close] == 34 else {
                        return false
                    }
                    values.values[slot] = UnsafeBufferPointer(start: b + i, count: close - i)
                    i = close + 1
                } else {
                    guard let close = memchr(b + i, 34, end - i) else { return false }
                    i = b.distance(to: close.assumingMemoryBound(to: UInt8.self)) + 1
                }
            }
            return i == end
        }
    }
}
