import FlowRecords

/// The morning flow means when none is asked for: the latest row whose main sleep was
/// measured. An export ends on the day it was made, and a library on its last import, so the
/// rows after that night (a day still under way, with no night yet) are said once and never
/// told as a morning.
public struct LatestNight: Sendable, Equatable {
    /// The latest morning with an observed main sleep.
    public let morning: CalendarDay
    /// The history's last row (the same day when no row follows the night).
    public let lastRow: CalendarDay

    /// The latest night of `rows` (in date order); nil when no row has a measured main sleep.
    /// - Complexity: O(rows) from the end.
    public init?(rows: [FeatureRow]) {
        guard let last = rows.last, let night = rows.last(where: { $0.isObserved(.sleepHours) }) else { return nil }
        (morning, lastRow) = (night.day, last.day)
    }

    /// A night and the last row, as given.
    public init(morning: CalendarDay, lastRow: CalendarDay) { (self.morning, self.lastRow) = (morning, lastRow) }

    /// True when rows without a night follow the latest night.
    public var hasRowsAfter: Bool { lastRow > morning }

    /// The one line that says so ("Your history's last night is the one ending 19 August 2022;
    /// 20 August 2022 has no night yet."), or nil when no row follows the night.
    public func sentence(today: CalendarDay) -> String? {
        guard hasRowsAfter else { return nil }
        let first = morning.adding(days: 1)
        return "Your history's last night is the one ending \(morning.spelled(today: today, beside: [first])); "
            + first.spelled(to: lastRow, today: today) + (lastRow > first ? " have" : " has") + " no night yet."
    }
}
