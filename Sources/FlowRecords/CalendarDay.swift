/// A local calendar date, stored as days since 1970-01-01.
///
/// Every "day" in flow is a local date; this type does the civil-calendar arithmetic
/// (proleptic Gregorian) without Foundation, so it is exact and fast.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public var ordinal: Int

    /// A day from its ordinal (days since 1970-01-01).
    public init(ordinal: Int) { self.ordinal = ordinal }

    /// A day from a year, month (1-12) and day of month; nil when the date does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CalendarDay.daysIn(month: month, year: year) else {
            return nil
        }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        ordinal = era * 146097 + doe - 719468
    }

    /// Parses `YYYY-MM-DD`; nil for anything else or a date that does not exist.
    public init?(iso text: Substring) {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == 45, b[7] == 45,
            let y = CalendarDay.digits(b, 0, 4), let m = CalendarDay.digits(b, 5, 2),
            let d = CalendarDay.digits(b, 8, 2)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Parses `YYYY-MM-DD`; nil for anything else.
    public init?(iso text: String) { self.init(iso: Substring(text)) }

    /// The (year, month, day) of this date.
    public var components: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let c = components
        if (0...9999).contains(c.year) {
            // Ten ASCII bytes written in place: a small string, no allocation (tables print thousands).
            return String(unsafeUninitializedCapacity: 10) { b in
                func digits(_ v: Int, _ at: Int, _ count: Int) {
                    var v = v
                    for k in stride(from: at + count - 1, through: at, by: -1) {
                        b[k] = UInt8(truncatingIfNeeded: 48 + v % 10)
                        v /= 10
                    }
                }
                digits(c.year, 0, 4)
                digits(c.month, 5, 2)
                digits(c.day, 8, 2)
                (b[4], b[7]) = (45, 45)
                return 10
            }
        }
        func pad(_ v: Int, _ w: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, w - s.count)) + s
        }
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))"
    }

    /// The day `n` days later (earlier when negative).
    public func adding(days n: Int) -> CalendarDay { CalendarDay(ordinal: ordinal + n) }

    /// Local seconds since 1970-01-01 00:00 at this day's midnight.
    public var midnightLocalSeconds: Int64 { Int64(ordinal) * 86_400 }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool { a.ordinal < b.ordinal }

    /// True for a Gregorian leap year.
    public static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    /// The number of days in a month (1-12) of a year.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func digits(_ b: [UInt8], _ at: Int, _ n: Int) -> Int? {
        var v = 0
        for i in at..<(at + n) {
            let c = b[i]
            guard c >= 48, c <= 57 else { return nil }
            v = v * 10 + Int(c - 48)
        }
        return v
    }
}
