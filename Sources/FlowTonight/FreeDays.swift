import FlowRecords

/// The days of the week whose mornings are free of an alarm (weekend by default): a morning
/// is a free-day or a work-day morning by its own weekday.
public struct FreeDays: Equatable, Sendable {
    /// The free weekdays.
    public var weekdays: Set<Weekday>

    /// Saturday and Sunday.
    public static let weekend = FreeDays(weekdays: [.saturday, .sunday])
    /// No free day: every morning is a work-day morning.
    public static let none = FreeDays(weekdays: [])

    /// Free days from their weekdays.
    public init(weekdays: Set<Weekday>) { self.weekdays = weekdays }

    /// Reads `sat,sun` (three-letter names separated by commas, any case, a name given twice
    /// counted once) or `none`; the first word that is neither is thrown.
    public init(list: String) throws(FreeDaysError) {
        guard list.lowercased() != "none" else {
            self = .none
            return
        }
        var days = Set<Weekday>()
        for word in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingSpaces
            guard let day = Weekday(shortName: name) else { throw FreeDaysError.unknownDay(name) }
            days.insert(day)
        }
        self.init(weekdays: days)
    }

    /// Whether the morning of `day` is a free-day morning.
    public func isFree(_ day: CalendarDay) -> Bool { weekdays.contains(day.weekday) }

    /// The kind of the morning of `day`.
    public func kind(of day: CalendarDay) -> MorningKind { isFree(day) ? .free : .work }

    /// The list as it is typed back (`sat,sun`, `none`), in week order.
    public var list: String {
        weekdays.isEmpty ? "none" : weekdays.sorted().map(\.shortName).joined(separator: ",")
    }
}

/// A free-day or a work-day morning.
public enum MorningKind: String, Sendable, CaseIterable {
    case free, work
}

/// A list of free days that names something other than a weekday.
public enum FreeDaysError: FlowError, Equatable {
    /// The word that is not `mon` … `sun` (empty for an empty item).
    case unknownDay(String)

    public var kind: FaultKind { .request }
    public var place: FaultPlace? { nil }
    public var description: String {
        switch self {
        case .unknownDay(let word):
            return "'\(word)' is not a day of the week: give mon, tue, wed, thu, fri, sat or sun separated by "
                + "commas, or none"
        }
    }
}
