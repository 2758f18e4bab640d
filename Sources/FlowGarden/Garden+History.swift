import FlowFeatures
import FlowInference
import FlowRecords

extension Garden {
    /// The garden of a history as of `asOf`: every calendar day from the first row to
    /// `asOf` stepped through in order, a day without a row recorded for no plant. `results`
    /// are the scores of the model in use (the recovery pillar reads the scored days).
    /// - Complexity: O(days + rows).
    public static func grow(rows: [FeatureRow], results: [DayResult], asOf: CalendarDay) -> Garden {
        var grower = GardenGrower()
        for (day, marks) in marks(rows: rows, results: results) where day <= asOf {
            _ = grower.step(day, marks: marks)
        }
        if let first = rows.first?.day, first <= asOf, grower.lastDay.map({ $0 < asOf }) ?? true {
            _ = grower.step(asOf, marks: (.unrecorded, .unrecorded, .unrecorded))  // days after the last row
        }
        return grower.garden
    }

    /// Each row's day with its three marks, in date order.
    public static func marks(
        rows: [FeatureRow], results: [DayResult]
    ) -> [(CalendarDay, (sleep: DayMark, activity: DayMark, recovery: DayMark))] {
        var scores: [CalendarDay: DayFlow] = [:]
        for r in results { if let s = r.score { scores[s.day] = s } }
        return rows.map { row in
            let score = scores[row.day]
            return (
                row.day,
                (
                    Pillar.sleep.mark(row, score: score), Pillar.activity.mark(row, score: score),
                    Pillar.recovery.mark(row, score: score)
                )
            )
        }
    }
}
