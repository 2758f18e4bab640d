import FlowRecords
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What each day's own records say, clamped, before any imputation: one optional value
/// per feature (nil = not observed) and the facts the flags are read from.
///
/// The derived features (`sleep_regularity`, `sleep_debt`, `rhr_delta`, `hrv_ratio`) are
/// left to `ImputationChain`, since they depend on other rows.
struct DailyObservations {
    /// The first day of the table.
    var firstDay: CalendarDay
    /// Per day, per feature: the clamped observed value, or nil.
    var values: [[Double?]]
    /// Per day: Main(D) exists.
    var hasMain: [Bool]
    /// Per day: the clamped sleep midpoint of Main(D), when it exists.
    var midpoint: [Double?]
    /// Per day: some sleep record overlaps [D-1 00:00, D 12:00).
    var sleepRecordNearby: [Bool]
    /// Per day: mean RMSSD by the HRV rule (an extra measure, not one of the 19; unclamped).
    var rmssd: [Double?] = []

    init(history: RecordHistory, range: ClosedRange<CalendarDay>, settings: FeatureSettings) {
        firstDay = range.lowerBound
        let first = range.lowerBound.ordinal, last = range.upperBound.ordinal
        let n = last - first + 1
        values = Array(repeating: Array(repeating: nil, count: Feature.allCases.count), count: n)
        hasMain = Array(repeating: false, count: n)
        midpoint = Array(repeating: nil, count: n)
        sleepRecordNearby = Array(repeating: false, count: n)

        func set(_ k: Int, _ f: Feature, _ v: Double) { values[k][f.index] = f.clamped(v) }

        // Sleep.
        let nights = Nights(segments: history.sleep, sourceNames: history.sources)
        for k in 0..<n {
            let day = first + k
            guard let m = nights.mainByDay[day] else { continue }
            let e = nights.episodes[m]
            hasMain[k] = true
            let sleepHours = Feature.sleepHours.clamped(e.asleepSeconds / 3600)
            let bed = nights.bedSpanByDay[day] ?? e.span
            let inBed = Feature.inBedHours.clamped(bed.length / 3600)
            set(k, .sleepHours, sleepHours)
            set(k, .inBedHours, inBed)
            set(k, .sleepEfficiency, inBed > 0 ? sleepHours / inBed : 0)
            if e.hasStageDetail {
                let staged = e.coreSeconds + e.deepSeconds + e.remSeconds
                set(k, .deepShare, staged > 0 ? e.deepSeconds / staged : 0)
                set(k, .remShare, staged > 0 ? e.remSeconds / staged : 0)
            }
            var wakes = 0
            for (a, b) in zip(e.asleep, e.asleep.dropFirst()) where b.start - a.end >= 180 { wakes += 1 }
            set(k, .wakeCount, Double(wakes))
            let mid = (e.start.instant + e.end.instant) / 2 + Double(e.end.offsetSeconds)
            let hours = Feature.sleepMidpoint.clamped((mid - Double(day) * 86_400) / 3600)
            set(k, .sleepMidpoint, hours)
            midpoint[k] = hours
        }
        for seg in history.sleep {
            let s = seg.start.localSeconds, e = seg.end.localSeconds
            // D is near when s < D 12:00 and (e > D-1 00:00, or the record is an instant at or after it).
            let lo = Int(((s - 12 * 3600) / 86_400).rounded(.down)) + 1
            let hi: Int
            if seg.end.instant > seg.start.instant {
                hi = Int((e / 86_400).rounded(.up))
            } else {
                hi = Int((s / 86_400).rounded(.down)) + 1
            }
            let a = max(lo, first), b = min(hi, last)
            if a <= b { for day in a...b { sleepRecordNearby[day - first] = true } }
        }
        for k in 0..<n where sleepRecordNearby[k] {
            set(k, .napMinutes, (nights.napSecondsByDay[first + k] ?? 0) / 60)
        }

        // Steps of D-1.
        let steps = HourlySteps(samples: history.steps)
        for k in 0..<n where steps.daysWithSamples.contains(first + k - 1) {
            let hours = steps.hours(ofDay: first + k - 1)
            let total = hours.reduce(0, +)
            set(k, .steps, total)
            set(k, .activeHours, Double(hours.filter { $0 >= 250 - 1e-6 }.count))
            var entropy = 0.0
            if total > 0 {
                for v in hours where v > 0 {
                    let p = v / total
                    entropy -= p * log(p)
                }
            }
            set(k, .movementSpread, total > 0 ? entropy / log(24.0) : 0)
        }

        // Resting heart rate dated D-1.
        var rhrSum = [Double](repeating: 0, count: n), rhrCount = [Int](repeating: 0, count: n)
        for r in history.restingHR {
            let k = r.start.localDay.ordinal + 1 - first
            guard k >= 0, k < n else { continue }
            rhrSum[k] += r.value
            rhrCount[k] += 1
        }
        for k in 0..<n where rhrCount[k] > 0 { set(k, .restingHR, rhrSum[k] / Double(rhrCount[k])) }

        // HRV (and RMSSD where an export has it): inside Main(D)'s span, else D-1's samples
        // outside every main span.
        let sdnn = DailyObservations.nightReadings(history.hrvSDNN, nights: nights, first: first, last: last)
        for k in 0..<n { if let v = sdnn[k] { set(k, .hrvSDNN, v) } }
        rmssd = DailyObservations.nightReadings(history.hrvRMSSD, nights: nights, first: first, last: last)

        // Heart rate: sleeping HR in Main(D)'s asleep time; strain over D-1.
        let hr = HeartRateSeries(samples: history.heartRate, sourceNames: history.sources)
        for k in 0..<n {
            guard let m = nights.mainByDay[first + k] else { continue }
            var sum = 0.0, count = 0
            for iv in nights.episodes[m].asleep {
                for i in hr.indices(in: iv) { sum += hr.bpm[i]; count += 1 }
            }
            if count >= 5 { set(k, .sleepingHR, sum / Double(count)) }
        }
        let hrByDay = DayBuckets(count: hr.times.count, range: (first - 1)...last) {
            Int(((hr.times[$0] + Double(hr.offsets[$0])) / 86_400).rounded(.down))
        }
        for k in 0..<n {
            let idx = hrByDay[first + k - 1]
            guard idx.count >= 12 else { continue }
            set(k, .strainLoad, StrainZones.load(times: idx.map { hr.times[$0] }, bpm: idx.map { hr.bpm[$0] },
                                                 maxHR: settings.maxHR))
        }
    }

    /// The mean of readings inside Main(D)'s span, or, when there are none, of D-1's
    /// readings outside every main span (SPEC feature 16), per day; nil where none.
    static func nightReadings(_ readings: [Measurement], nights: Nights, first: Int, last: Int) -> [Double?] {
        let sorted = readings.sorted { $0.start.instant < $1.start.instant }
        let times = sorted.map(\.start.instant)
        let byDay = DayBuckets(count: sorted.count, range: (first - 1)...last) { sorted[$0].start.localDay.ordinal }
        return (first...last).map { day -> Double? in
            var sum = 0.0, count = 0
            if let m = nights.mainByDay[day] {
                let span = nights.episodes[m].span
                var i = times.partitionPoint { $0 >= span.start }
                while i < sorted.count, times[i] < span.end { sum += sorted[i].value; count += 1; i += 1 }
            }
            if count == 0 {
                for i in byDay[day - 1] where !nights.isInsideMainSpan(times[i]) {
                    sum += sorted[i].value
                    count += 1
                }
            }
            return count > 0 ? sum / Double(count) : nil
        }
    }
}
