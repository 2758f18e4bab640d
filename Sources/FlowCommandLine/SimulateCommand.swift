import FlowRecords
import FlowSimulation

/// `flow simulate`: one simulated person's records and labels.
enum SimulateCommand {
    static func run(_ words: [String], console: Console) throws {
        let args = try Arguments(words, valued: ["--days", "--seed", "--out", "--start"], flags: [])
        guard let days = try args.integer("--days", in: 1...36_600) else { throw CommandError.usage("--days is required") }
        let seedText = try args.required("--seed")
        guard let seed = UInt64(seedText) else {
            throw CommandError.usage("--seed takes a whole number from 0 to \(UInt64.max), not '\(seedText)'")
        }
        let folder = try args.required("--out")
        var plan = SimulationPlan(days: days, seed: seed)
        if let text = args.value("--start") {
            guard let start = CalendarDay(iso: text) else {
                throw CommandError.usage("--start takes a date YYYY-MM-DD, not '\(text)'")
            }
            plan.start = start
        }
        let history = PersonSimulator.simulate(plan)
        try AtomicFile.makeFolder(folder)
        try AtomicFile.write(history.records, to: folder + "/records.csv")
        try AtomicFile.write(history.labels, to: folder + "/labels.csv")
        console.out("wrote \(folder)/records.csv and \(folder)/labels.csv: \(days) days from \(plan.start), seed \(seed)\n")
    }
}
