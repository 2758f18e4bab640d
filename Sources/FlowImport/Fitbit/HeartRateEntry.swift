import FlowRecords

/// One heart-rate entry read straight from its bytes when it has exactly the shape Fitbit
/// writes, `{"dateTime": "08/14/25 10:00:05", "value": {"bpm": 61, "confidence": 2}}` (white
/// space anywhere between tokens, the date also as `2019-11-01 00:00:10`): a Takeout holds
/// millions, and building a `JSONValue` and a `String` for each was most of its reading time.
/// Any other shape, spacing aside, is nil and the general parser reads it, so both paths
/// accept the same entries and give the same records.
struct HeartRateEntry {
    /// The written wall-clock time, read as +00:00 (the reader puts it on its clock).
    var written: Timestamp
    /// Beats per minute.
    var bpm: Double

    /// The entry `b` holds, white space around it allowed; nil for anything else.
    init?(_ b: UnsafeBufferPointer<UInt8>) {
        guard let (entry, length) = HeartRateEntry.prefix(of: b), b[length...].allSatisfy(Cursor.isSpace) else {
            return nil
        }
        self = entry
    }

    private init(written: Timestamp, bpm: Double) { (self.written, self.bpm) = (written, bpm) }

    /// The entry `b` starts with and how many bytes it spans (up to its closing `}`), or nil
    /// when `b` starts with anything else or ends inside it.
    static func prefix(of b: UnsafeBufferPointer<UInt8>) -> (HeartRateEntry, Int)? {
        guard let base = b.baseAddress else { return nil }
        var c = Cursor(p: base, end: b.count)
        guard c.expect(123), c.key("dateTime"), c.expect(34) else { return nil }
        let textStart = c.i
        while c.i < c.end, c.p[c.i] != 34, c.p[c.i] != 92 { c.i += 1 }
        guard c.i < c.end, c.p[c.i] == 34,
            let written = time(UnsafeBufferPointer(start: base + textStart, count: c.i - textStart))
        else { return nil }
        c.i += 1
        guard c.expect(44), c.key("value"), c.expect(123), c.key("bpm"), let bpm = c.whole(), c.expect(44),
            c.key("confidence"), c.whole() != nil, c.expect(125), c.expect(125)
        else { return nil }
        return (HeartRateEntry(written: written, bpm: Double(bpm)), c.i)
    }

    /// A position in the bytes, read token by token.
    private struct Cursor {
        let p: UnsafePointer<UInt8>
        let end: Int
        var i = 0

        init(p: UnsafePointer<UInt8>, end: Int) { (self.p, self.end) = (p, end) }

        static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 10 || c == 13 || c == 9 }

        @inline(__always) mutating func space() { while i < end, Cursor.isSpace(p[i]) { i += 1 } }

        @inline(__always) mutating func expect(_ byte: UInt8) -> Bool {
            space()
            guard i < end, p[i] == byte else { return false }
            i += 1
            return true
        }

        /// `"name"` and the colon after it.
        @inline(__always) mutating func key(_ name: StaticString) -> Bool {
            guard expect(34) else { return false }
            let (word, n) = (name.utf8Start, name.utf8CodeUnitCount)
            guard end - i > n, p[i + n] == 34 else { return false }
            for k in 0..<n where p[i + k] != word[k] { return false }
            i += n + 1
            return expect(58)
        }

        /// A whole number of 1-3 digits without a leading zero (JSON's grammar), else nil.
        @inline(__always) mutating func whole() -> Int? {
            space()
            let start = i
            var n = 0
            while i < end, p[i] >= 48, p[i] <= 57, i - start < 3 {
                n = n * 10 + Int(p[i] - 48)
                i += 1
            }
            guard i > start, i - start == 1 || p[start] != 48, i == end || p[i] < 48 || p[i] > 57 else { return nil }
            return n
        }
    }

    /// `MM/dd/yy HH:mm:ss` (2000-2099) or `yyyy-MM-dd HH:mm:ss` (1900-2100, `T` or a space),
    /// a date that exists and a time of day; nil for anything else.
    static func time(_ t: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard let p = t.baseAddress else { return nil }
        @inline(__always) func digits(_ at: Int, _ n: Int) -> Int? {
            var v = 0
            for k in 0..<n {
                let c = p[at + k]
                guard c >= 48, c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            return v
        }
        let (year, month, day, clock): (Int, Int, Int, Int)
        if t.count == 17, p[2] == 47, p[5] == 47, p[8] == 32, p[11] == 58, p[14] == 58 {
            guard let mo = digits(0, 2), let d = digits(3, 2), let y = digits(6, 2) else { return nil }
            (year, month, day, clock) = (2000 + y, mo, d, 9)
        } else if t.count == 19, p[4] == 45, p[7] == 45, p[10] == 32 || p[10] == 84, p[13] == 58, p[16] == 58 {
            guard let y = digits(0, 4), let mo = digits(5, 2), let d = digits(8, 2), (1900...2100).contains(y) else {
                return nil
            }
            (year, month, day, clock) = (y, mo, d, 11)
        } else {
            return nil
        }
        guard let h = digits(clock, 2), let m = digits(clock + 3, 2), let s = digits(clock + 6, 2), h < 24, m < 60,
            s < 60, let date = CalendarDay(year: year, month: month, day: day)
        else { return nil }
        return Timestamp(instant: Double(date.ordinal) * 86_400 + Double(h * 3600 + m * 60 + s), offsetSeconds: 0)
    }
}
