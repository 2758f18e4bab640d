import FlowRecords

/// Each local day's active energy from one source (SPEC 21): a record's energy is shared over
/// the local days its interval covers in proportion to time (an instant goes wholly to its
/// day, a vendor's daily total lies on its own day), summed per day and source, and the day
/// takes the source with the largest total, so a phone and a watch never count twice.
enum ActiveEnergyDays {
    /// The largest source's total of each local day (by ordinal) that has active energy.
    /// - Complexity: O(records + days they span).
    static func totals(_ records: [Measurement]) -> [Int: Double] {
        var bySource: [Int: [Int: Double]] = [:]  // day → source → kcal
        for r in records {
            let start = r.start.localSeconds
            let length = max(0, r.end.instant - r.start.instant)
            guard length > 0 else {
                bySource[r.start.localDay.ordinal, default: [:]][r.source, default: 0] += r.value
                continue
            }
            var from = start
            let to = start + length
            while from < to {
                let day = Int((from / 86_400).rounded(.down))
                let upTo = min(to, Double(day + 1) * 86_400)
                bySource[day, default: [:]][r.source, default: 0] += r.value * (upTo - from) / length
                from = upTo
            }
        }
        return bySource.mapValues { $0.values.max() ?? 0 }
    }
}

extension DailyObservations {
    /// Each row's active energy: day D−1's total from its largest source, nil where D−1 has none.
    func activeKcal(_ records: [Measurement]) -> [Double?] {
        guard !records.isEmpty else { return Array(repeating: nil, count: count) }
        let days = ActiveEnergyDays.totals(records)
        return (0..<count).map { k in days[first + k - 1] }
    }
}
