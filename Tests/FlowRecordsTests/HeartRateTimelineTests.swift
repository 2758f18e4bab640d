import XCTest

@testable import FlowRecords

/// The samples walked in time order across their partitions, from any instant (moved here from the
/// samples suite, unchanged).
final class HeartRateTimelineTests: XCTestCase {
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
