extension CalendarDay {
    /// The month names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// The day as a sentence says it, "2 July", with the year when it is not `today`'s ("2 July 2025").
    public func spelled(today: CalendarDay) -> String {
        let (y, m, d) = components
        return "\(d) \(CalendarDay.monthNames[m - 1])" + (y == today.components.year ? "" : " \(y)")
    }
}
