import FlowRecords

/// WHOOP's clock: times written as local wall-clock `YYYY-MM-DD HH:MM:SS`, with no offset, on
/// the offset each cycle's `Cycle timezone` gives (`UTC-05:00`).
enum WhoopTime {
    /// The offset in seconds east of UTC of `UTC±HH:MM`, or nil.
    static func offset(_ text: String) -> Int32? {
        let b = Array(text.utf8)
        guard b.count == 9, b.starts(with: Array("UTC".utf8)), b[3] == 43 || b[3] == 45, b[6] == 58,
            let h = digits(b[4...5]), let m = digits(b[7...8]), h <= 14, m < 60
        else { return nil }
        let seconds = Int32(h * 3600 + m * 60)
        return b[3] == 45 ? -seconds : seconds
    }

    /// The local time `YYYY-MM-DD HH:MM:SS` on `offset`, or nil.
    static func local(_ text: String, offset: Int32) -> Timestamp? {
        let b = Array(text.utf8)
        guard b.count == 19, b[10] == 32 || b[10] == 84, b[13] == 58, b[16] == 58,
            let day = CalendarDay(iso: String(decoding: b[0..<10], as: UTF8.self)),
            let h = digits(b[11...12]), let m = digits(b[14...15]), let s = digits(b[17...18]), h < 24, m < 60, s < 60
        else { return nil }
        let local = Double(day.ordinal) * 86_400 + Double(h * 3600 + m * 60 + s)
        return Timestamp(instant: local - Double(offset), offsetSeconds: offset)
    }

    private static func digits(_ b: ArraySlice<UInt8>) -> Int? {
        var n = 0
        for c in b {
            guard c >= 48, c <= 57 else { return nil }
            n = n * 10 + Int(c - 48)
        }
        return n
    }
}
