import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowVitals

/// `flow breathing`: each night's oxygen during sleep and breathing disturbances, and the
/// 30-night pattern (SPEC 22). A screening sign, never a diagnosis.
enum BreathingCommand {
    static let descriptor = CommandDescriptor(
        name: "breathing",
        summary: "oxygen dips and breathing disturbances during sleep: a screening sign, not a diagnosis",
        usage: """
            usage: flow breathing [--history H] [--from D] [--to D] [--json]
                                  [--max-hr N | --age N] [--sleep-need H] [--tz ZONE]
            """,
        about: """
            Each night's oxygen readings inside the main sleep (a minute's SpO2 from a Fitbit or
            Pixel Watch Takeout, else any SpO2 the export holds): how many, the lowest, the share
            below 90 %, and, when there is a reading a minute and at least 240 of them, the oxygen
            desaturation index: dips of 3 % or more below the median of the 10 readings before,
            an hour. Apple's breathing disturbances are read against your own range. A night is
            elevated at 5 dips an hour or more (or disturbances 2 spreads above your median);
            10 elevated among at least 15 measured nights of the last 30 is the pattern some
            people with sleep apnea show. Minute readings miss short dips: a low index never rules
            apnea out, and a pattern is a reason to ask a clinician, not a diagnosis.
            """,
        options: [
            .history, .zone, .range("only these nights (the whole history is still used for the pattern)"),
        ] + CommandOption.featureSettings + [.json.saying("one object a night with its values and the pattern")],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let result = try BreathingNights.run(
            history: try args.history(), settings: try args.featureSettings(), window: try args.dayWindow(),
            observer: console.observer)
        console.show(
            args, json: { .array(zip(result.nights, result.patterns).map(BreathingText.json)) },
            prose: { BreathingText.text(result) })
    }
}
