import FlowRecords
import Foundation

/// The wall clock, read in one place: the commands that need today's date (`checkin`, `today`)
/// ask here, and the use cases take the date as a value, so tests fix it.
enum WallClock {
    /// Today's date in the system's time zone.
    static func today() -> CalendarDay {
        let seconds = Date().timeIntervalSince1970 + Double(TimeZone.current.secondsFromGMT())
        return CalendarDay(ordinal: Int((seconds / 86_400).rounded(.down)))
    }

    /// Now, in seconds since 1970 (UTC).
    static func now() -> Double { Date().timeIntervalSince1970 }

    /// The system zone's offset from UTC at noon of `day`, in seconds.
    static func offset(on day: CalendarDay) -> Int32 {
        let noon = Date(timeIntervalSince1970: Double(day.ordinal) * 86_400 + 43_200)
        return Int32(TimeZone.current.secondsFromGMT(for: noon))
    }
}
