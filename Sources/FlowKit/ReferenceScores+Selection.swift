import FlowFeatures
import FlowRecords
import FlowScores

extension FeatureTable {
    /// The reference scores of one day, or of the days within `window`; a day or window the
    /// history does not reach is an error naming its span.
    public func referenceScores(history: String, date: CalendarDay?, window: DayWindow) throws -> [DayScores] {
        let span = try days(history: history)
        let all = ReferenceScores.scores(rows: rows, sleepNeedHours: settings.sleepNeedHours)
        let selected = try window.select(all, of: span, day: \.day)
        return try (date.map { day in selected.filter { $0.day == day } } ?? selected)
            .nonEmpty(or: RequestError.noDayInRange(history: span))
    }
}

extension Array {
    /// The array, or `error` when it is empty.
    func nonEmpty(or error: RequestError) throws -> [Element] {
        guard !isEmpty else { throw error }
        return self
    }
}
