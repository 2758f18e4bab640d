#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte searches the tokenizer runs on.
extension XMLScanner {
    func find(_ b: UnsafePointer<UInt8>, _ n: Int, _ from: Int, _ text: StaticString) -> Int? {
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

    func starts(_ b: UnsafePointer<UInt8>, _ n: Int, _ at: Int, _ text: StaticString) -> Bool {
        at + text.utf8CodeUnitCount <= n && memcmp(b + at, text.utf8Start, text.utf8CodeUnitCount) == 0
    }

    @inline(__always) func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 10 || c == 9 || c == 13 }

    /// Name characters: letters, digits, '_', ':', '-', '.', and any non-ASCII byte.
    @inline(__always) func isNameByte(_ c: UInt8) -> Bool {
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
