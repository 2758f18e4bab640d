/// Every heart-rate sample of a history, held in about five bytes each, with exact
/// duplicates refused as they arrive.
///
/// A watch can write a sample every second: a year of them is 31.5 million records, which as
/// `Measurement` values (48 bytes, plus a duplicate table) would need gigabytes. Almost every
/// real sample is a whole second with one instant as start and end and a whole-number value,
/// so such samples are kept as a 32-bit time and an 8-bit value, with the clock offset and
/// source stored once per run of samples that share them. Anything else (fractional
/// seconds, an end after the start, a fractional value) is kept as it came.
///
/// Samples arriving in time order cost no duplicate table: an identical earlier sample can
/// only be among the last few with the same time. Samples arriving out of order, samples of
/// crowded instants (more than eight at one time) and irregular samples go through a
/// `DuplicateFilter`.
public struct HeartRateSamples: Sendable {
    /// The samples themselves.
    private(set) var held = Partitions()
    private var filter = DuplicateFilter(capacity: 16)
    /// The first position in `ordered` of the samples at its latest time.
    private var latestGroupStart = 0

    /// The most samples at one time compared one by one; more go through the filter.
    static let smallGroup = 8

    /// An empty collection.
    public init() {}

    /// How many samples are held.
    public var count: Int { held.ordered.count + held.scattered.count + held.irregular.count }

    /// True when no sample is held.
    public var isEmpty: Bool { count == 0 }

    /// Adds a sample unless an identical one (start, end, value and source) is already held.
    /// Returns false for such a duplicate.
    /// - Complexity: amortised O(1).
    public mutating func insert(_ m: Measurement) -> Bool {
        guard let c = CompactSample(m) else { return insertIrregular(m) }
        if held.ordered.count == 0 || c.time >= held.ordered.time(at: held.ordered.count - 1) {
            return insertInOrder(c)
        }
        return insertOutOfOrder(c)
    }

    // Handles in the filter: position << 2 | partition.
    private static let orderedTag = 0, scatteredTag = 1, irregularTag = 2

    private mutating func insertInOrder(_ c: CompactSample) -> Bool {
        // Every scattered sample is earlier than the latest ordered one, so an identical
        // sample can only be in the latest group of `ordered`.
        if held.ordered.count > 0, c.time == held.ordered.time(at: held.ordered.count - 1) {
            let size = held.ordered.count - latestGroupStart
            if size < HeartRateSamples.smallGroup {
                for i in latestGroupStart..<held.ordered.count where held.ordered[i] == c { return false }
            } else {
                if size == HeartRateSamples.smallGroup {
                    for i in latestGroupStart..<held.ordered.count {
                        _ = remember(held.ordered[i], tag: HeartRateSamples.orderedTag, at: i)
                    }
                }
                guard remember(c, tag: HeartRateSamples.orderedTag, at: held.ordered.count) else { return false }
            }
        } else {
            latestGroupStart = held.ordered.count
        }
        held.ordered.append(c)
        return true
    }

    private mutating func insertOutOfOrder(_ c: CompactSample) -> Bool {
        let group = held.ordered.positions(at: c.time)
        if group.count <= HeartRateSamples.smallGroup {
            for i in group where held.ordered[i] == c { return false }
        }  // a larger group is in the filter
        guard remember(c, tag: HeartRateSamples.scatteredTag, at: held.scattered.count) else { return false }
        held.scattered.append(c)
        return true
    }

    private mutating func insertIrregular(_ m: Measurement) -> Bool {
        let fingerprint = Measurement.mix(m.start, m.end, m.value, m.source)
        let handle = held.irregular.count << 2 | HeartRateSamples.irregularTag
        guard
            filter.insert(
                fingerprint: fingerprint, time: m.start.instant, handle: handle, in: held,
                startTime: { $0.startTime(handle: $1) },
                isSame: { $1 & 3 == HeartRateSamples.irregularTag && $0.irregular[$1 >> 2] == m })
        else { return false }
        held.irregular.append(m)
        return true
    }

    /// Puts a compact sample in the filter; false when an identical one is there.
    private mutating func remember(_ c: CompactSample, tag: Int, at position: Int) -> Bool {
        let fingerprint = Measurement.mix(c.timestamp, c.timestamp, Double(c.value), Int(c.source))
        return filter.insert(
            fingerprint: fingerprint, time: Double(c.time), handle: position << 2 | tag, in: held,
            startTime: { $0.startTime(handle: $1) },
            isSame: { $0.compact(handle: $1) == c })
    }
}

extension HeartRateSamples {
    /// Every sample put on the offset `timeline` gives at its instant (the instants stay): a
    /// history read before its clock was known, put on that clock.
    /// - Complexity: O(samples).
    public mutating func reclock(_ timeline: OffsetTimeline) {
        held.ordered.reclock(timeline)
        held.scattered.reclock(timeline)
        for i in held.irregular.indices {
            held.irregular[i].start.offsetSeconds = timeline.offset(at: held.irregular[i].start.instant)
            held.irregular[i].end.offsetSeconds = timeline.offset(at: held.irregular[i].end.instant)
        }
    }
}

extension HeartRateSamples {
    /// The three partitions of the held samples.
    struct Partitions: Sendable {
        /// Compact samples that arrived in time order (so sorted by time).
        var ordered = CompactSamples()
        /// Compact samples that arrived earlier in time than one already held.
        var scattered = CompactSamples()
        /// Samples that do not fit the compact form.
        var irregular: [Measurement] = []

        /// The compact sample a filter handle names (nil for an irregular one).
        func compact(handle h: Int) -> CompactSample? {
            switch h & 3 {
            case HeartRateSamples.orderedTag: return ordered[h >> 2]
            case HeartRateSamples.scatteredTag: return scattered[h >> 2]
            default: return nil
            }
        }

        /// The time of the sample a filter handle names.
        func startTime(handle h: Int) -> Double {
            switch h & 3 {
            case HeartRateSamples.orderedTag: return Double(ordered.time(at: h >> 2))
            case HeartRateSamples.scatteredTag: return Double(scattered.time(at: h >> 2))
            default: return irregular[h >> 2].start.instant
            }
        }
    }
}

extension HeartRateSamples: Sequence {
    /// The samples as records: those that came in time order, then the others in the order
    /// they came (use `timeline()` for all of them in time order).
    public func makeIterator() -> Iterator { Iterator(held: held) }

    /// Walks the three partitions in turn (a plain struct: an `AnyIterator`'s captured state
    /// cost a heap box and an exclusivity check a sample).
    public struct Iterator: IteratorProtocol {
        let held: Partitions
        var part = 0
        var position = 0

        /// The next sample, or nil after the last.
        public mutating func next() -> Measurement? {
            while true {
                switch part {
                case 0 where position < held.ordered.count:
                    position += 1
                    return held.ordered[position - 1].measurement
                case 1 where position < held.scattered.count:
                    position += 1
                    return held.scattered[position - 1].measurement
                case 2 where position < held.irregular.count:
                    position += 1
                    return held.irregular[position - 1]
                case 0, 1, 2:
                    part += 1
                    position = 0
                default: return nil
                }
            }
        }
    }

    public var underestimatedCount: Int { count }
}

/// A heart-rate sample in the compact form: a whole second within 1970-2106, one instant as
/// start and end, and a whole value up to 255.
struct CompactSample: Equatable, Sendable {
    var time: UInt32
    var value: UInt8
    var offset: Int32
    var source: Int32

    /// The compact form of a sample, or nil when it has none.
    init?(_ m: Measurement) {
        guard m.start == m.end, m.start.instant >= 0, m.start.instant <= Double(UInt32.max),
            m.value >= 0, m.value <= 255, m.source <= Int(Int32.max)
        else { return nil }
        let t = UInt32(m.start.instant)
        let v = UInt8(m.value)
        // The bit patterns must round-trip (this also refuses a fraction and -0).
        guard Double(t).bitPattern == m.start.instant.bitPattern, Double(v).bitPattern == m.value.bitPattern else {
            return nil
        }
        self.init(time: t, value: v, offset: m.start.offsetSeconds, source: Int32(m.source))
    }

    init(time: UInt32, value: UInt8, offset: Int32, source: Int32) {
        (self.time, self.value, self.offset, self.source) = (time, value, offset, source)
    }

    var timestamp: Timestamp { Timestamp(instant: Double(time), offsetSeconds: offset) }

    var measurement: Measurement {
        Measurement(start: timestamp, end: timestamp, value: Double(value), source: Int(source))
    }
}

/// Compact samples in arrival order: times and values in columns, offsets and sources once
/// per run of samples sharing them.
struct CompactSamples: Sendable {
    /// A stretch of samples from `first` on with one offset and source.
    struct Run: Sendable {
        var first: Int
        var offset: Int32
        var source: Int32
    }

    private var times = ChunkedColumn<UInt32>()
    private var values = ChunkedColumn<UInt8>()
    /// Runs in order of `first`; the first starts at 0.
    private(set) var runs: [Run] = []

    /// How many samples are held.
    var count: Int { times.count }

    /// Adds a sample at the end.
    mutating func append(_ c: CompactSample) {
        if let last = runs.last, last.offset == c.offset, last.source == c.source {
        } else {
            runs.append(Run(first: count, offset: c.offset, source: c.source))
        }
        times.append(c.time)
        values.append(c.value)
    }

    /// The time of the sample at position `i`.
    func time(at i: Int) -> UInt32 { times[i] }

    /// Every sample put on the offset `timeline` gives at its time, its runs made again (a run
    /// keeps one offset and source). Samples in time order move one stretch at a time.
    /// - Complexity: O(samples), a binary search only where a sample leaves the stretch before.
    mutating func reclock(_ timeline: OffsetTimeline) {
        var made: [Run] = []
        var k = timeline.stretch(at: count > 0 ? Double(times[0]) : 0)
        for r in runs.indices {
            let end = r + 1 < runs.count ? runs[r + 1].first : count
            let source = runs[r].source
            for i in runs[r].first..<end {
                let t = Double(times[i])
                if t < timeline.starts[k] || (k + 1 < timeline.starts.count && t >= timeline.starts[k + 1]) {
                    k = timeline.stretch(at: t)
                }
                let offset = timeline.offsets[k]
                if let last = made.last, last.offset == offset, last.source == source { continue }
                made.append(Run(first: i, offset: offset, source: source))
            }
        }
        runs = made
    }

    /// The value of the sample at position `i`.
    func value(at i: Int) -> UInt8 { values[i] }

    /// The run holding position `i`.
    /// - Complexity: O(log runs).
    func run(holding i: Int) -> Int {
        var lo = 0
        var hi = runs.count  // runs[lo].first <= i < runs[hi].first
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if runs[mid].first <= i { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The sample at position `i`.
    subscript(i: Int) -> CompactSample {
        let r = runs[run(holding: i)]
        return CompactSample(time: times[i], value: values[i], offset: r.offset, source: r.source)
    }

    /// The first position whose time is at or after `t`, for samples sorted by time.
    /// - Complexity: O(log count).
    func firstPosition(atOrAfter t: Double) -> Int {
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Double(times[mid]) >= t { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The positions of the samples at time `t`, for samples sorted by time.
    func positions(at t: UInt32) -> Range<Int> {
        let a = firstPosition(atOrAfter: Double(t))
        return a..<firstPosition(atOrAfter: Double(t) + 1)  // times are whole seconds
    }
}
