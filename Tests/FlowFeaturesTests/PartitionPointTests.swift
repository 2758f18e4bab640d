import XCTest

@testable import FlowFeatures

/// The binary search every "first sample at or after t" lookup uses.
final class PartitionPointTests: XCTestCase {
    func testTheFirstElementOfTheSuffixWhereThePredicateHolds() {
        let times = [1.0, 3, 3, 5, 8]
        XCTAssertEqual(times.partitionPoint { $0 >= 3 }, 1)
        XCTAssertEqual(times.partitionPoint { $0 > 3 }, 3)
        XCTAssertEqual(times.partitionPoint { $0 >= 0 }, 0)
        XCTAssertEqual(times.partitionPoint { $0 > 8 }, 5)
        XCTAssertEqual([Double]().partitionPoint { $0 > 0 }, 0)
        // On a slice the index is the slice's own.
        XCTAssertEqual(times[2...].partitionPoint { $0 >= 5 }, 3)
    }
}
