import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTraining

/// The trainer on a simulated person's labelled days: plain fits, the rolling-origin
/// evaluation, the anchored training with its verdict's intervals, then scoring.
enum TrainerBenchmark {
    /// A simulated history did not load (the simulator and the readers disagree).
    struct NotLoaded: Error, CustomStringConvertible {
        var description: String { "the simulated history did not load" }
    }

    static func run(days: Int) throws {
        let sim = PersonSimulator.simulate(SimulationPlan(days: days, seed: 7))
        guard let history = try? RecordsCSV.parse(sim.records).0, let labels = try? LabelTable.parse(sim.labels),
            let labelled = try? LabelledDays(
                table: FeatureTable(history: history), labels: labels, target: TargetScale())
        else { throw NotLoaded() }
        Benchmark.say("simulated \(days) days: \(labelled.days.count) usable labelled days")
        try fitting(labelled)
        try anchored(labelled)
        try ScoringBenchmark.run(history: history, labelled: labelled)
    }

    /// Plain ridge fits and `evaluate --ridge auto` over every day.
    static func fitting(_ labelled: LabelledDays) throws {
        for lambda in [0.0, 3.0] {
            let t = try Benchmark.best(of: 5) {
                _ = try RidgeFit.fit(labelled.days, features: Trainer.defaultFeatures, lambda: lambda)
            }
            Benchmark.say("plain fit, λ = \(lambda): \(Benchmark.ms(t)) (target under 20 ms)")
        }
        let fast = try Benchmark.best(of: 3) {
            _ = try Evaluation(
                labelled, features: Trainer.defaultFeatures, target: TargetScale(), ridge: .auto,
                settings: FeatureSettings())
        }
        Benchmark.say(
            "evaluate --ridge auto (7 λ, rolling origin over every day): \(Benchmark.ms(fast)) (target under 1 s)")
        let perFold = fast / Double(7 * max(1, labelled.days.count - RollingOrigin.minimumHistory))
        Benchmark.say("  \(String(format: "%.1f", perFold * 1e6)) µs per fold")
    }

    /// The anchored default (SPEC 16): admission over 12 candidates, nested verdict included,
    /// and the verdict's three 90 % intervals (SPEC 10.6) as train computes them.
    static func anchored(_ labelled: LabelledDays) throws {
        let first3600 = LabelledDays(days: Array(labelled.days.prefix(3600)))
        for ridge in [RidgeChoice.fixed(AnchoredTrainer.defaultLambda), .auto] {
            var trained: AnchoredTraining?
            let t = try Benchmark.best(of: 3) {
                trained = try AnchoredTrainer.train(
                    first3600, candidates: Trainer.defaultFeatures.map { .feature($0) }, kind: .recent, mode: .auto,
                    ridge: ridge, target: TargetScale(), settings: FeatureSettings(), toolVersion: "benchmark")
            }
            let name = ridge == .auto ? "--ridge auto" : "λ 100"
            Benchmark.say(
                "train, anchored (\(first3600.days.count) labelled days, 12 candidates, \(name), nested verdict): "
                    + "\(Benchmark.ms(t)) (target under 5 s with --ridge auto)")
            guard ridge == .auto, let rolling = trained?.nested else { continue }
            let intervals = try Benchmark.best(of: 5) {
                for b in VerdictBaseline.allCases { _ = rolling.interval(against: RollingOrigin.keyPath(b)) }
            }
            Benchmark.say(
                "  the verdict's three 90 % intervals over \(rolling.n) days: \(Benchmark.ms(intervals)), "
                    + "\(String(format: "%.2f", 100 * intervals / t)) % of that training (target under 2 %)")
        }
    }
}
