import FlowRecords

/// The local offset of each day an export states one for (a night's bedtime, a daily
/// summary's start), and for any other day the offset of the nearest such day: vendors date
/// their daily values without a clock.
struct DayOffsets {
    /// Offsets in seconds east of UTC, by day ordinal.
    var byDay: [Int: Int32] = [:]

    /// The offset of `day`, else of the nearest day that has one (the earlier on a tie; UTC
    /// without any).
    /// - Complexity: O(days) for a day without its own offset.
    func near(_ day: CalendarDay) -> Int32 {
        if let o = byDay[day.ordinal] { return o }
        return byDay.min { a, b in
            let (da, db) = ((a.key - day.ordinal).magnitude, (b.key - day.ordinal).magnitude)
            return da != db ? da < db : a.key < b.key
        }?.value ?? 0
    }
}
