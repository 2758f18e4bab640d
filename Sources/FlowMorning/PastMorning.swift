import FlowFeatures
import FlowInference
import FlowRecords
import FlowScores
import FlowTonight
import FlowVitals

/// The cards an earlier morning raised, as that morning saw them: the history up to it, with
/// that morning as its own today. Computed again from the history each time, never stored,
/// so a correction of the records corrects it too.
public struct PastMorning: Equatable, Sendable {
    /// The morning.
    public var day: CalendarDay
    /// The cards it raised, in `CardRule` order (empty when nothing stood out).
    public var cards: [Card]

    /// A past morning from its parts.
    public init(day: CalendarDay, cards: [Card]) { (self.day, self.cards) = (day, cards) }

    /// The cards of the `count` rows ending with `day`'s, newest first, each as of its own morning
    /// (`results`, `scores`, `vitals` one a row, as `Morning` takes them: a morning reads no row
    /// after its own, so the whole history serves each). Fewer when the history holds fewer rows.
    /// - Complexity: O(count × (rows + 90)).
    public static func cards(
        count: Int, endingAt day: CalendarDay, rows: [FeatureRow], results: [DayResult], scores: [DayScores],
        vitals: [VitalsNight], freeDays: FreeDays
    ) -> [PastMorning] {
        guard let last = rows.lastIndex(where: { $0.day <= day }) else { return [] }
        return stride(from: last, to: max(-1, last - count), by: -1).compactMap { i in
            Morning(
                day: rows[i].day, today: rows[i].day, rows: rows, results: results, scores: scores, vitals: vitals,
                freeDays: freeDays, insights: nil, checkins: nil, evening: rows[i].day, lastImport: nil
            ).map { PastMorning(day: $0.day, cards: $0.cards) }
        }
    }
}
