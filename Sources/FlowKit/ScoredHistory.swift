import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords

/// A person's feature table scored by one model: what `predict`, `garden`, `trend` and the
/// report start from. Building it checks that the model can score the table and that the
/// table has a day, so every command refuses the same things with the same words.
public struct ScoredHistory: Sendable {
    /// How a history scored by the built-in model names its model.
    public static let referenceModelName = "the reference model"

    /// The history as the user named it.
    public let name: String
    /// Its feature table.
    public let table: FeatureTable
    /// The model that scores it.
    public let model: RecoveryModel
    /// The model's file, or "the reference model".
    public let modelName: String
    /// Every row's score, or why it has none, in date order.
    public let results: [DayResult]
    /// The history's first and last day.
    public let days: ClosedRange<CalendarDay>

    /// Scores `table` with `model` (read from `modelFile`, nil for the reference model).
    /// - Complexity: O(rows · 28 · features).
    /// An anchored model takes each morning's anchor from `labels` (the usable ones); without
    /// them it scores only the mornings after its last training label.
    public init(
        name: String, table: FeatureTable, model: RecoveryModel, modelFile: String?,
        labels: [(day: CalendarDay, label: Double)]? = nil
    ) throws {
        (self.name, self.table, self.model) = (name, table, model)
        modelName = modelFile ?? ScoredHistory.referenceModelName
        try model.check(canScore: table, file: modelName)
        days = try table.days(history: name)
        results = FlowScorer(model: model, labels: labels).score(rows: table.rows)
    }

    /// The mornings a selection names; a day outside the history, a day not scored, an empty
    /// window and a history with no scored morning are errors.
    public func select(_ selection: DaySelection) throws -> [DayResult] {
        switch selection {
        case .day(let day):
            guard let result = results.first(where: { $0.day == day }) else {
                throw RequestError.outsideHistory(asked: .date, day: day, history: days)
            }
            if result.reason == .noRecentLevel { throw needsRecentLevel }
            // A calibrating morning is a new user's normal state, said as an answer, not an error.
            if let reason = result.reason, reason != .calibrating {
                throw RequestError.notScored(day: day, reason: reason)
            }
            return [result]
        case .window(let window):
            return try window.select(results, of: days, day: \.day)
        case .last(let n):
            return Array(results.suffix(n))
        case .latest:
            // The last morning with a number, or a later one still calibrating (a new export, or
            // the first nights back after four weeks without the device), up to the latest night:
            // the days after it (an export's last, still under way) are no morning.
            let last = latestNight?.morning ?? days.upperBound
            guard
                let latest = results.last(where: {
                    $0.day <= last && ($0.score != nil || $0.reason == .calibrating)
                })
            else {
                if results.contains(where: { $0.reason == .noRecentLevel }) { throw needsRecentLevel }
                throw RequestError.nothingScored(history: name, counts: unscoredCounts)
            }
            return [latest]
        }
    }

    /// "of 140 days, 3 had no data and 137 no night measurement" (and, for a model that
    /// starts from the person's labels, how many had no recent level or no earlier label).
    public var unscoredCounts: String {
        let noData = results.filter { $0.reason == .noData }.count
        let noNight = results.filter { $0.reason == .noNightData }.count
        var text =
            "of \(results.count) day\(results.count == 1 ? "" : "s"), \(noData) had no data and \(noNight) no night measurement"
        for reason in [UnscoredReason.calibrating, .noRecentLevel, .noEarlierLabel] {
            let n = results.filter { $0.reason == reason }.count
            if n > 0 { text += ", \(n) \(reason.rawValue)" }
        }
        return text
    }

    /// The refusal of mornings an anchored model cannot start without the person's labels.
    var needsRecentLevel: RequestError {
        RequestError.needsRecentLevel(
            history: name, target: model.target.name, through: model.anchor?.asOf ?? days.upperBound)
    }

    /// The history's latest morning with a measured night, and its last row.
    public var latestNight: LatestNight? { LatestNight(rows: table.rows) }

    /// The day an `--as-of` option names, checked against the history, or its last day.
    public func asOf(_ day: CalendarDay?) throws -> CalendarDay {
        guard let day else { return days.upperBound }
        guard days.contains(day) else { throw RequestError.outsideHistory(asked: .asOf, day: day, history: days) }
        return day
    }

    /// True when some morning up to `day` was scored.
    public func hasScoredMorning(upTo day: CalendarDay) -> Bool {
        results.contains { $0.score != nil && $0.day <= day }
    }

    /// The garden as it stood on `day`.
    public func garden(asOf day: CalendarDay) -> Garden {
        Garden.grow(rows: table.rows, results: results, asOf: day)
    }
}
