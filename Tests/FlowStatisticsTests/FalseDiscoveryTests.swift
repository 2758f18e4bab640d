import FlowStatistics
import XCTest

/// Benjamini-Hochberg adjusted p values.
final class FalseDiscoveryTests: XCTestCase {
    /// m = 4, p = 0.01, 0.04, 0.03, 0.5. Sorted with ranks: 0.01 (1), 0.03 (2), 0.04 (3), 0.5 (4);
    /// m·p/rank: 0.04, 0.06, 0.0533…, 0.5; the running minimum from the top: 0.04, 0.0533…,
    /// 0.0533…, 0.5. Only the first is a finding at q = 0.05, though two raw p are under it.
    func testWorkedByHand() {
        let adjusted = FalseDiscovery.adjusted([0.01, 0.04, 0.03, 0.5])
        XCTAssertEqual(adjusted[0], 0.04, accuracy: 1e-15)
        XCTAssertEqual(adjusted[1], 0.16 / 3, accuracy: 1e-15)
        XCTAssertEqual(adjusted[2], 0.16 / 3, accuracy: 1e-15)
        XCTAssertEqual(adjusted[3], 0.5, accuracy: 1e-15)
        XCTAssertEqual(adjusted.filter { $0 <= 0.05 }.count, 1)
    }

    func testOneValueAndNone() {
        XCTAssertEqual(FalseDiscovery.adjusted([0.3]), [0.3])
        XCTAssertEqual(FalseDiscovery.adjusted([]), [])
    }

    /// Equal p share one adjusted value: m·p/m = p for both.
    func testTies() {
        XCTAssertEqual(FalseDiscovery.adjusted([0.02, 0.02]), [0.02, 0.02])
    }
}
