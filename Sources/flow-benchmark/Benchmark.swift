import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowSimulation
import FlowTraining
import Foundation

/// Release-mode benchmarks of the trainer: `swift run -c release flow-benchmark [days]`
/// (default 4000 simulated days, which give about 3,650 usable labelled days); with `whoop` or
/// `garmin`, reading a ten-year WHOOP or seven-year Garmin export alone; with `cohort [people]`,
/// a cohort of simulated people; with `library [days] [GB]`, predict from an Apple export and
/// from the library it was imported into, and a huge Health Auto Export file streamed.
/// Prints throughput and peak memory; the speed targets live here, not in unit tests.
enum Benchmark {
    static func run(arguments: [String]) -> Int32 {
        if let vendor = arguments.first, vendor == "whoop" || vendor == "garmin" {
            // One benchmark alone, so its peak memory is its own.
            do { try vendor == "whoop" ? WhoopBenchmark.run() : GarminBenchmark.run() } catch {
                FileHandle.standardError.write(Data("flow-benchmark: \(error)\n".utf8))
                return 70
            }
            say("peak memory: \(peakMemoryMB()) MB")
            return 0
        }
        if arguments.first == "library" {
            let days = arguments.dropFirst().first.flatMap(Int.init) ?? 1095
            let gigabytes = arguments.dropFirst(2).first.flatMap(Double.init) ?? 2
            do { try LibraryBenchmark.run(days: days, gigabytes: gigabytes) } catch {
                FileHandle.standardError.write(Data("flow-benchmark: \(error)\n".utf8))
                return 70
            }
            say("peak memory: \(peakMemoryMB()) MB")
            return 0
        }
        if arguments.first == "cohort" {
            do { try CohortBenchmark.run(people: arguments.dropFirst().first.flatMap(Int.init) ?? 200) } catch {
                FileHandle.standardError.write(Data("flow-benchmark: \(error)\n".utf8))
                return 70
            }
            say("peak memory: \(peakMemoryMB()) MB")
            return 0
        }
        let days = arguments.first.flatMap(Int.init) ?? 4000
        let sim = PersonSimulator.simulate(SimulationPlan(days: days, seed: 7))
        guard let history = try? RecordsCSV.parse(sim.records).0, let labels = try? LabelTable.parse(sim.labels),
            let labelled = try? LabelledDays(
                table: FeatureTable(history: history), labels: labels, target: TargetScale())
        else {
            FileHandle.standardError.write(Data("flow-benchmark: the simulated history did not load\n".utf8))
            return 70
        }
        say("simulated \(days) days: \(labelled.days.count) usable labelled days")
        do {
            for lambda in [0.0, 3.0] {
                let t = try best(of: 5) {
                    _ = try RidgeFit.fit(labelled.days, features: Trainer.defaultFeatures, lambda: lambda)
                }
                say("plain fit, λ = \(lambda): \(ms(t)) (target under 20 ms)")
            }
            let fast = try best(of: 3) {
                _ = try Evaluation(
                    labelled, features: Trainer.defaultFeatures, target: TargetScale(), ridge: .auto,
                    settings: FeatureSettings())
            }
            say("evaluate --ridge auto (7 λ, rolling origin over every day): \(ms(fast)) (target under 1 s)")
            let perFold = fast / Double(7 * max(1, labelled.days.count - RollingOrigin.minimumHistory))
            say("  \(String(format: "%.1f", perFold * 1e6)) µs per fold")
            // The anchored default (SPEC 16): admission over 12 candidates, nested verdict included.
            let first3600 = LabelledDays(days: Array(labelled.days.prefix(3600)))
            for ridge in [RidgeChoice.fixed(AnchoredTrainer.defaultLambda), .auto] {
                var trained: AnchoredTraining?
                let t = try best(of: 3) {
                    trained = try AnchoredTrainer.train(
                        first3600, candidates: Trainer.defaultFeatures.map { .feature($0) }, kind: .recent, mode: .auto,
                        ridge: ridge,
                        target: TargetScale(), settings: FeatureSettings(), toolVersion: "benchmark")
                }
                let name = ridge == .auto ? "--ridge auto" : "λ 100"
                say(
                    "train, anchored (\(first3600.days.count) labelled days, 12 candidates, \(name), nested verdict): "
                        + "\(ms(t)) (target under 5 s with --ridge auto)")
                if ridge == .auto {
                    // The verdict's three 90 % intervals (SPEC 10.6) over the nested run's days, as train computes them.
                    guard let rolling = trained?.nested else { continue }
                    let intervals = try best(of: 5) {
                        for b in VerdictBaseline.allCases { _ = rolling.interval(against: RollingOrigin.keyPath(b)) }
                    }
                    say(
                        "  the verdict's three 90 % intervals over \(rolling.n) days: \(ms(intervals)), "
                            + "\(String(format: "%.2f", 100 * intervals / t)) % of that training (target under 2 %)")
                }
            }
            // Scoring: the model trained on these days, applied to every row many times over.
            let model = try Trainer.train(
                labelled, target: TargetScale(), ridge: .fixed(3), settings: FeatureSettings(),
                toolVersion: "bench"
            ).model
            let scorer = FlowScorer(model: model)
            let rows = FeatureTable(history: history).rows
            let repeats = max(1, 2_000_000 / rows.count)
            var sink = 0.0
            let usual = FlowBaseline.forEachRow(rows, model: model)
            let fastTime = try best(of: 3) {
                for _ in 0..<repeats { for (row, u) in zip(rows, usual) { sink += scorer.flow(row, usual: u) ?? 0 } }
            }
            say(
                "scoring (prediction and Flow): \(rate(Double(repeats * rows.count) / fastTime)) rows/s (target 2 million)"
            )
            let fullTime = try best(of: 3) { for r in scorer.score(rows: rows) { sink += r.score?.flow ?? 0 } }
            say(
                "scoring the whole history with contributions, drivers and sentences: \(rate(Double(rows.count) / fullTime)) rows/s"
            )
            let reference = FlowScorer(model: try RecoveryModel.reference())
            let personalTime = try best(of: 3) { for r in reference.score(rows: rows) { sink += r.score?.flow ?? 0 } }
            say(
                "the same with the reference model (personal 28-day baselines): \(rate(Double(rows.count) / personalTime)) rows/s"
            )
            if sink.isNaN { say("") }  // keeps the work from being optimised away
            try TrendBenchmark.run()
            try LoadBenchmark.run()
            try GardenBenchmark.run()
            try ScoresBenchmark.run()
            try ReportBenchmark.run()
        } catch {
            FileHandle.standardError.write(Data("flow-benchmark: \(error)\n".utf8))
            return 70
        }
        say("peak memory: \(peakMemoryMB()) MB")
        return 0
    }

    /// The best wall time of `n` runs, in seconds.
    static func best(of n: Int, _ body: () throws -> Void) throws -> Double {
        var best = Double.infinity
        for _ in 0..<n {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Writes a line of results to standard output.
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    static func rate(_ perSecond: Double) -> String { String(format: "%.2f million", perSecond / 1e6) }

    /// Seconds since 1970 as `YYYY-MM-DD HH:MM:SS` (the date and time joined by `separator`),
    /// the way the vendors' exports write a time.
    static func clock(_ seconds: Double, separator: String) -> String {
        let day = CalendarDay(ordinal: Int((seconds / 86_400).rounded(.down)))
        let s = Int(seconds - Double(day.ordinal) * 86_400)
        return day.description + separator + String(format: "%02d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    /// VmHWM from /proc/self/status (Linux), in MB.
    static func peakMemoryMB() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return "n/a" }
        return String(format: "%.0f", kb / 1024)
    }
}
