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
/// from the library it was imported into, and a huge Health Auto Export file streamed; with
/// `health-connect [apple]`, a year of minute heart rate read from Health Connect (or Apple's XML).
/// Prints throughput and peak memory; the speed targets live here, not in unit tests.
enum Benchmark {
    /// Runs the benchmark the first argument names (the trainer's and scoring's by default)
    /// and prints its peak memory; a failure is printed on standard error with exit code 70.
    static func run(arguments: [String]) -> Int32 {
        let rest = arguments.dropFirst()
        do {
            switch arguments.first {
            // One benchmark alone, so its peak memory is its own.
            case "whoop": try WhoopBenchmark.run()
            case "garmin": try GarminBenchmark.run()
            case "health-connect" where rest.first == "write":
                try HealthConnectBenchmark.write(to: rest.dropFirst().first ?? "hc-bench", days: 365)
            case "health-connect": try HealthConnectBenchmark.run(apple: rest.first == "apple", days: 365)
            case "library":
                try LibraryBenchmark.run(
                    days: rest.first.flatMap(Int.init) ?? 1095,
                    gigabytes: rest.dropFirst().first.flatMap(Double.init) ?? 2)
            case "cohort": try CohortBenchmark.run(people: rest.first.flatMap(Int.init) ?? 200)
            default:
                try TrainerBenchmark.run(days: arguments.first.flatMap(Int.init) ?? 4000)
                try TrendBenchmark.run()
                try LoadBenchmark.run()
                try GardenBenchmark.run()
                try ScoresBenchmark.run()
                try ReportBenchmark.run()
            }
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
