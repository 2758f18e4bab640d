import XCTest

@testable import FlowTonight

/// The levels' shares of the need, fullest first; the earliest keepable time has none of its own.
final class BedtimeLevelTests: XCTestCase {
    func testTheShares() {
        XCTAssertEqual(BedtimeLevel.Name.allCases, [.full, .most, .least, .earliest])
        XCTAssertEqual(BedtimeLevel.Name.allCases.map(\.share), [1, 0.85, 0.7, nil])
        XCTAssertEqual(BedtimeLevel.Name.allCases.map(\.rawValue), ["full", "most", "least", "earliest"])
    }
}
