import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

final class HeartRateSeriesTests: XCTestCase {
    func testHeartRateSamplesAtOneInstantAreAveraged() throws {
        var lines: [String] = [sleep("01T23:00", "02T07:00", "core")]
        for minute in [0, 10, 20, 30, 40] {
            lines.append(record("heart_rate", "02T01:\(minute == 0 ? "00" : String(minute))", nil, 50, "Watch"))
            lines.append(record("heart_rate", "02T01:\(minute == 0 ? "00" : String(minute))", nil, 60, "Strap"))
        }
        let row = try XCTUnwrap(table(lines).row(2))
        XCTAssertEqual(row[.sleepingHR], 55, accuracy: 1e-12)
        XCTAssertFalse(row[.sleepingHRMissing])
    }
}

final class PooledWalkTests: XCTestCase {
    private func add(_ s: inout HeartRateSamples, _ t: Double, _ bpm: Double, _ source: Int, offset: Int32) {
        let at = Timestamp(instant: t, offsetSeconds: offset)
        XCTAssertTrue(s.insert(FlowRecords.Measurement(start: at, end: at, value: bpm, source: source)))
    }

    /// Samples at one instant are pooled whichever way they arrived (in order, late or with a
    /// fractional value): the mean of their values, dated by the smallest source name.
    func testOneInstantIsPooledAcrossArrivalsAndDatedByTheSmallestSourceName() {
        var s = HeartRateSamples()
        add(&s, 1000, 50, 1, offset: 3600)  // "Watch"
        add(&s, 2000, 70, 1, offset: 3600)
        add(&s, 1000, 60, 0, offset: -3600)  // "Strap", late
        add(&s, 1000, 55.5, 1, offset: 7200)  // irregular
        let walk = Array(HeartRateSeries(samples: s, sourceNames: ["Strap", "Watch"]).pooled())
        XCTAssertEqual(
            walk,
            [
                PooledHeartRate(time: Timestamp(instant: 1000, offsetSeconds: -3600), bpm: (50 + 60 + 55.5) / 3),
                PooledHeartRate(time: Timestamp(instant: 2000, offsetSeconds: 3600), bpm: 70),
            ])
        XCTAssertEqual(
            Array(HeartRateSeries(samples: s, sourceNames: ["Strap", "Watch"]).pooled(from: 1000.5)).map(\.bpm), [70])
    }

    /// The strain walk pairs each sample with the one before it: a 30-second pair at a mean of
    /// 171 bpm (90 % of 190, weight 4) is worth 0.5 × 4; a pair 5 minutes apart counts one minute.
    func testAPairIsWorthItsMinutesCappedAtOneTimesItsZoneWeight() {
        XCTAssertEqual(StrainZones.pairLoad(from: (0, 170), to: (30, 172), maxHR: 190), 2)
        // 70 %: weight 2, one minute
        XCTAssertEqual(StrainZones.pairLoad(from: (0, 133), to: (300, 133), maxHR: 190), 2)
        XCTAssertEqual(StrainZones.pairLoad(from: (0, 90), to: (30, 90), maxHR: 190), 0)  // under 50 %
        XCTAssertEqual(
            StrainZones.load(times: [0, 30, 330], bpm: [170, 172, 133], maxHR: 190),
            0.5 * 4 + 1 * StrainZones.weight(mean: 152.5, maxHR: 190)!)
    }
}
