import FlowApp
import FlowFeatures
import FlowImport
import FlowInference
import FlowKit
import FlowRecords
import FlowSimulation
import FlowTraining

/// A simulated person held in memory: no file, no clock.
struct SimulatedPerson {
    let loaded: LoadedHistory
    let labels: LabelTable

    init(days: Int, seed: UInt64) throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: days, seed: seed))
        let (history, report) = try RecordsCSV.parse(sim.records)
        let table = FeatureTable(history: history)
        loaded = LoadedHistory(
            name: "person.csv", table: table, records: history, clock: history.typicalOffsetSeconds, report: report)
        labels = try LabelTable.parse(sim.labels)
    }

    /// The stress labels joined with the table.
    func labelled() throws -> LabelledDays {
        try LabelledDays(table: loaded.table, labels: labels, target: TargetScale())
    }
}
