import FlowFeatures
import FlowRecords

/// The reference scores of one row (Recovery, Sleep, Strain, Stress, Activeness, Ayurvedic timing), and whether its HRV baseline is still building.
public struct DayScores: Equatable, Sendable {
    /// The row's date.
    public var day: CalendarDay
    /// The four scores of the day.
    public var sleep: Score, recovery: Score, strain: Score, stress: Score
    /// Yesterday's steps and active energy against the person's usual (SPEC 21).
    public var activeness: Score
    /// When the night was slept against the Ayurvedic day (SPEC 20.2): a tradition's rule, not a measurement.
    public var ayurvedicTiming: Score
    /// The night's sleep need and its parts, which the Sleep score's duration reads.
    public var need: NightNeed
    /// Rows among the 30 ending with this one that have an observed HRV.
    public var hrvDaysLast30: Int
    /// Whether the history has an HRV reading on any row: without one no baseline can come.
    public var historyHasHRV = true
    /// True while fewer than 14 of them do (SPEC 14's flag, as the JSON gives it): the scores
    /// that read HRV are still settling.
    public var buildingBaseline: Bool { hrvDaysLast30 < ReferenceScores.settledHRVDays }
    /// Whether to say the baseline is building: only while one can still come, in a history
    /// that has HRV at all (one that never has it says so instead, once).
    public var saysBuildingBaseline: Bool { historyHasHRV && buildingBaseline }

    /// The score of one kind.
    public subscript(kind: ScoreKind) -> Score {
        switch kind {
        case .recovery: return recovery
        case .sleep: return sleep
        case .strain: return strain
        case .stress: return stress
        case .activeness: return activeness
        case .ayurvedicTiming: return ayurvedicTiming
        }
    }

    /// The value of the score of one kind, read without copying the score (its parts and words).
    public func value(of kind: ScoreKind) -> Double? {
        switch kind {
        case .recovery: recovery.value
        case .sleep: sleep.value
        case .strain: strain.value
        case .stress: stress.value
        case .activeness: activeness.value
        case .ayurvedicTiming: ayurvedicTiming.value
        }
    }

    /// The night's measured sleep and the need it is read against, as the Sleep score's duration
    /// has them; nil when the night's sleep was not measured.
    public var sleptAgainstNeed: (slept: Double, need: Double)? {
        guard let duration = sleep.components.first(where: { $0.name == SleepScore.durationName }),
            let slept = duration.details.first(where: { $0.0 == "sleep_hours" })?.1
        else { return nil }
        return (slept, need.hours)
    }

    /// The scores in `ScoreKind`'s order, the order every output shows them.
    public var all: [Score] { ScoreKind.allCases.map { self[$0] } }
}

/// Label-free scores beside the Recovery Flow (SPEC 14): each a weighted sum of named parts,
/// read against the person's own last 30 days, never inside any model.
public enum ReferenceScores {
    /// HRV readings among the last 30 rows below which the baseline is said to be building.
    public static let settledHRVDays = 14

    /// The scores of every row (a no-data row simply has none of the four given), with each
    /// night's sleep need (`sleepNeedHours` is the base need of an ordinary night).
    /// - Complexity: O(rows × 30).
    public static func scores(rows: [FeatureRow], sleepNeedHours: Double = 8) -> [DayScores] {
        let columns = ObservedColumns(rows)
        let inputs = rows.indices.map { DayInputs(rows: rows, i: $0, columns: columns) }
        // The need of a night reads the day's Strain and the night before's need, so Strain comes first.
        let strains = inputs.map(StrainScore.score)
        let needs = SleepNeed.nights(rows: rows, strain: strains.map(\.value), base: sleepNeedHours)
        var out: [DayScores] = []
        out.reserveCapacity(rows.count)
        var hrvRecent = 0
        let hasHRV = columns.hrv.contains { $0 != nil }
        for (i, d) in inputs.enumerated() {
            if columns.hrv[i] != nil { hrvRecent += 1 }
            if i >= 30, columns.hrv[i - 30] != nil { hrvRecent -= 1 }
            let sleep = SleepScore.score(d, needHours: needs[i].hours)
            let recovery = RecoveryScore.score(d, sleep: sleep, strain: strains[i])
            out.append(
                DayScores(
                    day: rows[i].day, sleep: sleep, recovery: recovery, strain: strains[i],
                    stress: StressScore.score(d),
                    activeness: ActivenessScore.score(d, strainBefore: i > 0 ? strains[i - 1] : nil),
                    ayurvedicTiming: AyurvedicTiming.score(d), need: needs[i],
                    hrvDaysLast30: hrvRecent, historyHasHRV: hasHRV))
        }
        return out
    }
}
