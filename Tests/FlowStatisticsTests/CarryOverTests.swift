import FlowStatistics
import XCTest

/// The lag-1 autocorrelation and the variance inflation it gives.
final class CarryOverTests: XCTestCase {
    /// Six days without, then six with: mean 0.5, population variance 0.25; of the 11
    /// consecutive pairs 10 stay on one side (product 0.25) and one crosses (−0.25), so
    /// r = (2.5 − 0.25)/11 / 0.25 = 9/11.
    func testABlockOfDaysCarriesOver() {
        let series: [Double?] = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]
        XCTAssertEqual(CarryOver.lagOne(series), 9.0 / 11, accuracy: 1e-15)
    }

    /// Alternating days correlate at −1, which is clipped to 0: no inflation.
    func testANegativeCorrelationCountsAsNone() {
        let series: [Double?] = (0..<20).map { Double($0 % 2) }
        XCTAssertEqual(CarryOver.lagOne(series), 0)
    }

    /// A missing day breaks the pairs around it: 11 values with a gap in the middle leave 9
    /// pairs, fewer than 10, so nothing is estimated.
    func testFewerThanTenPairsGiveZero() {
        var series: [Double?] = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]
        series[5] = nil
        XCTAssertEqual(CarryOver.lagOne(series), 0)
        XCTAssertEqual(CarryOver.lagOne(Array(repeating: 3, count: 30)), 0)  // no variance
    }

    /// ρ = 0.5 · 0.8 = 0.4: f = 1.4/0.6 = 7/3; the product is capped at 0.95: f = 39.
    func testTheInflation() {
        XCTAssertEqual(CarryOver.inflation(0.5, 0.8), 7.0 / 3, accuracy: 1e-15)
        XCTAssertEqual(CarryOver.inflation(0, 0.9), 1)
        XCTAssertEqual(CarryOver.inflation(1, 1), 1.95 / 0.05, accuracy: 1e-12)
    }
}
