import FlowFeatures
import FlowGarden
import FlowImport
import FlowInference
import FlowRecords
import FlowReport
import FlowScores
import FlowSimulation
import FlowTrends

/// The report for 10 simulated years, all of them in range: the page's rendering alone,
/// beyond reading the history, and its size.
enum ReportBenchmark {
    static func run() throws {
        let history = try RecordsCSV.parse(
            PersonSimulator.simulate(SimulationPlan(days: 3650, seed: 7, bodyMass: true)).records
        ).0
        let rows = FeatureTable(history: history).rows
        let model = try RecoveryModel.reference()
        var bytes = 0
        let time = try Benchmark.best(of: 3) {
            let results = FlowScorer(model: model).score(rows: rows)
            let scores = ReferenceScores.scores(rows: rows)
            let end = rows[rows.count - 1].day
            let series: [(Metric, [TrendPoint])] = [
                (Metric.flow, Metric.flowPoints(results)),
                (
                    Metric.feature(.restingHR),
                    Metric.featurePoints(.restingHR, table: FeatureTable(settings: FeatureSettings(), rows: rows))
                ),
                (Metric.bodyMass, Metric.bodyMassPoints(history.bodyMass)),
            ]
            let trends = series.map { metric, points in
                (metric: metric, views: TrendRange.allCases.map { TrendView(points: points, range: $0, asOf: end) })
            }
            let input = ReportInput(
                historyName: "simulated", range: rows[0].day...end, rows: rows, results: results, model: model,
                modelName: "the reference model", trends: trends, scores: scores, insights: nil,
                garden: Garden.grow(rows: rows, results: results, asOf: end), quality: nil, toolVersion: "bench")
            bytes = Report.html(input).utf8.count
        }
        Benchmark.say(
            "report: 10 simulated years in range, scored, viewed and drawn in \(Benchmark.ms(time)) beyond reading the history "
                + "(target under 1 s); the page is \(bytes / 1024) kB (target under 2 MB)")
    }
}
