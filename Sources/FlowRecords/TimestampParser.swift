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
        if b.count == 25, let t = appleTime(UnsafeBufferPointer(rebasing: b)) { return .success(t) }
        var c = ByteCursor(b)
        guard let year = c.number(4), c.take(45), let month = c.number(2), c.take(45), let day = c.number(2),
            let date = CalendarDay(year: year, month: month, day: day)
        else { return .failure(.unparseable) }
        guard c.take(84) || c.take(32) else { return .failure(.unparseable) }  // 'T' or ' '
        guard let hour = c.number(2), hour < 24, c.take(58), let minute = c.number(2), minute < 60 else {
            return .failure(.unparseable)
        }
        var seconds = 0.0
        if c.take(58) {
            guard let s = c.number(2), s < 60 else { return .failure(.unparseable) }
            seconds = Double(s)
            if c.take(46) {
                var scale = 0.1
                var digits = 0
                while let d = c.digit() {
                    seconds += Double(d) * scale
                    scale /= 10
                    digits += 1
                }
                guard digits > 0 else { return .failure(.unparseable) }
            }
        }
        _ = c.take(32)
        if c.atEnd { return .failure(.noOffset) }
        var offset = 0
        if !c.take(90) {  // 'Z' is UTC
            let sign: Int
            if c.take(43) { sign = 1 } else if c.take(45) { sign = -1 } else { return .failure(.unparseable) }
            guard let oh = c.number(2) else { return .failure(.unparseable) }
            var om = 0
            if !c.atEnd {
                _ = c.take(58)
                guard let m = c.number(2) else { return .failure(.unparseable) }
                om = m
            }
            guard oh <= 18, om < 60 else { return .failure(.unparseable) }
            offset = sign * (oh * 3600 + om * 60)
        }
        guard c.atEnd else { return .failure(.unparseable) }
        let local = Double(date.midnightLocalSeconds) + Double(hour * 3600 + minute * 60) + seconds
        return .success(Timestamp(instant: local - Double(offset), offsetSeconds: Int32(offset)))
    }
}

extension TimestampParser {
    /// Apple's spelling exactly, `2026-03-01 23:10:00 +0100` (25 bytes), read at fixed places:
    /// nearly every time in an export has it. Nil for anything else, or for a value out of range,
    /// which the general parser then reads (or refuses) as it would any text.
    static func appleTime(_ b: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard b[4] == 45, b[7] == 45, b[10] == 32, b[13] == 58, b[16] == 58, b[19] == 32,
            b[20] == 43 || b[20] == 45
        else { return nil }
        @inline(__always) func two(_ at: Int) -> Int? {
            let (h, l) = (b[at] &- 48, b[at + 1] &- 48)
            return h < 10 && l < 10 ? Int(h) * 10 + Int(l) : nil
        }
        guard let century = two(0), let year = two(2), let month = two(5), let day = two(8), let hour = two(11),
            let minute = two(14), let second = two(17), let oh = two(21), let om = two(23),
            hour < 24, minute < 60, second < 60, oh <= 18, om < 60,
            let date = CalendarDay(year: century * 100 + year, month: month, day: day)
        else { return nil }
        let offset = (b[20] == 43 ? 1 : -1) * (oh * 3600 + om * 60)
        let local = Double(date.midnightLocalSeconds) + Double(hour * 3600 + minute * 60) + Double(second)
        return Timestamp(instant: local - Double(offset), offsetSeconds: Int32(offset))
    }
}

/// A read position in a slice of bytes, for hand-written parsers.
struct ByteCursor {
    let bytes: Slice<UnsafeBufferPointer<UInt8>>
    var position: Int

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var atEnd: Bool { position >= bytes.endIndex }

    /// Consumes `byte` when it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        if position < bytes.endIndex, bytes[position] == byte {
            position += 1
            return true
        }
        return false
    }

    /// Consumes one decimal digit.
    mutating func digit() -> Int? {
        guard position < bytes.endIndex else { return nil }
        let v = bytes[position] &- 48
        guard v < 10 else { return nil }
        position += 1
        return Int(v)
    }

    /// Consumes exactly `n` decimal digits.
    mutating func number(_ n: Int) -> Int? {
        guard bytes.endIndex - position >= n else { return nil }
        var v = 0
        for k in position..<(position + n) {
            let d = bytes[k] &- 48
            guard d < 10 else { return nil }
            v = v * 10 + Int(d)
        }
        position += n
        return v
    }
}
