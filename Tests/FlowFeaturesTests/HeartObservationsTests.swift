import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

final class HeartObservationsTests: XCTestCase {
    func testHRVInsideMainSleepIsPreferredToTheDayBefore() throws {
        let t = table([
            record("hrv_sdnn", "01T12:00", nil, 80),  // D-1, outside any main sleep
            sleep("01T23:00", "02T07:00", "core"),
            record("hrv_sdnn", "02T02:00", nil, 40),
            record("hrv_sdnn", "02T04:00", nil, 50),
            record("hrv_sdnn", "02T12:00", nil, 90),  // D=3's fallback
            record("steps", "03T10:00", nil, 10),
        ])
        XCTAssertEqual(t.row(2)?[.hrvSDNN], 45)
        XCTAssertEqual(t.row(3)?[.hrvSDNN], 90)
        XCTAssertEqual(t.row(1)?[.hrvMissing], true)
    }
}
