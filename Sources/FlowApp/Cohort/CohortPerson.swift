import FlowRecords
import FlowTraining

/// Everything a cohort learned about one person: what was read, each target's figures and
/// every day its nested rolling origin predicted, or why the person could not be read.
public struct CohortPerson: Sendable {
    /// The person's folder name.
    public var person: String
    /// The history read (a file in the folder, or the folder), relative to the people folder.
    public var history: String
    /// What was read, when the history could be read.
    public var imported: CohortImport?
    /// Why the history could not be read (nil when it could).
    public var error: String?
    /// Each target's figures, in the request's target order (none when the history failed).
    public var runs: [CohortRun]
    /// Every day each target's nested rolling origin predicted, by target then day.
    public var predictions: [CohortPrediction]
}

/// What a person's import gave: records, the days of the feature table, and how many of them
/// the reference Flow can score (a night was measured).
public struct CohortImport: Sendable, Equatable {
    /// Records accepted and rejected (0 and 0 for a feature table, which keeps no records).
    public var accepted: Int, rejected: Int
    /// The first and last day of the feature table (nil: no day).
    public var firstDay: CalendarDay?, lastDay: CalendarDay?
    /// Days of the feature table, and those the reference Flow can score.
    public var days: Int, scorableDays: Int
    /// Rows of the person's session file rejected (the rest of it, and the person, still read).
    public var sessionsRejected = 0
}

/// One day a person-target's nested rolling origin predicted: the label, flow's prediction
/// from the days before it, and the three baselines'.
public struct CohortPrediction: Sendable, Equatable {
    /// The person and the target.
    public var person: String, target: String
    /// The day predicted.
    public var day: CalendarDay
    /// The label on the target's scale, and the predictions of flow, the mean of the labels
    /// before, the last label before, and the recent level.
    public var label: Double, predicted: Double, mean: Double, persistence: Double, recent: Double

    /// The prediction of `target` for `person` that the rolling origin made.
    init(_ person: String, _ target: String, _ p: RollingPrediction) {
        (self.person, self.target, day) = (person, target, p.day.row.day)
        (label, predicted, mean, persistence, recent) = (
            p.day.label, p.predicted, p.meanBaseline, p.persistence, p.recent
        )
    }

    /// A prediction from its parts (as a cohort database holds it).
    public init(
        person: String, target: String, day: CalendarDay, label: Double, predicted: Double, mean: Double,
        persistence: Double, recent: Double
    ) {
        (self.person, self.target, self.day) = (person, target, day)
        (self.label, self.predicted, self.mean, self.persistence, self.recent) = (
            label, predicted, mean, persistence, recent
        )
    }
}
