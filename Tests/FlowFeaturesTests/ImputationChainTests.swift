import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

final class ImputationChainTests: XCTestCase {
    func testTheChainTakesTheMedianOfFiveAndTheBaselineBelowFive() {
        let chain = ImputationChain(settings: FeatureSettings())
        let five: [Double?] = [70] + Array(repeating: nil, count: 9) + [60, 68, 62, 66, 64, nil]
        // Row 15's window is rows 1-14: 60, 68, 62, 66, 64 (row 0's 70 is 15 days back).
        XCTAssertEqual(chain.windowMedian(five, before: 15), 64)
        let filled = chain.fill(five, baseline: 58)
        XCTAssertEqual(filled.values[15], 64)
        XCTAssertEqual(filled.provenance[15], .median)
        XCTAssertEqual(filled.provenance[14], .observed)
        // Row 14's window (rows 0-13) has 70, 60, 68, 62, 66: median 66.
        XCTAssertEqual(chain.windowMedian(five, before: 14), 66)
        let four: [Double?] = Array(repeating: nil, count: 10) + [60, 68, 62, 66, nil]
        XCTAssertNil(chain.windowMedian(four, before: 14))
        XCTAssertEqual(chain.fill(four, baseline: 58).values[14], 58)
        XCTAssertEqual(chain.fill(four, baseline: 58).provenance[14], .baseline)
        // An even count takes the mean of the middle two: 60, 62, 64, 66, 68, 70 -> 65.
        XCTAssertEqual(ImputationChain.median([70, 60, 68, 62, 66, 64]), 65)
    }
}
