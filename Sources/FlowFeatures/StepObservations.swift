import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DailyObservations {
    /// Features 11-13 from D-1's deduplicated hourly steps; a day without them takes the
    /// largest of a vendor's step totals for D-1 as its steps (SPEC 19), its active hours and
    /// movement spread left to be filled in (a total says nothing of the hours).
    mutating func observeSteps(_ steps: HourlySteps, totals: [Measurement]) {
        var largest: [Int: Double] = [:]
        for t in totals {
            let k = t.start.localDay.ordinal + 1 - first
            guard k >= 0, k < count else { continue }
            largest[k] = max(largest[k] ?? 0, t.value)
        }
        for (k, total) in largest where !steps.daysWithSamples.contains(first + k - 1) { set(k, .steps, total) }
        for k in 0..<count where steps.daysWithSamples.contains(first + k - 1) {
            let hours = steps.hours(ofDay: first + k - 1)
            let total = hours.reduce(0, +)
            set(k, .steps, total)
            let active = hours.filter { $0 >= FeatureRules.activeHourSteps - FeatureRules.activeHourSlack }.count
            set(k, .activeHours, Double(active))
            var entropy = 0.0
            if total > 0 {
                for v in hours where v > 0 {
                    let p = v / total
                    entropy -= p * log(p)
                }
            }
            set(k, .movementSpread, total > 0 ? entropy / log(24.0) : 0)
        }
    }
}
