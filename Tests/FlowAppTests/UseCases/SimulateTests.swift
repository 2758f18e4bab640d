import FlowApp
import FlowSimulation
import FlowTestSupport
import XCTest

/// `flow simulate`'s use case: the files of each format, the same person in both.
final class SimulateTests: FolderTestCase {
    func testTheFilesOfEachFormat() throws {
        let plan = SimulationPlan(days: 3, seed: 5)
        XCTAssertEqual(
            try Simulate.write(plan, format: .csv, to: path("csv")), [path("csv/records.csv"), path("csv/labels.csv")])
        let apple = try Simulate.write(plan, format: .appleHealth, to: path("apple"))
        XCTAssertTrue(apple.contains(path("apple/export.xml")) && apple.contains(path("apple/export.zip")), "\(apple)")
        // The same person: the same labels whichever way the history is written.
        XCTAssertEqual(
            try String(contentsOfFile: path("csv/labels.csv"), encoding: .utf8),
            try String(contentsOfFile: path("apple/labels.csv"), encoding: .utf8))
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: path("apple"))
        XCTAssertFalse(names.contains { $0.hasPrefix(".flow-tmp") }, "\(names)")
        XCTAssertEqual(Simulate.Format(rawValue: "apple-health"), .appleHealth)
    }
}
