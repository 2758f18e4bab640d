import FlowRecords

extension DailyObservations {
    /// Features 1-7 and 10 from Main(D), its bed span and the naps (SPEC 2-3), and whether a
    /// sleep record lies near row D (which makes `sleep_debt` and `nap_minutes` observed).
    mutating func observeSleep(nights: Nights, segments: [SleepSegment]) {
        for k in 0..<count {
            let day = first + k
            guard let m = nights.mainByDay[day] else { continue }
            let e = nights.episodes[m]
            hasMain[k] = true
            let sleepHours = Feature.sleepHours.clamped(e.asleepSeconds / 3600)
            let inBed = Feature.inBedHours.clamped((nights.bedSpanByDay[day] ?? e.span).length / 3600)
            set(k, .sleepHours, sleepHours)
            set(k, .inBedHours, inBed)
            set(k, .sleepEfficiency, inBed > 0 ? sleepHours / inBed : 0)
            if e.hasStageDetail {
                let staged = e.coreSeconds + e.deepSeconds + e.remSeconds
                set(k, .deepShare, staged > 0 ? e.deepSeconds / staged : 0)
                set(k, .remShare, staged > 0 ? e.remSeconds / staged : 0)
            }
            // A summary night's wake-ups are not known: the chain fills them in, and says so.
            if !e.isSummary {
                let wakes = zip(e.asleep, e.asleep.dropFirst()).filter {
                    $1.start - $0.end >= FeatureRules.wakeGapSeconds
                }.count
                set(k, .wakeCount, Double(wakes))
            }
            let mid = (e.start.instant + e.end.instant) / 2 + Double(e.end.offsetSeconds)
            let hours = Feature.sleepMidpoint.clamped((mid - Double(day) * 86_400) / 3600)
            set(k, .sleepMidpoint, hours)
            midpoint[k] = hours
        }
        for seg in segments {
            let s = seg.start.localSeconds
            let e = seg.end.localSeconds
            // D is near when s < D 12:00 and (e > D-1 00:00, or the record is an instant at or after it).
            let lo = Int(((s - FeatureRules.sleepNearbyEndHour * 3600) / 86_400).rounded(.down)) + 1
            let hi =
                seg.end.instant > seg.start.instant
                ? Int((e / 86_400).rounded(.up)) : Int((s / 86_400).rounded(.down)) + 1
            let a = max(lo, first)
            let b = min(hi, last)
            if a <= b { for day in a...b { sleepRecordNearby[day - first] = true } }
        }
        for k in 0..<count where sleepRecordNearby[k] {
            set(k, .napMinutes, (nights.napSecondsByDay[first + k] ?? 0) / 60)
        }
    }
}
