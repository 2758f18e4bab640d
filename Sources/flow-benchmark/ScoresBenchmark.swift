import FlowFeatures
import FlowImport
import FlowRecords
import FlowScores
import FlowSimulation

/// The reference scores and insights over 10 simulated years: reading the records, the
/// four scores of every row, and 20 behaviours against the four outcomes.
enum ScoresBenchmark {
    static func run() throws {
        let records = PersonSimulator.simulate(SimulationPlan(days: 3650, seed: 7)).records
        var rows: [FeatureRow] = []
        let reading = try Benchmark.best(of: 3) { rows = FeatureTable(history: try RecordsCSV.parse(records).0).rows }
        var scores: [DayScores] = []
        let scoring = try Benchmark.best(of: 3) { scores = ReferenceScores.scores(rows: rows) }
        Benchmark.say(
            "scores: \(rows.count) rows in \(Benchmark.ms(scoring)) after reading and featurising in \(Benchmark.ms(reading)) "
                + "(target under 1 s in all)")
        var state: UInt64 = 7
        func coin() -> Double? {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let r = state >> 60
            return r < 2 ? nil : Double(r % 2)
        }
        let behaviours = (1...20).map { "habit_\($0)" }
        let checkins = CheckinTable(
            behaviours: behaviours,
            days: rows.map { CheckinDay(day: $0.day, values: behaviours.map { _ in coin() }, stress: nil) })
        var tested = 0
        let insights = try Benchmark.best(of: 3) {
            tested = InsightReport(checkins: checkins, rows: rows, scores: scores).tested
        }
        Benchmark.say(
            "insights: 20 behaviours × 5 outcomes over \(rows.count) evenings (\(tested) pairs tested): \(Benchmark.ms(insights)) "
                + "after the same reading (target under 1 s in all)")
    }
}
