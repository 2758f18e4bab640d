import XCTest

@testable import FlowRecords

final class HeartRateSamplesTests: XCTestCase {
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
}

/// A sample at `t` seconds since 1970 on a clock `offset` seconds east of UTC.
func sample(
    _ t: Double, _ bpm: Double, source: Int = 0, offset: Int32 = 3600, end: Double? = nil
) -> FlowRecords.Measurement {
    FlowRecords.Measurement(
        start: Timestamp(instant: t, offsetSeconds: offset),
        end: Timestamp(instant: end ?? t, offsetSeconds: offset),
        value: bpm, source: source)
}

/// Samples put on their clock after they were read (a Takeout's, once its clocks are known).
extension HeartRateSamplesTests {
    /// Put on a timeline after being read: the instants and values stay, each sample takes the
    /// offset in force at its time, in order and out of order, compact or not.
    func testReclockedSamplesKeepTheirInstants() {
        var samples = HeartRateSamples()
        func m(_ t: Double, _ v: Double) -> FlowRecords.Measurement {
            FlowRecords.Measurement(
                start: Timestamp(instant: t, offsetSeconds: 0), end: Timestamp(instant: t, offsetSeconds: 0), value: v,
                source: 0)
        }
        for (t, v) in [(100.0, 60.0), (200, 61), (300, 62), (150, 63), (250.5, 64)] {
            XCTAssertTrue(samples.insert(m(t, v)))
        }
        samples.reclock(OffsetTimeline([(from: 0, offset: -18_000), (from: 200, offset: 25_200)]))
        let got = Array(samples).sorted { $0.start.instant < $1.start.instant }.map {
            ($0.start.instant, $0.start.offsetSeconds, $0.value)
        }
        XCTAssertEqual(got.map(\.0), [100, 150, 200, 250.5, 300])
        XCTAssertEqual(got.map(\.1), [-18_000, -18_000, 25_200, 25_200, 25_200])
        XCTAssertEqual(got.map(\.2), [60, 63, 61, 64, 62])
        // A repeat of a reclocked sample is still refused by its instant, value and source.
        XCTAssertEqual(samples.count, 5)
    }
}
