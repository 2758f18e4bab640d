import FlowImport
import FlowCommandLine
import FlowFeatures
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

final class HelpTests: XCTestCase {
    func run(_ words: [String]) -> (ExitCode, Transcript) {
        let t = Transcript()
        return (FlowCommand.run(arguments: words, console: t.console), t)
    }

    func testHelpForEveryCommand() {
        let (code, t) = run(["help"])
        XCTAssertEqual(code, .success)
        XCTAssertTrue(t.out.contains("features"))
        XCTAssertEqual(run(["features", "--help"]).0, .success)
        XCTAssertTrue(run(["simulate", "--help"]).1.out.contains("--seed"))
        for command in ["features", "train", "evaluate", "predict", "simulate"] {
            XCTAssertTrue(run([command, "--help"]).1.out.hasPrefix("usage: flow \(command)"), command)
        }
    }
}
