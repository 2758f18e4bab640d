import XCTest

@testable import FlowFeatures

/// Items grouped by day in one pass, in their order within each day; days outside the range left out.
final class DayBucketsTests: XCTestCase {
    func testItemsByDayInOrder() {
        // Items 0…6 on days 12, 10, 12, 15, 9, 10, 12; the range is 10…13.
        let days = [12, 10, 12, 15, 9, 10, 12]
        let buckets = DayBuckets(count: days.count, range: 10...13) { days[$0] }
        XCTAssertEqual(Array(buckets[10]), [1, 5])
        XCTAssertEqual(Array(buckets[11]), [])
        XCTAssertEqual(Array(buckets[12]), [0, 2, 6])
        XCTAssertEqual(Array(buckets[13]), [])
        // Days 9 and 15 lie outside: their items are nowhere, and asking for them is empty.
        XCTAssertEqual(Array(buckets[9]), [])
        XCTAssertEqual(Array(buckets[15]), [])
        XCTAssertEqual(buckets.firstDay, 10)
    }
}
