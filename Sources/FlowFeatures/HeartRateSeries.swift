import FlowRecords

/// One instant of the pooled heart-rate series.
public struct PooledHeartRate: Equatable, Sendable {
    /// The instant, with the offset the pooled sample is dated by.
    public var time: Timestamp
    /// Beats per minute: the mean of the samples at that instant.
    public var bpm: Double

    /// A pooled sample at `time`.
    public init(time: Timestamp, bpm: Double) { (self.time, self.bpm) = (time, bpm) }

    /// Seconds since 1970 UTC.
    public var instant: Double { time.instant }
    /// The offset the pooled sample is dated by.
    public var offsetSeconds: Int32 { time.offsetSeconds }

    /// The local day ordinal of the pooled sample, on its dating offset.
    var localDay: Int { Int(((instant + Double(offsetSeconds)) / 86_400).rounded(.down)) }
}

/// Heart-rate samples of all sources pooled into one series (SPEC section 2): samples at
/// the same instant are averaged, and dated by the smallest (source name, offset) of them.
///
/// The series is walked, not stored: a year of one-second samples pooled into arrays would
/// cost more than the samples themselves.
public struct HeartRateSeries: Sendable {
    private let timeline: HeartRateTimeline
    private let sourceNames: [String]

    /// The pooled view of a history's heart-rate samples.
    /// - Complexity: O(k log k) for the k samples that arrived out of time order.
    public init(samples: HeartRateSamples, sourceNames: [String]) {
        timeline = HeartRateTimeline(samples)
        self.sourceNames = sourceNames
    }

    /// The pooled samples from the first instant at or after `start` on, in time order.
    public func pooled(from start: Double = -.infinity) -> Walk {
        Walk(readings: timeline.readings(from: start), sourceNames: sourceNames)
    }

    /// A walk through the pooled series.
    public struct Walk: IteratorProtocol, Sequence {
        private var readings: HeartRateTimeline.Readings
        private let sourceNames: [String]
        private var ahead: HeartRateReading?

        init(readings: HeartRateTimeline.Readings, sourceNames: [String]) {
            (self.readings, self.sourceNames) = (readings, sourceNames)
            ahead = self.readings.next()
        }

        /// The next pooled sample, or nil after the last.
        public mutating func next() -> PooledHeartRate? {
            guard let first = ahead else { return nil }
            var sum = first.bpm
            var n = 1.0
            var dating = first
            ahead = readings.next()
            while let r = ahead, r.instant == first.instant {
                sum += r.bpm
                n += 1
                let a = sourceNames[r.source]
                let b = sourceNames[dating.source]
                if a < b || (a == b && r.offsetSeconds < dating.offsetSeconds) { dating = r }
                ahead = readings.next()
            }
            return PooledHeartRate(
                time: Timestamp(instant: first.instant, offsetSeconds: dating.offsetSeconds),
                bpm: n == 1 ? sum : sum / n)
        }
    }
}
