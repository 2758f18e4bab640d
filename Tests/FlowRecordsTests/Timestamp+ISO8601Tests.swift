import FlowRecords
import XCTest

final class TimestampISO8601Tests: XCTestCase {
    func testTheEpochAndAnOffsetEastOfUTC() {
        XCTAssertEqual(Timestamp(instant: 0, offsetSeconds: 0).iso8601, "1970-01-01T00:00:00+00:00")
        // 2026-03-01 22:10 UTC is 23:10 on a +01:00 clock: 20513 days after the epoch, plus 22 h 10 min.
        let instant = Double(20513 * 86_400 + 22 * 3600 + 10 * 60)
        XCTAssertEqual(Timestamp(instant: instant, offsetSeconds: 3600).iso8601, "2026-03-01T23:10:00+01:00")
    }

    func testAClockWestOfUTCCrossesMidnightBackwards() {
        // 2026-03-02 03:00 UTC is 21:30 the day before at −05:30.
        let instant = Double(20514 * 86_400 + 3 * 3600)
        XCTAssertEqual(Timestamp(instant: instant, offsetSeconds: -19_800).iso8601, "2026-03-01T21:30:00-05:30")
    }

    func testFractionsAreKeptToTheMillisecondWithoutTrailingZeros() {
        XCTAssertEqual(Timestamp(instant: 0.25, offsetSeconds: 0).iso8601, "1970-01-01T00:00:00.25+00:00")
        XCTAssertEqual(Timestamp(instant: 59.007, offsetSeconds: 0).iso8601, "1970-01-01T00:00:59.007+00:00")
    }

    func testBeforeTheEpoch() {
        // One second before 1970 is the last second of 1969.
        XCTAssertEqual(Timestamp(instant: -1, offsetSeconds: 0).iso8601, "1969-12-31T23:59:59+00:00")
    }

    func testItReadsBackToTheSameTimestamp() throws {
        let t = Timestamp(instant: 1_780_000_123, offsetSeconds: 7200)
        guard case .success(let back) = TimestampParser.parse(t.iso8601) else { return XCTFail(t.iso8601) }
        XCTAssertEqual(back, t)
    }
}
