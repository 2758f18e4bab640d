import FlowApp
import FlowSimulation
import Foundation

/// A cohort of simulated people (`flow-benchmark cohort [people]`, default 200, 120 days
/// each with daily stress labels) run as `flow cohort --out` runs it, on every core: each
/// person's nested evaluation, the pooled rows and the database. Prints people per second and
/// peak memory; run it with 50 and with 200 people to see the memory stay where it is.
enum CohortBenchmark {
    static func run(people: Int) throws {
        let folder = NSTemporaryDirectory() + "flow-cohort-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let days = 120
        for k in 0..<people {
            let person = folder + "/people/" + String(format: "p%04d", k)
            try FileManager.default.createDirectory(atPath: person, withIntermediateDirectories: true)
            let sim = PersonSimulator.simulate(SimulationPlan(days: days, seed: UInt64(1000 + k)))
            try sim.records.write(toFile: person + "/records.csv", atomically: false, encoding: .utf8)
            try sim.labels.write(toFile: person + "/labels.csv", atomically: false, encoding: .utf8)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let request = RunCohort.Request(
            people: folder + "/people", labelsName: "labels.csv", targets: ["stress"], jobs: cores,
            out: folder + "/cohort.sqlite")
        let start = Date()
        let result = try RunCohort.run(request)
        let seconds = Date().timeIntervalSince(start)
        let evaluated = result.pooled.first?.people ?? 0
        Benchmark.say(
            "cohort: \(people) simulated people of \(days) days, \(evaluated) evaluated on \(cores) cores and written "
                + "to one database in \(String(format: "%.2f s", seconds)): "
                + "\(String(format: "%.1f", Double(people) / seconds)) people/s")
    }
}
