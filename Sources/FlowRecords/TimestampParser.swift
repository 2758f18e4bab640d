/// Why a timestamp could not be read.
public enum TimestampProblem: Error, Sendable {
    /// A valid date and time with no offset or `Z` after it.
    case noOffset
    /// Anything else: wrong shape, impossible date or time, offset out of range.
    case unparseable
}

/// Parses the two spellings SPEC section 1 accepts, straight from bytes:
/// `2026-03-01T23:10:00+01:00` (offset `Z`, `±HH:MM`, `±HHMM` or `±HH`) and Apple's
/// `2026-03-01 23:10:00 +0100`; seconds may carry a fraction, and may be left out.
public enum TimestampParser {
    /// Parses `text`; the error says whether only the offset was missing.
    public static func parse(_ text: String) -> Result<Timestamp, TimestampProblem> {
        var copy = text
        return copy.withUTF8 { parse($0[...]) }
    }

    /// Parses a slice of UTF-8 bytes.
    public static func parse(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> Result<Timestamp, TimestampProblem> {
        var i = b.startIndex
        let end = b.endIndex
        func num(_ n: Int) -> Int? {
            guard end - i >= n else { return nil }
            var v = 0
            for k in 0..<n {
                let c = b[i + k]
                guard c >= 48, c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            i += n
            return v
        }
        func take(_ c: UInt8) -> Bool {
            if i < end, b[i] == c { i += 1; return true }
            return false
        }
        guard let year = num(4), take(45), let month = num(2), take(45), let day = num(2),
              let date = CalendarDay(year: year, month: month, day: day) else { return .failure(.unparseable) }
        guard take(84) || take(32) else { return .failure(.unparseable) }  // 'T' or ' '
        guard let hour = num(2), hour < 24, take(58), let minute = num(2), minute < 60 else {
            return .failure(.unparseable)
        }
        var seconds = 0.0
        if take(58) {
            guard let s = num(2), s < 60 else { return .failure(.unparseable) }
            seconds = Double(s)
            if take(46) {
                var scale = 0.1
                var digits = 0
                while i < end, b[i] >= 48, b[i] <= 57 {
                    seconds += Double(b[i] - 48) * scale
                    scale /= 10
                    digits += 1
                    i += 1
                }
                guard digits > 0 else { return .failure(.unparseable) }
            }
        }
        _ = take(32)
        if i == end { return .failure(.noOffset) }
        var offset = 0
        if take(90) {  // 'Z'
            offset = 0
        } else {
            let sign: Int
            if take(43) { sign = 1 } else if take(45) { sign = -1 } else { return .failure(.unparseable) }
            guard let oh = num(2) else { return .failure(.unparseable) }
            var om = 0
            if i < end {
                _ = take(58)
                guard let m = num(2) else { return .failure(.unparseable) }
                om = m
            }
            guard oh <= 18, om < 60 else { return .failure(.unparseable) }
            offset = sign * (oh * 3600 + om * 60)
        }
        guard i == end else { return .failure(.unparseable) }
        let local = Double(date.midnightLocalSeconds) + Double(hour * 3600 + minute * 60) + seconds
        return .success(Timestamp(instant: local - Double(offset), offsetSeconds: Int32(offset)))
    }
}
