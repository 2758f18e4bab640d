/// One `flow` command, described once: the dispatcher finds it by name, the parser reads its
/// options, `flow help` and `--help` print its text, and `flow completion` offers its options.
/// Nothing else in the command line names a command.
struct CommandDescriptor: Sendable {
    /// The word after `flow` that runs it.
    var name: String
    /// Other words that run it (`--help` for help, `--version` for version).
    var aliases: [String] = []
    /// What it does, in the one or two lines `flow help` shows beside its name.
    var summary: String
    /// The synopsis lines of its help, starting with `usage: flow <name>`.
    var usage: String
    /// What it does, in a paragraph or two of its help.
    var about: String
    /// Every option it takes, in the order its help lists them.
    var options: [CommandOption] = []
    /// True when any other `--NAME[=N]` is taken too, kept in order (check-in behaviours).
    var takesOwnNames = false
    /// How many plain words (not options) may follow the command.
    var words = 0
    /// True when `flow help` and the completions leave it out (it has another spelling they show).
    var unlisted = false
    /// Runs the command on the parsed words.
    var run: @Sendable (Arguments, Console) throws -> Void

    /// The options that take a value.
    var valued: Set<String> { Set(options.filter { $0.value != nil }.flatMap(\.names)) }
    /// The options that are flags.
    var flags: Set<String> { Set(options.filter { $0.value == nil }.flatMap(\.names)) }
    /// The options that may be given more than once.
    var repeatable: Set<String> { Set(options.filter(\.repeatable).flatMap(\.names)) }

    /// `flow <name> --help`: the synopsis, what it does, and each option with its meaning.
    var help: String {
        var text = usage + "\n\n" + about + "\n"
        if !options.isEmpty { text += "\n" + options.map(\.helpLines).joined() }
        return text + "\n"
    }
}

extension CommandDescriptor {
    /// Options every command takes: silence the import report and notes.
    static let quietWords: Set<String> = ["--quiet", "-q"]

    /// Every command, in the order `flow help` lists them.
    static let all: [CommandDescriptor] = [
        TodayCommand.descriptor, FeaturesCommand.descriptor, TrainCommand.descriptor, EvaluateCommand.descriptor,
        PredictCommand.descriptor,
        TrendCommand.descriptor, GardenCommand.descriptor, ScoresCommand.descriptor, TonightCommand.descriptor,
        LoadCommand.descriptor,
        VitalsCommand.descriptor, BreathingCommand.descriptor, CompareCommand.descriptor, CohortCommand.descriptor,
        CheckinCommand.descriptor, ImportCommand.descriptor, LibraryCommand.descriptor,
        ExportCommand.descriptor,
        InsightsCommand.descriptor, ReportCommand.descriptor, SimulateCommand.descriptor, CompletionCommand.descriptor,
        HelpCommand.descriptor, VersionCommand.descriptor,
    ]

    /// The command a word names (its name or an alias), if any.
    static func named(_ word: String) -> CommandDescriptor? {
        all.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The commands that work on data (every one but help, version and completion).
    static var dataCommands: [CommandDescriptor] { all.filter { !$0.options.isEmpty } }

    /// The commands `flow help` lists and the completions offer.
    static var listed: [CommandDescriptor] { all.filter { !$0.unlisted } }
}
