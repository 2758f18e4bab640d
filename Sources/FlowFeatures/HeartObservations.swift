import FlowRecords

extension DailyObservations {
    /// Features 14, 16, 18 and 19: the resting heart rate dated D-1, the HRV of the night
    /// (SDNN, or RMSSD for a history without SDNN; RMSSD also in its extra column), the sleeping heart rate in Main(D)'s asleep time,
    /// and the strain load of D-1.
    mutating func observeHeart(history: RecordHistory, nights: Nights, maxHR: Double) {
        var rhrSum = [Double](repeating: 0, count: count)
        var rhrCount = [Int](repeating: 0, count: count)
        for r in history.restingHR {
            let k = r.start.localDay.ordinal + 1 - first
            guard k >= 0, k < count else { continue }
            rhrSum[k] += r.value
            rhrCount[k] += 1
        }
        for k in 0..<count where rhrCount[k] > 0 { set(k, .restingHR, rhrSum[k] / Double(rhrCount[k])) }

        rmssd = DailyObservations.nightReadings(history.hrvRMSSD, nights: nights, first: first, last: last)
        let measure = HRVMeasure(history: history)
        let hrv =
            measure == .rmssd
            ? rmssd
            : DailyObservations.nightReadings(history.hrvSDNN, nights: nights, first: first, last: last)
        for k in 0..<count { if let v = hrv[k] { set(k, .hrvSDNN, v) } }
        // Daytime HRV of D-1: that day's readings of the table's measure outside every main sleep.
        var hrvSum = [Double](repeating: 0, count: count)
        var hrvCount = [Int](repeating: 0, count: count)
        for r in measure == .rmssd ? history.hrvRMSSD : history.hrvSDNN where !nights.isInsideMainSpan(r.start.instant)
        {
            let k = r.start.localDay.ordinal + 1 - first
            guard k >= 0, k < count else { continue }
            hrvSum[k] += r.value
            hrvCount[k] += 1
        }
        for k in 0..<count where hrvCount[k] >= FeatureRules.daytimeHRVSamples {
            daytimeHRV[k] = hrvSum[k] / Double(hrvCount[k])
        }

        let hr = HeartRateSeries(samples: history.heartRate, sourceNames: history.sources)
        for k in 0..<count {
            guard let m = nights.mainByDay[first + k] else { continue }
            var sum = 0.0
            var samples = 0
            for iv in nights.episodes[m].asleep {
                for p in hr.pooled(from: iv.start) {
                    guard p.instant < iv.end else { break }
                    sum += p.bpm
                    samples += 1
                }
            }
            if samples >= FeatureRules.sleepingHRSamples { set(k, .sleepingHR, sum / Double(samples)) }
        }
        // Row k's strain is the load of day first + k - 1: one walk, each day's samples
        // paired with the one before them on the same local day.
        var load = [Double](repeating: 0, count: count)
        var samples = [Int](repeating: 0, count: count)
        var previous = [PooledHeartRate?](repeating: nil, count: count)
        var daySum = [Double](repeating: 0, count: count)
        var daySamples = [Int](repeating: 0, count: count)
        for p in hr.pooled() {
            let k = p.localDay - first + 1
            guard k >= 0, k < count else { continue }
            if !nights.isInsideMainSpan(p.instant) {
                daySum[k] += p.bpm
                daySamples[k] += 1
            }
            if let a = previous[k] {
                load[k] += StrainZones.pairLoad(from: (a.instant, a.bpm), to: (p.instant, p.bpm), maxHR: maxHR)
            }
            previous[k] = p
            samples[k] += 1
        }
        for k in 0..<count where samples[k] >= FeatureRules.strainSamples { set(k, .strainLoad, load[k]) }
        for k in 0..<count where daySamples[k] >= FeatureRules.daytimeHRSamples {
            daytimeHR[k] = daySum[k] / Double(daySamples[k])
        }
    }

    /// The mean of readings inside Main(D)'s span, or, when there are none and `orDayBefore`,
    /// of D-1's readings outside every main span (SPEC feature 16), per day; nil where none.
    /// The vitals of SPEC 18 take only the night's own readings (`orDayBefore` false).
    static func nightReadings(
        _ readings: [Measurement], nights: Nights, first: Int, last: Int, orDayBefore: Bool = true
    ) -> [Double?] {
        let sorted = readings.sorted { $0.start.instant < $1.start.instant }
        let times = sorted.map(\.start.instant)
        let byDay = DayBuckets(count: sorted.count, range: (first - 1)...last) { sorted[$0].start.localDay.ordinal }
        return (first...last).map { day -> Double? in
            var sum = 0.0
            var count = 0
            if let m = nights.mainByDay[day] {
                let span = nights.episodes[m].span
                var i = times.partitionPoint { $0 >= span.start }
                while i < sorted.count, times[i] < span.end {
                    sum += sorted[i].value
                    count += 1
                    i += 1
                }
            }
            if count == 0 && orDayBefore {
                for i in byDay[day - 1] where !nights.isInsideMainSpan(times[i]) {
                    sum += sorted[i].value
                    count += 1
                }
            }
            return count > 0 ? sum / Double(count) : nil
        }
    }
}
