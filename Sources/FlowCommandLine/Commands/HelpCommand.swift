import FlowApp
import FlowTraining

/// `flow help`: the overview of every command, or one command's help.
enum HelpCommand {
    static let descriptor = CommandDescriptor(
        name: "help", aliases: ["--help", "-h"],
        summary: "show this text, or 'flow help <command>'",
        usage: "usage: flow help [<command>]",
        about: "Shows what flow does and its commands, or one command's options.",
        words: 1,
        run: { args, console in
            guard let topic = args.words.first else { return console.out(overview(width: console.width)) }
            guard let command = CommandDescriptor.named(topic) else {
                throw CommandError.usage(
                    "no command '\(topic)'; the commands are "
                        + CommandDescriptor.all.map(\.name).joined(separator: ", "))
            }
            console.out(command.help(width: console.width))
        })

    /// Each command's name and summary, as `flow help` lists them, the summaries hanging at column 13.
    static func commandList(width: Int) -> String {
        CommandDescriptor.listed.map { command in
            hanging(
                "  " + command.name + String(repeating: " ", count: max(1, 11 - command.name.count)),
                command.summary.replacing("\n", with: " "), width: width)
        }.joined(separator: "\n")
    }

    /// `flow help`: what flow is, its commands, the inputs `--history` takes, the shared options
    /// and the exit codes, fitted to `width` columns.
    static func overview(width: Int) -> String {
        let text = """
            flow: a personal recovery model from your own wearable history. Everything runs offline.

            usage: flow <command> [options]

            commands:
            \(commandList(width: width))

            --history H is any of these, as the vendor sends it, or - (standard input):
            \(FormatList.table(width: width))

            flow train fits these features unless --features says otherwise:
                \(Trainer.defaultFeatures.map(\.rawValue).joined(separator: ", ")).

            every command also takes --quiet (-q: no import report or notes; errors still show),
            --help (-h) and --version; '-' as a history, labels or check-in file reads standard input,
            and '--out -' writes to standard output.

            exit status: 0 when it worked; 64 a command or option used wrongly; 65 an input whose
            data is wrong; 66 an input that is missing or cannot be read; 73 an output that cannot
            be written; 70 a fault of flow's own

            """
        return fitted(reflowed(text), width: width)
    }
}
