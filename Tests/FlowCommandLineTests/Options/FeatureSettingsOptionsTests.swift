import FlowApp
import FlowFeatures
import XCTest

@testable import FlowCommandLine

/// The feature settings from their options: max HR given or from age (not both), the sleep need.
final class FeatureSettingsOptionsTests: XCTestCase {
    private func settings(_ words: [String]) throws -> FeatureSettings {
        try Arguments(words, valued: ["--max-hr", "--age", "--sleep-need"], flags: []).featureSettings()
    }

    func testFromTheOptions() throws {
        XCTAssertEqual(try settings([]), FeatureSettings())
        XCTAssertEqual(try settings(["--max-hr", "182"]).maxHR, 182)
        // 208 − 0.7 · 30 = 187.
        XCTAssertEqual(try settings(["--age", "30"]).maxHR, 187, accuracy: 1e-12)
        XCTAssertEqual(try settings(["--sleep-need", "7.5"]).sleepNeedHours, 7.5)
        XCTAssertThrowsError(try settings(["--max-hr", "182", "--age", "30"])) {
            XCTAssertEqual($0 as? CommandError, .usage("give --max-hr or --age, not both"))
        }
        XCTAssertThrowsError(try settings(["--max-hr", "300"]))
        XCTAssertThrowsError(try settings(["--sleep-need", "2"]))
    }
}
