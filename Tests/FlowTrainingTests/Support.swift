import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTestSupport
import FlowTraining
import Foundation
import XCTest

/// A simulated person's usable labelled days.
func simulatedDays(_ days: Int, seed: UInt64) throws -> LabelledDays {
    let sim = PersonSimulator.simulate(SimulationPlan(days: days, seed: seed))
    let table = FeatureTable(history: try RecordsCSV.parse(sim.records).0)
    return try LabelledDays(table: table, labels: try LabelTable.parse(sim.labels), target: TargetScale())
}
