import FlowFeatures
import FlowGarden
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation

/// The garden's speed: replaying 10 simulated years, from the rows and the scored days.
enum GardenBenchmark {
    static func run() throws {
        let history = try RecordsCSV.parse(PersonSimulator.simulate(SimulationPlan(days: 3650, seed: 7)).records).0
        let rows = FeatureTable(history: history).rows
        let results = FlowScorer(model: try RecoveryModel.reference()).score(rows: rows)
        var events = 0
        let time = try Benchmark.best(of: 5) {
            events = Garden.grow(rows: rows, results: results, asOf: rows[rows.count - 1].day).events.count
        }
        Benchmark.say(
            "garden: replaying \(rows.count) days (10 simulated years, \(events) events): \(Benchmark.ms(time)) (target under 50 ms)"
        )
    }
}
