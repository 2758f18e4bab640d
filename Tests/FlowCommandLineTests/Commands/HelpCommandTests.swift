import FlowCommandLine
import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

final class HelpCommandTests: XCTestCase {
    func testHelpForEveryCommand() {
        let (code, t) = flow(["help"])
        XCTAssertEqual(code, .success)
        XCTAssertTrue(t.out.contains("features"))
        XCTAssertEqual(flow(["features", "--help"]).0, .success)
        XCTAssertTrue(flow(["simulate", "--help"]).1.out.contains("--seed"))
        for command in ["features", "train", "evaluate", "predict", "simulate"] {
            XCTAssertTrue(flow([command, "--help"]).1.out.hasPrefix("usage: flow \(command)"), command)
        }
    }
}
