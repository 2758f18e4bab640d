extension Timestamp {
    /// The timestamp as ISO 8601 on its own clock, as the records CSV writes it:
    /// `2026-03-01T23:10:00+01:00`; a fraction of a second is kept to the millisecond
    /// (`23:10:00.25`), and a whole second is written without one.
    /// - Complexity: O(1), no `Foundation`: the 25 to 29 bytes are written into the string's own storage.
    public var iso8601: String {
        var millis = Int64((localSeconds * 1000).rounded())
        let day = CalendarDay(ordinal: Int(millis >= 0 ? millis / 86_400_000 : (millis - 86_399_999) / 86_400_000))
        millis -= Int64(day.ordinal) * 86_400_000
        let c = day.components
        let seconds = Int(millis / 1000)
        var fraction = Int(millis % 1000)
        var fractionWidth = 0
        if fraction != 0 {
            fractionWidth = 3
            while fraction % 10 == 0 {
                fraction /= 10
                fractionWidth -= 1
            }
        }
        let offset = Int(offsetSeconds)
        let count = 25 + (fractionWidth > 0 ? fractionWidth + 1 : 0)
        return String(unsafeUninitializedCapacity: count) { out in
            var i = 0
            func put(_ byte: UInt8) {
                out[i] = byte
                i += 1
            }
            func digits(_ value: Int, _ width: Int) {
                var v = value
                for k in stride(from: i + width - 1, through: i, by: -1) {
                    out[k] = UInt8(truncatingIfNeeded: 48 + v % 10)
                    v /= 10
                }
                i += width
            }
            digits(c.year, 4)
            put(45)
            digits(c.month, 2)
            put(45)
            digits(c.day, 2)
            put(84)  // 'T'
            digits(seconds / 3600, 2)
            put(58)
            digits(seconds / 60 % 60, 2)
            put(58)
            digits(seconds % 60, 2)
            if fractionWidth > 0 {
                put(46)  // '.'
                digits(fraction, fractionWidth)
            }
            put(offset < 0 ? 45 : 43)
            digits(abs(offset) / 3600, 2)
            put(58)
            digits(abs(offset) / 60 % 60, 2)
            return i
        }
    }
}
