/// A day from a count of seconds a file wrote, checked: the only way a reader turns a number it
/// read into a day, so a `1e300`, `nan` or `inf` is refused as a value instead of trapping in
/// the conversion to an integer.
extension CalendarDay {
    /// The first and last day any reader accepts a number for: years 1 to 9999.
    public static let writable = CalendarDay(year: 1, month: 1, day: 1)!...CalendarDay(year: 9999, month: 12, day: 31)!

    /// The day holding `seconds` since 1970-01-01 00:00 (read on the clock they were written
    /// on), or nil when they are not finite or fall outside ``writable``.
    public init?(containing seconds: Double) {
        let days = (seconds / 86_400).rounded(.down)
        guard days.isFinite, days >= Double(CalendarDay.writable.lowerBound.ordinal),
            days <= Double(CalendarDay.writable.upperBound.ordinal)
        else { return nil }
        self.init(ordinal: Int(days))
    }

    /// The day holding `milliseconds` since 1970-01-01 00:00 (Garmin's and Samsung's epoch
    /// milliseconds), or nil as for ``init(containing:)``.
    public init?(containingMilliseconds milliseconds: Double) { self.init(containing: milliseconds / 1000) }
}
