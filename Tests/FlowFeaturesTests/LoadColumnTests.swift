import FlowFeatures
import XCTest

/// The nine load columns: their order, units and the widest ranges a model file may store.
final class LoadColumnTests: XCTestCase {
    func testOrderUnitsAndRanges() {
        XCTAssertEqual(
            LoadColumn.allCases.map(\.rawValue),
            ["trimp", "trimp_coverage_min", "atl", "ctl", "form", "acwr", "monotony", "weekly_strain", "session_load"])
        XCTAssertEqual(LoadColumn.allCases.map(\.index), Array(0..<9))
        XCTAssertEqual(LoadColumn.trimpCoverage.unit, "min")
        XCTAssertEqual(LoadColumn.acwr.unit, "ratio")
        XCTAssertEqual(LoadColumn.sessionLoad.unit, "RPE·min")
        // Form (CTL − ATL) is the one that may be negative; a day has 1440 minutes.
        XCTAssertTrue(LoadColumn.allCases.filter { $0.range.lowerBound < 0 } == [.form])
        XCTAssertEqual(LoadColumn.trimpCoverage.range.upperBound, 1440)
    }
}
