import FlowApp

/// `flow compare`: your device's own scores beside flow's, and the mornings they differ most.
enum CompareCommand {
    static let descriptor = CommandDescriptor(
        name: "compare",
        summary: "your device's own scores (WHOOP, Oura, Garmin, …) beside flow's",
        usage: "usage: flow compare --history H [--from D] [--to D] [--json] [--tz ZONE]",
        about: """
            For each score your device gives (its recovery or readiness, sleep and strain or
            activity scores) and flow's counterpart (the Recovery Flow of the reference model and
            the Recovery, Sleep and Strain scores): the mornings with both, Spearman's rank
            correlation, Pearson's r, how far apart they sit on 0-100 (WHOOP's 0-21 strain put on
            0-100), and the five mornings whose ranks differ most, each with what flow's score
            read that morning: the Recovery Flow's measured drivers, the steps and active energy
            against their usual for Activeness, the load against the capacity for Strain, the
            parts of the Recovery and Sleep scores. Figures need 14 mornings with both. Neither score is the truth: agreement
            says how the two relate, not which is right.
            """,
        options: [
            .history, .zone, .range("only these mornings"),
            .json.saying("every figure and the differing mornings with their drivers"),
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let result = try CompareDevice.run(
            history: try args.history(), window: try args.dayWindow(), observer: console.observer)
        console.show(args, json: { CompareText.json(result) }, text: { CompareText.text(result) })
    }
}
