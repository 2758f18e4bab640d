import FlowRecords

extension DailyObservations {
    /// Each row's night of oxygen (SPEC 22): the minute SpO2 readings inside Main(D)'s span, else
    /// the plain SpO2 readings there, in time order; nil without a main sleep or a reading.
    /// - Complexity: O(readings log readings + nights · their readings).
    static func oxygenNights(
        minute: [Measurement], plain: [Measurement], nights: Nights, first: Int, last: Int
    ) -> [OxygenNight?] {
        let minutes = inSpans(minute, nights: nights, first: first, last: last)
        let plains = inSpans(plain, nights: nights, first: first, last: last)
        return zip(minutes, plains).map { own, fallback in OxygenNight(readings: own.isEmpty ? fallback : own) }
    }

    /// Each row's breathing disturbances: the mean of the values whose interval meets Main(D)'s span.
    static func breathingDisturbances(_ records: [Measurement], nights: Nights, first: Int, last: Int) -> [Double?] {
        (first...last).map { day in
            guard let m = nights.mainByDay[day] else { return nil }
            let span = nights.episodes[m].span
            let values = records.filter { $0.start.instant < span.end && $0.end.instant >= span.start }.map(\.value)
            return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        }
    }

    /// The readings inside each row's Main(D) span, as (time, value) in time order.
    private static func inSpans(
        _ records: [Measurement], nights: Nights, first: Int, last: Int
    ) -> [[(time: Double, value: Double)]] {
        let sorted = records.sorted { $0.start.instant < $1.start.instant }
        let times = sorted.map(\.start.instant)
        return (first...last).map { day in
            guard let m = nights.mainByDay[day], !sorted.isEmpty else { return [] }
            let span = nights.episodes[m].span
            var out: [(time: Double, value: Double)] = []
            var i = times.partitionPoint { $0 >= span.start }
            while i < sorted.count, times[i] < span.end {
                out.append((times[i], sorted[i].value))
                i += 1
            }
            return out
        }
    }
}
