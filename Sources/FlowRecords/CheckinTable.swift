/// A person's evening check-ins (SPEC 14): per date, what they logged about that evening,
/// which belongs to the morning of the next row. A blank is "not logged", never "no".
public struct CheckinTable: Equatable, Sendable {
    /// The behaviours, in the file's column order (every column but `date` and `stress`).
    public var behaviours: [String]
    /// The days, in date order.
    public var days: [CheckinDay]
    /// The question each behaviour answers, as a journal asked it ("Have any alcoholic drinks?"),
    /// for the behaviours that came from one; a person reads the question, not its column name.
    public var questions: [String: String]

    /// A table from its parts.
    public init(behaviours: [String], days: [CheckinDay], questions: [String: String] = [:]) {
        (self.behaviours, self.days, self.questions) = (behaviours, days, questions)
    }

    /// The behaviours flow knows that are logged as 0 or 1.
    public static let yesNoBehaviours = [
        "caffeine_late", "late_meal", "screen_before_bed", "late_workout", "meditation",
        "stretching", "cold_exposure",
    ]
    /// Every behaviour flow knows, in the order a new file lists them.
    public static let knownBehaviours = ["alcohol"] + yesNoBehaviours
    /// The day's stress label column (1-5).
    public static let stressColumn = "stress"

    /// Drinks as the categories insights compare: 0, 1 (1-2), 3 (3-4) or 5 (5 or more).
    public static func alcoholCategory(drinks: Double) -> Double {
        drinks <= 0 ? 0 : drinks < 3 ? 1 : drinks < 5 ? 3 : 5
    }
}

/// One evening's check-in.
public struct CheckinDay: Equatable, Sendable {
    /// The evening's date.
    public var day: CalendarDay
    /// Per behaviour (in `CheckinTable.behaviours` order), the logged value, nil when not
    /// logged; alcohol already as its category.
    public var values: [Double?]
    /// The day's stress (1-5), when logged.
    public var stress: Double?

    /// A day from its parts.
    public init(day: CalendarDay, values: [Double?], stress: Double?) {
        (self.day, self.values, self.stress) = (day, values, stress)
    }
}
