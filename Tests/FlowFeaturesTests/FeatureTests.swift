import FlowFeatures
import FlowImport
import FlowRecords
import FlowTestSupport
import XCTest

final class FeatureTests: XCTestCase {
    func testIndicesFollowTableOrder() {
        XCTAssertEqual(Feature.allCases.map(\.index), Array(0..<19))
        XCTAssertEqual(MissingFlag.allCases.map(\.index), Array(0..<9))
    }
}
