#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line numbers: counted from the line feeds the reading thread listed, or from the bytes, so an error names its line exactly.
extension XMLScanner {
    /// The line of a buffer position at or after the cursor, moving the cursor there.
    mutating func advanceLine(to position: Int) -> Int {
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

    mutating func advanceLine(to position: Int, in base: UnsafePointer<UInt8>, count: Int) {
        guard position > cursor else { return }
        if listsLineFeeds {
            countListedLineFeeds(before: min(position, count))
        } else {
            cursorLine += XMLScanner.newlines(base, from: cursor, to: min(position, count))
        }
        cursor = position
    }

    /// True while a region whose line feeds the caller listed is scanned (lines come from the list).
    var listsLineFeeds: Bool { lineFeeds.baseAddress != nil && region.baseAddress != nil }

    /// Counts the listed line feeds of the region before `position` that the cursor has not passed.
    @inline(__always)
    mutating func countListedLineFeeds(before position: Int) {
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
    func line(atBufferOffset position: Int) -> Int {
        var copy = self
        if position < cursor {
            copy.lineFeeds = UnsafeBufferPointer(start: nil, count: 0)  // counted from the bytes instead
            copy.cursor = 0
            copy.cursorLine = cursorLine - withRegion { XMLScanner.newlines($0.baseAddress!, from: 0, to: cursor) }
        }
        return copy.advanceLine(to: position)
    }
}
