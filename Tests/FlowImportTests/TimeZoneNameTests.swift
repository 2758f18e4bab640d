import FlowImport
import XCTest

/// Zone names as the tz database knows them.
final class TimeZoneNameTests: XCTestCase {
    func testKnownAndUnknownZones() {
        XCTAssertTrue(TimeZoneName.isKnown("Europe/Oslo"))
        XCTAssertTrue(TimeZoneName.isKnown("America/Los_Angeles"))
        XCTAssertFalse(TimeZoneName.isKnown("Mars/Olympus"))
        XCTAssertFalse(TimeZoneName.isKnown(""))
    }
}
