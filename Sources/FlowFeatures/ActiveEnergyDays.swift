import FlowRecords

/// Each local day's active energy from one source (SPEC 21): a record's energy is shared over
/// the local days its interval covers in proportion to time (an instant goes wholly to its
/// day, a vendor's daily total lies on its own day), summed per day and source, and the day
/// takes the source with the largest total, so a phone and a watch never count twice.
enum ActiveEnergyDays {
    /// The largest source's total of each local day (by ordinal) that has active energy.
    /// - Complexity: O(records + days they span × sources), in flat arrays by day and source
    ///   (a dictionary of dictionaries hashed twice a record, and a year holds half a million).
    static func totals(_ records: [Measurement]) -> [Int: Double] {
        guard !records.isEmpty else { return [:] }
        // The days spanned, from the earliest start and latest end in local seconds (a day is
        // their floor over 86,400: one division each at the end, not two a record).
        var earliest = Double.infinity
        var latest = -Double.infinity
        var sources = 0
        for r in records {
            let start = r.start.localSeconds
            earliest = min(earliest, start)
            latest = max(latest, start + max(0, r.end.instant - r.start.instant))
            sources = max(sources, r.source + 1)
        }
        let first = Int((earliest / 86_400).rounded(.down))
        let last = Int((latest / 86_400).rounded(.down))
        let days = last - first + 1
        var total = [Double](repeating: 0, count: days * sources)  // day-major: [day][source]
        var held = [Bool](repeating: false, count: days * sources)
        total.withUnsafeMutableBufferPointer { total in
            held.withUnsafeMutableBufferPointer { held in
                for r in records {
                    let start = r.start.localSeconds
                    let length = max(0, r.end.instant - r.start.instant)
                    guard length > 0 else {
                        let k = (r.start.localDay.ordinal - first) * sources + r.source
                        total[k] += r.value
                        held[k] = true
                        continue
                    }
                    var from = start
                    let to = start + length
                    while from < to {
                        let day = Int((from / 86_400).rounded(.down))
                        let upTo = min(to, Double(day + 1) * 86_400)
                        let k = (day - first) * sources + r.source
                        total[k] += r.value * (upTo - from) / length
                        held[k] = true
                        from = upTo
                    }
                }
            }
        }
        var out: [Int: Double] = [:]
        for d in 0..<days {
            var best: Double?
            for source in 0..<sources where held[d * sources + source] {
                best = max(best ?? -.infinity, total[d * sources + source])
            }
            if let best { out[first + d] = best }
        }
        return out
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
