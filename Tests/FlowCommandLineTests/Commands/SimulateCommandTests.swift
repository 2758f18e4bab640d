import FlowCommandLine
import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import FlowTestSupport
import Foundation
import XCTest

final class SimulateCommandTests: FolderTestCase {
    /// Datasets/sample is `flow simulate --days 180 --seed 42`: regenerating it gives the same bytes.
    func testTheShippedSampleIsTheSimulatorsOutput() throws {
        let root = TestPaths.packageRoot
        let sample = root.appendingPathComponent("Datasets/sample")
        let (code, t) = flow(["simulate", "--days", "180", "--seed", "42", "--out", folder.path])
        XCTAssertEqual(code, .success, t.err)
        for name in ["records.csv", "labels.csv"] {
            let shipped = try Data(contentsOf: sample.appendingPathComponent(name))
            let fresh = try Data(contentsOf: folder.appendingPathComponent(name))
            XCTAssertEqual(shipped, fresh, "\(name) differs from a fresh simulation")
        }
    }
}
