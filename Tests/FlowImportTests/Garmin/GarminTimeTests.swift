import FlowRecords
import XCTest

@testable import FlowImport

/// Garmin's times and dates in each shape an export writes them.
final class GarminTimeTests: XCTestCase {
    func testEveryShape() {
        let day = CalendarDay(year: 2024, month: 6, day: 23)!
        let midnight = Double(day.ordinal) * 86_400
        XCTAssertEqual(GarminTime.utc(.string("2024-06-23T21:47:00.0")), midnight + 21 * 3600 + 47 * 60)
        XCTAssertEqual(GarminTime.utc(.string("2024-06-23T21:47:00.123")), midnight + 21 * 3600 + 47 * 60)
        XCTAssertEqual(GarminTime.utc(.number(midnight * 1000 + 5000)), midnight + 5)
        XCTAssertEqual(GarminTime.utc(.object([("date", .string("Jun 23, 2024 10:00:00 PM"))])), midnight + 22 * 3600)
        XCTAssertNil(GarminTime.utc(.string("yesterday")))
        XCTAssertEqual(GarminTime.day(.string("2024-06-23")), day)
        XCTAssertEqual(GarminTime.day(.string("2024-06-23T00:00:00.0")), day)
        XCTAssertEqual(GarminTime.day(.number(midnight * 1000)), day)
        XCTAssertEqual(GarminTime.day(.object([("date", .string("Jun 23, 2024 12:00:00 AM"))])), day)
        XCTAssertNil(GarminTime.javaDate("Foo 23, 2024 12:00:00 AM"))
        // Single precision's noise is rounded away.
        XCTAssertEqual(GarminTime.rounded(41.70000076293945), 41.7)
    }
}
