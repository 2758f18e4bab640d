import FlowRecords

/// Garmin's times and dates: `*GMT` times as `2024-06-23T21:47:00.0` (UTC, no zone mark, a
/// fraction of any length), dates as `2024-06-23`, or, in exports made before about 2022, as
/// objects `{"date": "Mar 9, 2019 12:00:00 AM"}` for the same keys; some metrics use epoch
/// milliseconds.
enum GarminTime {
    /// A UTC time of its `YYYY-MM-DDTHH:MM:SS` (a fraction dropped), an old-style date object,
    /// or epoch milliseconds.
    static func utc(_ value: JSONValue?) -> Double? {
        switch value {
        case .string(let s)?:
            return WallClock.time(String(s.prefix(19)), offset: 0)?.instant ?? CalendarDay(iso: s).map(midnight)
        case .number(let ms)?: return CalendarDay(containingMilliseconds: ms) == nil ? nil : ms / 1000
        case .object?: return value?["date"]?.string.flatMap(javaTime)
        default: return nil
        }
    }

    /// A calendar date: `2024-06-23`, `2024-06-23T00:00:00.0`, `{"date": "Mar 9, 2019 12:00:00 AM"}`
    /// or epoch milliseconds of its UTC midnight.
    static func day(_ value: JSONValue?) -> CalendarDay? {
        switch value {
        case .string(let s)?: return CalendarDay(iso: s.prefix(10))
        case .number(let ms)?: return CalendarDay(containingMilliseconds: ms)
        case .object?:
            guard let text = value?["date"]?.string else { return nil }
            return javaDate(text)
        default: return nil
        }
    }

    private static func midnight(_ day: CalendarDay) -> Double { Double(day.ordinal) * 86_400 }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Mar 9, 2019 10:15:00 PM` as seconds since 1970 read as UTC (12 AM is 0 h, 12 PM noon).
    static func javaTime(_ text: String) -> Double? {
        guard let day = javaDate(text) else { return nil }
        let parts = text.split(separator: " ")
        guard parts.count >= 5 else { return midnight(day) }
        let clock = parts[3].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (1...12).contains(clock[0]), clock[1] < 60, clock[2] < 60 else { return nil }
        let hour = clock[0] % 12 + (parts[4] == "PM" ? 12 : 0)
        return midnight(day) + Double(hour * 3600 + clock[1] * 60 + clock[2])
    }

    /// `Mar 9, 2019 12:00:00 AM` (Java's `MMM d, yyyy h:mm:ss a`): its date.
    static func javaDate(_ text: String) -> CalendarDay? {
        let parts = text.replacingOccurrences(of: ",", with: "").split(separator: " ")
        guard parts.count >= 3, let m = months.firstIndex(of: String(parts[0])), let d = Int(parts[1]),
            let y = Int(parts[2])
        else { return nil }
        return CalendarDay(year: y, month: m + 1, day: d)
    }

    /// A float Garmin wrote from single precision (`41.70000076293945`), rounded to 3 decimals.
    static func rounded(_ v: Double?) -> Double? { v.map { ($0 * 1000).rounded() / 1000 } }
}
