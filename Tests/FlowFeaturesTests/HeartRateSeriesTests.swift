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
