import FlowApp
import FlowImport
import FlowRecords
import FlowSimulation
import Foundation

/// `flow simulate`: one simulated person's records and labels.
enum SimulateCommand {
    static let descriptor = CommandDescriptor(
        name: "simulate",
        summary: "write a simulated person's records.csv and labels.csv",
        usage: """
            usage: flow simulate --days N --seed S --out DIR [--start YYYY-MM-DD] [--format F]
                                 [--body-mass] [--cycles]
            """,
        about: """
            Writes DIR/records.csv and DIR/labels.csv for one simulated person: the same files
            for the same seed on every machine. The stress label follows the rule in the README.
            """,
        options: [
            .days, .seed,
            .out.saying("the folder to write (created when missing)", value: "DIR"),
            .start,
            .bodyMass,
            CommandOption(
                flag: "--cycles",
                "a person with a menstrual cycle who logs their periods (the luteal rise in heart rate and temperature)"
            ),
            .format,
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        guard let days = try args.integer(.days, in: 1...36_600) else {
            throw CommandError.usage(.days, "is required")
        }
        let seedText = try args.required(.seed)
        guard let seed = UInt64(seedText) else {
            throw CommandError.usage(.seed, "takes a whole number from 0 to \(UInt64.max), not '\(seedText)'")
        }
        let folder = try args.required(.out)
        guard folder != AtomicFile.standardOutput else {
            throw CommandError.usage(
                "flow simulate writes a folder of files (records and labels), so \(CommandOption.out.name) - cannot hold them; give a folder"
            )
        }
        var plan = SimulationPlan(days: days, seed: seed, bodyMass: args.has(.bodyMass))
        plan.cycles = args.given.contains { $0.0 == "--cycles" }
        if let start = try args.day(.start) { plan.start = start }
        let name = args[.format] ?? Simulate.Format.csv.rawValue
        guard let format = Simulate.Format(rawValue: name) else {
            let names = Simulate.Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandError.usage(.format, "is one of \(names), not '\(name)'")
        }
        let written = try Simulate.write(plan, format: format, to: folder)
        console.out(
            "wrote \(written.dropLast().joined(separator: ", ")) and \(written.last ?? ""): \(days) days from "
                + "\(plan.start), seed \(seed)\n")
    }
}
