import FlowApp
import FlowFeatures
import FlowGarden
import FlowInference
import FlowKit
import FlowRecords

/// `flow garden`: the garden grown from the history's good days (SPEC 13), as of a day.
enum GardenCommand {
    static let descriptor = CommandDescriptor(
        name: "garden",
        summary: "three plants that grow from runs of good nights, days and mornings",
        usage: "usage: flow garden --history H [--model model.json] [--as-of YYYY-MM-DD] [--tz ZONE] [--json]",
        about: """
            A garden grown only from what happened: Luna Fern from good nights (at least 7 h
            asleep at an efficiency of 0.85), Stride Bloom from good days (7000 steps over 6
            active hours), Calm Willow from good mornings (a Recovery Flow of 50 or more).
            Each grows a stage after 5, then 7, then 14 good days in a row; a measured day that
            is not good starts the run again, a day without a measurement leaves it, unless
            more than 7 days have passed since the last measured one. Harmony Orchid appears
            when all three are established. The same history always gives the same garden.
            """,
        options: [
            .history, .zone, .sex, .sessions, .labelZone, .model,
            .asOf.saying("the garden as it was on D (default: the history's last day)"),
            .json.saying("as_of, the plants (name, pillar, stage, run, needs) and every event"),
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let result = try GrowGarden.run(try args.scoredRequest(), asOf: try args.day(.asOf), observer: console.observer)
        let (garden, scored) = (result.garden, result.scored)
        console.show(
            args, json: { GardenText.json(garden) },
            text: {
                GardenText.text(
                    garden, unscored: scored ? nil : "no morning could be scored yet: nothing was measured at night")
            })
    }
}
