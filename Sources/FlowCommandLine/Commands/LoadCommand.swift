import FlowApp
import FlowFeatures
import FlowImport
import FlowKit
import FlowRecords

/// `flow load`: training load a day (SPEC 17): Banister TRIMP with its worn-time floor,
/// fatigue, fitness and form, the acute:chronic ratio, monotony, and session RPE. Facts only.
enum LoadCommand {
    static let descriptor = CommandDescriptor(
        name: "load",
        summary: "training load a day: TRIMP, fitness, fatigue and form, acute:chronic, monotony",
        usage: """
            usage: flow load --history H [--sessions srpe.csv] [--sex female|male] [--from D] [--to D]
                             [--max-hr N | --age N] [--label-tz ±HH:MM] [--tz ZONE] [--json]
            """,
        about: """
            Each morning's training load from the day before: Banister's TRIMP (heart-rate
            pairs above 30 % of your heart-rate reserve, weighted by effort), counted only when
            the watch was worn 10 hours that day; fatigue (7-day) and fitness (42-day) with
            form = fitness − fatigue; the acute:chronic ratio once 21 of the last 28 days were
            worn; Foster's monotony and weekly strain; and with --sessions, session RPE × minutes.
            Facts only: no injury-risk zones, whose published thresholds did not hold up.
            """,
        options: [
            .history, .zone,
            .sessions, .sex,
            .range("only these days (the whole history is still used)"), .labelZone,
        ] + CommandOption.featureSettings + [.json.saying("one object a day with every load key")],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let request = LoadDays.Request(
            history: try args.history(), settings: try args.featureSettings(), window: try args.dayWindow())
        let result = try LoadDays.run(request, observer: console.observer)
        console.err(LoadText.sexLine(result))
        if !result.hasHeartRate {
            console.err(
                "note: this history has no heart-rate samples, so there is no training load (no TRIMP, fitness, "
                    + "fatigue or form)\n")
        }
        console.show(
            args, json: { .array(result.days.map(LoadText.json)) }, text: { LoadText.lines(result) })
    }
}
