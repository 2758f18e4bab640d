import FlowFeatures
import XCTest

final class ExponentialMeanTests: XCTestCase {
    /// e = 10; 0.3·20 + 0.7·10 = 13; 0.3·40 + 0.7·13 = 21.1.
    func testTheFirstValueStartsItAndEachLaterOneMovesItByItsWeight() {
        var mean = ExponentialMean(weight: 0.3)
        XCTAssertNil(mean.value)
        XCTAssertEqual(mean.add(10), 10)
        XCTAssertEqual(mean.add(20), 13, accuracy: 1e-12)
        XCTAssertEqual(mean.add(40), 21.1, accuracy: 1e-12)
        XCTAssertEqual(mean.value ?? 0, 21.1, accuracy: 1e-12)
    }
}
