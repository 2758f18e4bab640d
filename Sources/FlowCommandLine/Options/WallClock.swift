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
}
