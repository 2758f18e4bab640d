import FlowRecords

/// A time written without an offset, `YYYY-MM-DD HH:MM:SS` (or with `T`), as most vendors write
/// them: WHOOP's local times, Google's sleep tables and Takeout's sleep scores (their `+0000`
/// or `Z` after it is not true), Samsung's and Garmin's UTC times (read on offset 0).
enum WallClock {
    /// The local time `YYYY-MM-DD HH:MM:SS` on `offset`, or nil.
    static func time(_ text: String, offset: Int32) -> Timestamp? {
        let b = Array(text.utf8)
        guard b.count == 19, b[10] == 32 || b[10] == 84, b[13] == 58, b[16] == 58,
            let day = CalendarDay(iso: String(decoding: b[0..<10], as: UTF8.self)),
            let h = digits(b[11...12]), let m = digits(b[14...15]),
            let s = digits(b[17...18]), h < 24, m < 60, s < 60
        else { return nil }
        let local = Double(day.ordinal) * 86_400 + Double(h * 3600 + m * 60 + s)
        return Timestamp(instant: local - Double(offset), offsetSeconds: offset)
    }

    /// The offset in seconds east of UTC written `UTC±HH:MM` (`colon`, WHOOP's) or `UTC±HHMM`
    /// (Samsung's): hours up to 14, minutes under 60; nil for anything else.
    static func utcOffset(_ text: String, colon: Bool) -> Int32? {
        let b = Array(text.utf8)
        guard b.count == (colon ? 9 : 8), b.starts(with: Array("UTC".utf8)), b[3] == 43 || b[3] == 45,
            !colon || b[6] == 58, let h = digits(b[4...5]), let m = digits(b[(colon ? 7 : 6)...]), h <= 14, m < 60
        else { return nil }
        let seconds = Int32(h * 3600 + m * 60)
        return b[3] == 45 ? -seconds : seconds
    }

    /// Two or more ASCII digits as a number, or nil.
    static func digits(_ b: ArraySlice<UInt8>) -> Int? {
        var n = 0
        for c in b {
            guard c >= 48, c <= 57 else { return nil }
            n = n * 10 + Int(c - 48)
        }
        return n
    }
}
