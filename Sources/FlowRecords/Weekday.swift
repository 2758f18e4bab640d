/// A day of the week, Monday first (ISO 8601), named as people type it: `mon` … `sun`.
public enum Weekday: Int, CaseIterable, Comparable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The three-letter name people type (`mon`).
    public var shortName: String { ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue] }

    /// The full name, for sentences (`Monday`).
    public var name: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue]
    }

    /// The weekday a three-letter name names (`mon` … `sun`, any case), nil for anything else.
    public init?(shortName: some StringProtocol) {
        guard let day = Weekday.allCases.first(where: { $0.shortName == shortName.lowercased() }) else { return nil }
        self = day
    }

    public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
}

extension CalendarDay {
    /// The day of the week (1970-01-01, ordinal 0, was a Thursday).
    public var weekday: Weekday { Weekday(rawValue: ((ordinal + 3) % 7 + 7) % 7)! }

    /// The Monday on or before this day.
    public var monday: CalendarDay { adding(days: -weekday.rawValue) }
}
