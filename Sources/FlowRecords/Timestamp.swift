/// An instant together with the UTC offset written on it.
///
/// flow reads every record in its own local time: the instant orders and measures,
/// the offset says which clock the person was living on.
public struct Timestamp: Hashable, Comparable, Sendable {
    /// Seconds since 1970-01-01 00:00 UTC (fractional seconds allowed).
    public var instant: Double
    /// The offset written on the timestamp, in seconds east of UTC.
    public var offsetSeconds: Int32

    /// A timestamp from its instant and offset.
    public init(instant: Double, offsetSeconds: Int32) {
        (self.instant, self.offsetSeconds) = (instant, offsetSeconds)
    }

    /// The instant read on its own clock: local seconds since 1970-01-01 00:00.
    public var localSeconds: Double { instant + Double(offsetSeconds) }

    /// The local calendar date of this timestamp.
    public var localDay: CalendarDay {
        CalendarDay(ordinal: Int((localSeconds / 86_400).rounded(.down)))
    }

    public static func < (a: Timestamp, b: Timestamp) -> Bool {
        a.instant != b.instant ? a.instant < b.instant : a.offsetSeconds < b.offsetSeconds
    }
}
