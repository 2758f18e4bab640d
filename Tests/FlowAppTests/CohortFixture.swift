import FlowSimulation
import FlowTestSupport
import Foundation

extension FolderTestCase {
    /// A folder of five simulated people: three with 60 days and their labels, one without a
    /// labels file, one whose records file is no history. Returns the folder.
    func simulatedCohort() throws -> String {
        for (k, name) in ["p01", "p02", "p03"].enumerated() {
            let sim = PersonSimulator.simulate(SimulationPlan(days: 60, seed: UInt64(10 + k)))
            try write(sim.records, "records.csv", in: "people/\(name)")
            try write(sim.labels, "labels.csv", in: "people/\(name)")
        }
        let lonely = PersonSimulator.simulate(SimulationPlan(days: 30, seed: 3))
        try write(lonely.records, "records.csv", in: "people/p04")  // no labels file
        try write("not a history\n", "records.csv", in: "people/p05")
        try write(lonely.labels, "labels.csv", in: "people/p05")
        return path("people")
    }

}
