import FlowApp
import FlowFeatures
import FlowKit
import FlowRecords
import FlowVitals

/// `flow vitals`: each night's vitals against the person's own range (SPEC 18). Facts only.
enum VitalsCommand {
    static let descriptor = CommandDescriptor(
        name: "vitals",
        summary: "your night's vitals against your own usual range, as facts",
        usage: """
            usage: flow vitals --history H [--from D] [--to D] [--json]
                               [--max-hr N | --age N] [--sleep-need H] [--tz ZONE] [--no-cycle]
            """,
        about: """
            Resting and sleeping heart rate, HRV, respiratory rate, SpO2 and wrist temperature of
            each night, each against your own range: the median of the 28 nights before and
            their typical spread (1.4826 × the median absolute deviation, never below a small
            floor), once 14 of those nights hold a value. A value 2 spreads or more on the side
            that goes with strain (up; down for HRV and SpO2) is outside your range; two such
            vitals on two nights running set the body watch. These are facts, not a diagnosis:
            on held-back people such signs went with reported illness only weakly.
            When you log your periods (in an export, or with flow checkin --period), the nights
            in the days before an expected period hold resting and sleeping heart rate, HRV and
            wrist temperature to 3 spreads instead, since they often move then; --no-cycle
            leaves the periods out.
            """,
        options: [
            .history, .zone, .range("only these nights (the whole history is still used for the ranges)"),
        ] + CommandOption.featureSettings + [
            .noCycle, .json.saying("one object a night with each vital, the watch and the cycle day"),
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let nights = try VitalsNights.run(
            history: try args.history(), settings: try args.featureSettings(), window: try args.dayWindow(),
            observer: console.observer)
        console.show(
            args, json: { .array(nights.map(VitalsText.json)) }, prose: { nights.map(VitalsText.line).joined() })
    }
}
