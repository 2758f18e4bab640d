import FlowFeatures
import FlowInference
import FlowRecords

/// What a plant grows from: one side of recovery, judged on each morning's row.
public enum Pillar: String, CaseIterable, Sendable {
    /// The night: Luna Fern.
    case sleep
    /// The day before: Stride Bloom.
    case activity
    /// The morning's Recovery Flow: Calm Willow.
    case recovery
}

/// How a day counts for one plant.
public enum DayMark: Equatable, Sendable {
    /// Nothing was measured for the pillar that day: the run is left alone.
    case unrecorded
    /// Measured, and good: the run grows by one.
    case good
    /// Measured, and not good: the run starts again.
    case notGood
}

extension Pillar {
    /// The good-night thresholds: at least 7 hours asleep at an efficiency of 0.85 or more.
    public static let goodSleepHours = 7.0, goodSleepEfficiency = 0.85
    /// The good-day thresholds: at least 7000 steps, over at least 6 active hours when the day's
    /// active hours were observed (a daily step total alone, as Oura, Garmin and Samsung give,
    /// has none: its steps decide).
    public static let goodSteps = 7000.0, goodActiveHours = 6.0
    /// The good-morning threshold: a rounded Flow of 50 or more (Steady or Flowing).
    public static let goodFlow = 50

    /// How row D counts for this pillar; `score` is the morning's score, nil when it was not scored.
    public func mark(_ row: FeatureRow?, score: DayFlow?) -> DayMark {
        switch self {
        case .sleep:
            guard let row, !row[.sleepMissing],
                row.isObserved(.sleepHours), row.isObserved(.sleepEfficiency)
            else { return .unrecorded }
            return row[.sleepHours] >= Pillar.goodSleepHours && row[.sleepEfficiency] >= Pillar.goodSleepEfficiency
                ? .good : .notGood
        case .activity:
            guard let row, !row[.stepsMissing], row.isObserved(.steps) else { return .unrecorded }
            let hours = !row.isObserved(.activeHours) || row[.activeHours] >= Pillar.goodActiveHours
            return row[.steps] >= Pillar.goodSteps && hours ? .good : .notGood
        case .recovery:
            guard let score else { return .unrecorded }
            return score.roundedFlow >= Pillar.goodFlow ? .good : .notGood
        }
    }
}
