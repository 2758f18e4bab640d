import FlowFeatures
import FlowImport
import FlowRecords
import FlowSimulation
import Foundation

/// `flow load`'s cost over ten simulated years: reading and featurising the records, then the
/// load's one more walk over the heart-rate timeline (target: within 10 % of the features alone).
enum LoadBenchmark {
    static func run() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 3650, seed: 7))
        let history = try RecordsCSV.parse(sim.records).0
        var table = FeatureTable(history: history)
        let features = try Benchmark.best(of: 3) { table = FeatureTable(history: try RecordsCSV.parse(sim.records).0) }
        var days: [LoadDay] = []
        let load = try Benchmark.best(of: 3) { days = TrainingLoad.days(history: history, table: table, sex: .male) }
        Benchmark.say(
            "load: \(days.count) mornings over 10 simulated years in \(Benchmark.ms(load)) beyond reading and featurising "
                + "in \(Benchmark.ms(features)): \(String(format: "%.1f", 100 * load / features)) % more (target under 10 %)"
        )
    }
}
