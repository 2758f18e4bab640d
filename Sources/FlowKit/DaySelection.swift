import FlowRecords

/// Which mornings `flow predict` reports: the latest it can score, one day, a window, or the
/// last N days of the history.
public enum DaySelection: Sendable, Equatable {
    /// The latest day that could be scored.
    case latest
    /// One day, which must be in the history and scored.
    case day(CalendarDay)
    /// Every day within the window, scored or not.
    case window(DayWindow)
    /// The last N days of the history, scored or not.
    case last(Int)
}
