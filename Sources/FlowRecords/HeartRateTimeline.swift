/// One heart-rate sample as the feature code reads it, in time order.
public struct HeartRateReading: Equatable, Sendable {
    /// Seconds since 1970 UTC.
    public var instant: Double
    /// The offset written on the sample.
    public var offsetSeconds: Int32
    /// Beats per minute.
    public var bpm: Double
    /// Index into `RecordHistory.sources`.
    public var source: Int
}

/// The heart-rate samples of a history in time order, without copying them: the samples that
/// arrived in order are already sorted, and the few others are sorted by position once.
/// Samples at one instant come in a fixed order (in-order ones, then late ones, then
/// irregular ones, each as they arrived), so every walk gives the same result.
public struct HeartRateTimeline: Sendable {
    private let held: HeartRateSamples.Partitions
    private let scatteredOrder: [Int]
    private let irregularOrder: [Int]

    /// The time-ordered view of a history's samples.
    /// - Complexity: O(k log k) for the k samples that arrived out of order or irregular.
    public init(_ samples: HeartRateSamples) {
        held = samples.held
        let scattered = samples.held.scattered
        let irregular = samples.held.irregular
        scatteredOrder = (0..<scattered.count).sorted {
            let a = scattered.time(at: $0)
            let b = scattered.time(at: $1)
            return a != b ? a < b : $0 < $1
        }
        irregularOrder = irregular.indices.sorted {
            let a = irregular[$0].start.instant
            let b = irregular[$1].start.instant
            return a != b ? a < b : $0 < $1
        }
    }

    /// How many samples the timeline holds.
    public var count: Int { held.ordered.count + scatteredOrder.count + irregularOrder.count }

    /// The samples from the first at or after `start` on, in time order.
    /// - Complexity: O(log n) to start, O(1) amortised for each sample after.
    public func readings(from start: Double = -.infinity) -> Readings {
        Readings(timeline: self, start: start)
    }

    /// A walk through the timeline: three sorted sequences merged.
    public struct Readings: IteratorProtocol, Sequence {
        private let timeline: HeartRateTimeline
        private var o: Int, s: Int, r: Int
        private var run: Int

        init(timeline t: HeartRateTimeline, start: Double) {
            timeline = t
            o = t.held.ordered.firstPosition(atOrAfter: start)
            s = Readings.first(t.scatteredOrder.count, atOrAfter: start) {
                Double(t.held.scattered.time(at: t.scatteredOrder[$0]))
            }
            r = Readings.first(t.irregularOrder.count, atOrAfter: start) {
                t.held.irregular[t.irregularOrder[$0]].start.instant
            }
            run = o < t.held.ordered.count ? t.held.ordered.run(holding: o) : 0
        }

        private static func first(_ n: Int, atOrAfter t: Double, _ time: (Int) -> Double) -> Int {
            var lo = 0
            var hi = n
            while lo < hi {
                let mid = (lo + hi) / 2
                if time(mid) >= t { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }

        /// The next sample in time order, or nil after the last.
        public mutating func next() -> HeartRateReading? {
            let held = timeline.held
            let tO = o < held.ordered.count ? Double(held.ordered.time(at: o)) : .infinity
            let tS =
                s < timeline.scatteredOrder.count
                ? Double(held.scattered.time(at: timeline.scatteredOrder[s])) : .infinity
            let tR =
                r < timeline.irregularOrder.count ? held.irregular[timeline.irregularOrder[r]].start.instant : .infinity
            if tO <= tS, tO <= tR, tO < .infinity {
                let runs = held.ordered.runs
                while run + 1 < runs.count, runs[run + 1].first <= o { run += 1 }
                defer { o += 1 }
                return HeartRateReading(
                    instant: tO, offsetSeconds: runs[run].offset, bpm: Double(held.ordered.value(at: o)),
                    source: Int(runs[run].source))
            }
            if tS <= tR, tS < .infinity {
                let c = held.scattered[timeline.scatteredOrder[s]]
                s += 1
                return HeartRateReading(
                    instant: tS, offsetSeconds: c.offset, bpm: Double(c.value), source: Int(c.source))
            }
            guard tR < .infinity else { return nil }
            let m = held.irregular[timeline.irregularOrder[r]]
            r += 1
            return HeartRateReading(
                instant: m.start.instant, offsetSeconds: m.start.offsetSeconds, bpm: m.value, source: m.source)
        }
    }
}
