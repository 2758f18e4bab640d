import XCTest

@testable import FlowRecords

final class HeartRateSamplesTests: XCTestCase {
    /// A sample at `t` seconds since 1970 on a clock `offset` seconds east of UTC.
    private func sample(
        _ t: Double, _ bpm: Double, source: Int = 0, offset: Int32 = 3600, end: Double? = nil
    ) -> FlowRecords.Measurement {
        FlowRecords.Measurement(
            start: Timestamp(instant: t, offsetSeconds: offset),
            end: Timestamp(instant: end ?? t, offsetSeconds: offset),
            value: bpm, source: source)
    }

    func testOnlyWholeSecondsWholeValuesAndOneInstantAreCompact() {
        XCTAssertEqual(CompactSample(sample(1_000, 60))?.time, 1_000)
        XCTAssertEqual(CompactSample(sample(1_000, 250))?.value, 250)
        XCTAssertNil(CompactSample(sample(1_000.5, 60)))  // a fraction of a second
        XCTAssertNil(CompactSample(sample(1_000, 60.5)))  // a fractional value
        XCTAssertNil(CompactSample(sample(1_000, 60, end: 1_001)))  // an end after the start
        XCTAssertNil(CompactSample(sample(-1, 60)))  // before 1970
        XCTAssertNil(CompactSample(sample(4_294_967_296, 60)))  // past 2106
        XCTAssertNil(CompactSample(sample(1_000, -0.0)))  // -0 would come back as +0
        XCTAssertNil(CompactSample(sample(1_000, 256)))
    }

    /// Walking the samples gives those that came in time order, then the late ones as they
    /// came, then the irregular ones, each once.
    func testTheSamplesAreWalkedPartitionByPartition() {
        var s = HeartRateSamples()
        for (t, bpm) in [(100.0, 60.0), (200, 61), (150, 62), (120.5, 63), (300, 64), (50, 65)] {
            XCTAssertTrue(s.insert(sample(t, bpm)))
        }
        XCTAssertEqual(s.map(\.value), [60, 61, 64, 62, 65, 63])
        var walk = s.makeIterator()
        for _ in 0..<6 { XCTAssertNotNil(walk.next()) }
        XCTAssertNil(walk.next())
        XCTAssertNil(walk.next())
        XCTAssertTrue(Array(HeartRateSamples()).isEmpty)
    }

    func testACompactSampleComesBackAsTheRecordItWas() {
        let m = sample(1_767_225_600, 72, source: 3, offset: -25_200)
        XCTAssertEqual(CompactSample(m)?.measurement, m)
    }

    /// In time order, a repeat is found among the samples at the same second; the same
    /// time and value from another source or on another clock is another record.
    func testRepeatsInTimeOrderAreRefused() {
        var s = HeartRateSamples()
        XCTAssertTrue(s.insert(sample(100, 60)))
        XCTAssertTrue(s.insert(sample(100, 60, source: 1)))
        XCTAssertTrue(s.insert(sample(100, 60, offset: 0)))
        XCTAssertTrue(s.insert(sample(100, 61)))
        XCTAssertFalse(s.insert(sample(100, 60)))
        XCTAssertFalse(s.insert(sample(100, 60, source: 1)))
        XCTAssertTrue(s.insert(sample(101, 60)))
        XCTAssertFalse(s.insert(sample(101, 60)))
        XCTAssertEqual(s.count, 5)
        XCTAssertEqual(s.held.ordered.count, 5)
        XCTAssertEqual(s.held.ordered.runs.count, 4)  // (3600, 0), (3600, 1), (0, 0), (3600, 0)
    }

    /// A sample earlier than one already held goes to the late partition; a repeat of it, or
    /// of an in-order sample at its second, is found.
    func testRepeatsOutOfOrderAreRefused() {
        var s = HeartRateSamples()
        for t in stride(from: 100.0, through: 110, by: 1) { XCTAssertTrue(s.insert(sample(t, 60))) }
        XCTAssertFalse(s.insert(sample(105, 60)))  // repeats an in-order sample
        XCTAssertTrue(s.insert(sample(105, 61)))  // new, late
        XCTAssertFalse(s.insert(sample(105, 61)))  // repeats the late one
        XCTAssertTrue(s.insert(sample(110, 61)))  // in order again (the latest second)
        XCTAssertEqual(s.held.ordered.count, 12)
        XCTAssertEqual(s.held.scattered.count, 1)
    }

    /// Thirty distinct sources at one second, each written twice, then again out of order
    /// after a later sample: past eight at one second the filter takes over, and every repeat
    /// is refused however it arrives.
    func testACrowdedSecondFindsEveryRepeat() {
        var s = HeartRateSamples()
        for source in 0..<30 {
            XCTAssertTrue(s.insert(sample(500, 70, source: source)))
            XCTAssertFalse(s.insert(sample(500, 70, source: source)), "source \(source)")
        }
        XCTAssertTrue(s.insert(sample(501, 70)))
        for source in 0..<30 { XCTAssertFalse(s.insert(sample(500, 70, source: source)), "late, source \(source)") }
        XCTAssertEqual(s.count, 31)
    }

    func testIrregularSamplesAreKeptAsTheyCameAndTheirRepeatsRefused() {
        var s = HeartRateSamples()
        XCTAssertTrue(s.insert(sample(100.25, 60)))
        XCTAssertTrue(s.insert(sample(100, 60.5)))
        XCTAssertFalse(s.insert(sample(100.25, 60)))
        XCTAssertTrue(s.insert(sample(100, 60)))  // compact: not the same as either
        XCTAssertEqual(s.held.irregular.count, 2)
        XCTAssertEqual(Set(s.map(\.value)), [60, 60.5])
        XCTAssertEqual(s.count, 3)
    }

    /// The timeline merges the three partitions by time; at one instant the in-order sample
    /// comes first, then the late one, then the irregular one.
    func testTheTimelineMergesEveryPartitionInTimeOrder() {
        var s = HeartRateSamples()
        for (t, bpm) in [(100.0, 60.0), (200, 61), (300, 62), (150, 63), (200, 64), (200, 65.5), (120.5, 66), (50, 67)]
        {
            XCTAssertTrue(s.insert(sample(t, bpm, offset: Int32(t))))
        }
        let timeline = HeartRateTimeline(s)
        XCTAssertEqual(timeline.count, 8)
        let all = Array(timeline.readings())
        XCTAssertEqual(all.map(\.instant), [50, 100, 120.5, 150, 200, 200, 200, 300])
        XCTAssertEqual(all.map(\.bpm), [67, 60, 66, 63, 61, 64, 65.5, 62])
        XCTAssertEqual(all.map(\.offsetSeconds), [50, 100, 120, 150, 200, 200, 200, 300])
        XCTAssertEqual(Array(timeline.readings(from: 150)).map(\.bpm), [63, 61, 64, 65.5, 62])
        XCTAssertEqual(Array(timeline.readings(from: 120.75)).map(\.instant), [150, 200, 200, 200, 300])
        XCTAssertTrue(Array(timeline.readings(from: 301)).isEmpty)
    }

    /// A run change partway through a walk started in the middle carries the right offset.
    func testAWalkFromTheMiddleReadsEachRunsOffset() {
        var s = HeartRateSamples()
        for t in 0..<10 { XCTAssertTrue(s.insert(sample(Double(1000 + t), 60, offset: t < 4 ? 0 : 3600))) }
        XCTAssertEqual(
            Array(HeartRateTimeline(s).readings(from: 1002)).map(\.offsetSeconds),
            [0, 0] + Array(repeating: 3600, count: 6))
    }

    /// 20,000 random samples crowded into 40 seconds (three sources, two clocks, some
    /// irregular, arriving in any order): the samples kept are exactly those a set of records
    /// keeps, and the timeline gives them sorted by time.
    func testRandomArrivalsKeepWhatASetKeepsAndComeOutSorted() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func random(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var s = HeartRateSamples()
        var reference = Set<FlowRecords.Measurement>()
        for k in 0..<20_000 {
            // Mostly rising time with jitter back, so every partition and crowded seconds occur.
            let t = Double(1_000 + k / 500 + random(3) * (random(4) == 0 ? -1 : 0)) + (random(10) == 0 ? 0.5 : 0)
            let m = sample(t, Double(60 + random(4)), source: random(3), offset: random(2) == 0 ? 0 : 3600)
            XCTAssertEqual(s.insert(m), reference.insert(m).inserted, "sample \(k)")
        }
        XCTAssertEqual(s.count, reference.count)
        XCTAssertEqual(Set(s), reference)
        let times = Array(HeartRateTimeline(s).readings()).map(\.instant)
        XCTAssertEqual(times, reference.map(\.start.instant).sorted())
        XCTAssertGreaterThan(s.held.scattered.count, 0)
        XCTAssertGreaterThan(s.held.irregular.count, 0)
    }
}
