import FlowApp
import Foundation

/// `flow cohort`: many people at once, each evaluated honestly, then pooled per target.
enum CohortCommand {
    static let descriptor = CommandDescriptor(
        name: "cohort",
        summary: "many people's exports at once: each evaluated on unseen days, then pooled",
        usage: """
            usage: flow cohort --people DIR --labels-name F [--target T ...] [--scale LO:HI] [--label-tz Z]
                               [--sessions-name F] [--jobs N] [--shard I/N] [--out F.sqlite] [--json]
                   flow cohort merge A.sqlite B.sqlite ... --out F.sqlite [--partial] [--json]
            """,
        about: """
            Every subfolder of DIR is one person. For each person and target: the anchored
            procedure's nested rolling origin, as flow evaluate runs it, with its skills against
            the person's mean, yesterday's label and recent level and their 90 % intervals. Then
            per target, over the people evaluated: the pooled skill 1 − ΣSSE / ΣSSE of each
            baseline, how many people beat their recent level, and how many are worse than it
            by more than 2 %. A person who cannot be read is reported and the rest go on; the
            exit code is 65 when any could not be read.

            With --out, everything goes into one SQLite file as well: the settings, the people,
            their imports, each person-target's figures, every day each rolling origin
            predicted, and the pooled rows. `flow cohort merge` joins the files of the shards of
            one run (--shard) into the file the whole run would have written; files run with
            other settings, of another number of shards or people folder, or holding the same
            person, are refused, and so is a set lacking a shard unless --partial is given.
            """,
        options: [
            .people, .labelsName,
            CommandOption.target.repeated().saying(
                "a labels column to evaluate (give it again for more; default stress)"),
            .scale, .labelZone, .sessionsName, .jobs, .shard, .partial,
            .out.saying("the cohort database (SQLite) to write"),
            .json.saying("every person-target and the pooled rows"),
        ],
        words: 10_000,
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        if args.words.first == "merge" {
            let result = try MergeCohort.run(
                Array(args.words.dropFirst()), out: try args.required(.out), partial: args.has(.partial))
            if !result.missingShards.isEmpty {
                console.err(
                    "warning: merged without shard\(result.missingShards.count == 1 ? "" : "s") "
                        + result.missingShards.joined(separator: ", ") + " (--partial): the pooled rows cover "
                        + "only the people of the shards given\n")
            }
            return console.show(args, json: { CohortText.json(result) }, text: { CohortText.text(result) })
        }
        if let word = args.words.first {
            throw CommandError.usage("unexpected '\(word)': the one word flow cohort takes is merge")
        }
        let targets = args.all(.target).isEmpty ? ["stress"] : args.all(.target)
        var request = RunCohort.Request(
            people: try args.required(.people), labelsName: try args.required(.labelsName), targets: targets,
            labelClock: try args.labelClock(), sessionsName: args[.sessionsName],
            jobs: try args.integer(.jobs, in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount)
        (request.out, request.flowVersion) = (args[.out], FlowCommand.version)
        request.scale = try FitOptions.plan(args).scale
        request.shard = try args.shard()
        // Each person as they finish, on a terminal only.
        let onTerminal = isatty(2) == 1
        let result = try RunCohort.run(request) { person in if onTerminal { console.err("cohort: \(person) done\n") } }
        console.show(args, json: { CohortText.json(result) }, text: { CohortText.text(result) })
        if !result.failed.isEmpty {
            throw CommandError.input(
                "\(result.failed.count) of the people could not be read: "
                    + result.failed.map { "\($0.person) (\($0.error))" }.joined(separator: "; "), kind: .data)
        }
    }
}
