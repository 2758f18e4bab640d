import FlowFeatures
import FlowInference
import FlowRecords

/// A request a history cannot meet: a day it does not have, a range it does not reach, a
/// morning it could not score. Each message is written here once for every command.
public enum RequestError: FlowError, Equatable {
    /// The history has no day at all.
    case noDay(history: String)
    /// A day asked for lies outside the history (`asked` says which day of the request it was).
    case outsideHistory(asked: AskedDay, day: CalendarDay, history: ClosedRange<CalendarDay>)
    /// No day of the history falls in the range asked for.
    case noDayInRange(history: ClosedRange<CalendarDay>)
    /// The day asked for exists but could not be scored.
    case notScored(day: CalendarDay, reason: UnscoredReason)
    /// No morning of the history could be scored (`counts` says why, day by day).
    case nothingScored(history: String, counts: String)
    /// A model that starts from the person's recent labels, asked for mornings up to its last
    /// training label without them: those mornings have no recent level to start from.
    case needsRecentLevel(history: String, target: String, through: CalendarDay)
    /// A metric without a single reading in the history.
    case noReading(history: String, metric: String, unscored: Bool)
    /// A view asked for before the metric's first reading.
    case beforeFirstReading(day: CalendarDay, metric: String, first: CalendarDay)
    /// Body mass asked of a feature table, which holds none.
    case noBodyMassInTable(history: String)
    /// A feature table made with other settings than the ones asked for.
    case otherSettings(history: String, table: FeatureSettings, asked: FeatureSettings)

    /// Every one of these is about what the input holds.
    public var kind: FaultKind { .data }

    /// The history, where the fault is the whole file.
    public var place: FaultPlace? {
        switch self {
        case .noDay(let history), .nothingScored(let history, _), .noReading(let history, _, _),
            .needsRecentLevel(let history, _, _),
            .noBodyMassInTable(let history), .otherSettings(let history, _, _):
            return .file(history)
        case .outsideHistory, .noDayInRange, .notScored, .beforeFirstReading:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .noDay(let history):
            return "\(history): the history has no day"
        case .outsideHistory(_, let day, let history):
            return "\(day) is outside the history (\(history.lowerBound) to \(history.upperBound))"
        case .noDayInRange(let history):
            return "no day of the history (\(history.lowerBound) to \(history.upperBound)) falls in the requested range"
        case .notScored(let day, let reason):
            return "\(day) is not scored: \(reason.explanation)"
        case .nothingScored(let history, let counts):
            return "\(history): no day could be scored: \(counts); a score needs a night measurement (a main sleep, a "
                + "resting heart rate, an HRV reading or the sleeping heart rate), so a phone that only counts steps is not enough"
        case .needsRecentLevel(let history, let target, let through):
            return "\(history): this model starts from your recent \(target), and none is given for the mornings up to "
                + "\(through), the date of its last label (later mornings start from the level it stored)"
        case .noReading(let history, let metric, let unscored):
            return "\(history): no reading of \(metric) in the history"
                + (unscored ? " (no morning could be scored)" : "")
        case .beforeFirstReading(let day, let metric, let first):
            return "\(day) is before the first reading of \(metric) (\(first))"
        case .noBodyMassInTable(let history):
            return "\(history) is a feature table, which holds no body mass: give the history it was made from"
        case .otherSettings(let history, let table, let asked):
            return "\(history): the table was made with other settings (\(table.words)) than these (\(asked.words))"
        }
    }

    /// Another day, the person's labels, or the table made again with the settings asked for.
    public var remedy: Remedy? {
        switch self {
        case .outsideHistory(let asked, _, _): return .anotherDay(asked)
        case .beforeFirstReading: return .anotherDay(.asOf)
        case .needsRecentLevel: return .labels
        case .otherSettings(_, _, let asked):
            let defaults = FeatureSettings()
            return .remake(
                maxHR: asked.maxHR != defaults.maxHR ? asked.maxHR : nil,
                sleepNeedHours: asked.sleepNeedHours != defaults.sleepNeedHours ? asked.sleepNeedHours : nil)
        case .noDay, .noDayInRange, .notScored, .nothingScored, .noReading, .noBodyMassInTable: return nil
        }
    }
}
