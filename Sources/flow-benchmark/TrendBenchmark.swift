import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTrends
import Foundation

/// The trend views' speed: every metric's three views over a simulated 10-year history
/// (reading the records included), and the engine alone on a long synthetic series.
enum TrendBenchmark {
    static func run() throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: 3650, seed: 7, bodyMass: true))
        var sink = 0.0
        var views = 0
        let total = try Benchmark.best(of: 3) {
            let history = try RecordsCSV.parse(sim.records).0
            let table = FeatureTable(history: history)
            let results = FlowScorer(model: try RecoveryModel.reference()).score(rows: table.rows)
            views = 0
            for metric in Metric.all {
                let points = metric.points(results: results, table: table, weighings: history.bodyMass)
                guard let last = points.last?.day else { continue }
                for range in TrendRange.allCases {
                    let view = TrendView(points: points, range: range, asOf: last)
                    sink += view.changePerWeek ?? 0
                    views += 1
                }
            }
        }
        let reading = try Benchmark.best(of: 3) { _ = FeatureTable(history: try RecordsCSV.parse(sim.records).0) }
        Benchmark.say(
            "trend: \(views) views (every metric, week, month and year) over 10 simulated years, reading the records "
                + "included: \(Benchmark.ms(total)) (target under 1 s); reading and featurising alone: \(Benchmark.ms(reading))"
        )
        // The engine alone: ten million readings through the trend line, and a year view of each week.
        let n = 10_000_000
        let readings = (0..<n).map { (day: CalendarDay(ordinal: $0), value: 60 + Double($0 % 17) * 0.25) }
        let engine = try Benchmark.best(of: 3) {
            let points = TrendLine.points(readings)
            sink += TrendView(points: points, range: .year, asOf: points[n - 1].day).weeks.last?.trend ?? 0
        }
        Benchmark.say("trend engine: \(Benchmark.rate(Double(n) / engine)) readings/s (target 10 million)")
        if sink.isNaN { Benchmark.say("") }
    }
}
