import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// Scoring: a model trained on the simulated days, applied to every row many times over;
/// then the whole history with drivers and sentences, with that model and the reference one.
enum ScoringBenchmark {
    static func run(history: RecordHistory, labelled: LabelledDays) throws {
        let model = try Trainer.train(
            labelled, target: TargetScale(), ridge: .fixed(3), settings: FeatureSettings(), toolVersion: "bench"
        ).model
        let scorer = FlowScorer(model: model)
        let rows = FeatureTable(history: history).rows
        let repeats = max(1, 2_000_000 / rows.count)
        var sink = 0.0
        let usual = FlowBaseline.forEachRow(rows, model: model)
        let fastTime = try Benchmark.best(of: 3) {
            for _ in 0..<repeats { for (row, u) in zip(rows, usual) { sink += scorer.flow(row, usual: u) ?? 0 } }
        }
        Benchmark.say(
            "scoring (prediction and Flow): \(Benchmark.rate(Double(repeats * rows.count) / fastTime)) rows/s (target 2 million)"
        )
        let fullTime = try Benchmark.best(of: 3) { for r in scorer.score(rows: rows) { sink += r.score?.flow ?? 0 } }
        Benchmark.say(
            "scoring the whole history with contributions, drivers and sentences: \(Benchmark.rate(Double(rows.count) / fullTime)) rows/s"
        )
        let reference = FlowScorer(model: try RecoveryModel.reference())
        let personalTime = try Benchmark.best(of: 3) {
            for r in reference.score(rows: rows) { sink += r.score?.flow ?? 0 }
        }
        Benchmark.say(
            "the same with the reference model (personal 28-day baselines): \(Benchmark.rate(Double(rows.count) / personalTime)) rows/s"
        )
        if sink.isNaN { Benchmark.say("") }  // keeps the work from being optimised away
    }
}
