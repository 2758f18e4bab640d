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

    /// `flow <name> --help`: the synopsis, what it does, and each option with its meaning, fitted
    /// to `width` columns as every command's text is: the synopsis never breaks inside brackets
    /// and hangs under the command's name, an option's meaning under its first column.
    func help(width: Int) -> String {
        let synopsis = Self.forms(of: usage).map { prefix, words in
            hanging(prefix, words.joined(separator: " "), width: width).replacing("\u{A0}", with: " ")
        }
        var text = synopsis.joined(separator: "\n") + "\n\n" + fitted(reflowed(about), width: width) + "\n"
        if !options.isEmpty { text += "\n" + options.map { $0.helpLines(width: width) }.joined() }
        return text + "\n"
    }
}

extension CommandDescriptor {
    /// A synopsis's forms, each as its lead ("usage: flow import ", "       flow library forget ")
    /// and its words, a bracketed group one word with its spaces as no-break spaces (and a "..."
    /// one with the word before it), so that a fold falls between groups only.
    static func forms(of usage: String) -> [(String, [String])] {
        var forms: [(String, [String])] = []
        for line in usage.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            var words: [String] = []
            var depth = 0
            for piece in text.split(separator: " ") {
                if depth > 0 || piece == "...", !words.isEmpty {
                    words[words.count - 1] += "\u{A0}" + piece
                } else {
                    words.append(String(piece))
                }
                depth += piece.filter { $0 == "[" || $0 == "(" }.count - piece.filter { $0 == "]" || $0 == ")" }.count
            }
            let opensForm = text.hasPrefix("usage: ") || text.hasPrefix("flow ")
            if opensForm || forms.isEmpty {
                // The lead: the indent, "usage:" and "flow" and the words up to the first option.
                let lead = words.prefix {
                    !$0.hasPrefix("[") && !$0.hasPrefix("-") && !$0.hasPrefix("(") && $0 == $0.lowercased()
                        && !$0.contains("...")
                }
                let count = min(lead.count, words.count - 1)
                let prefix = String(line.prefix { $0 == " " }) + words.prefix(count).joined(separator: " ") + " "
                forms.append((prefix, Array(words.dropFirst(count))))
            } else {
                forms[forms.count - 1].1 += words
            }
        }
        return forms
    }

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
