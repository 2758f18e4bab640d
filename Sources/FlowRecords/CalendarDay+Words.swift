extension CalendarDay {
    /// The month names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// The day as a sentence says it, "2 July", with the year when it is not `today`'s ("2 July 2025")
    /// or when a date said beside it (`beside`) is in another year than it, so that two dates
    /// of one sentence never read in the wrong order ("13 December 2025 … 7 December 2026").
    public func spelled(today: CalendarDay, beside: [CalendarDay] = []) -> String {
        let (y, m, d) = components
        let withYear = y != today.components.year || beside.contains { $0.components.year != y }
        return "\(d) \(CalendarDay.monthNames[m - 1])" + (withYear ? " \(y)" : "")
    }

    /// The days from this one to `last` as a sentence says them: "20 August", "20 to 22 August",
    /// "31 August to 2 September", each year said as ``spelled(today:beside:)`` says it.
    public func spelled(to last: CalendarDay, today: CalendarDay) -> String {
        guard last > self else { return spelled(today: today) }
        let (y, m, d) = components
        let end = last.spelled(today: today, beside: [self])
        if (y, m) == (last.components.year, last.components.month) { return "\(d) to \(end)" }
        return spelled(today: today, beside: [last]) + " to " + end
    }
}
