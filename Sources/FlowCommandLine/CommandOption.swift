import FlowApp

/// One option of a command: its spelling, the placeholder of its value (nil for a flag) and
/// what it means, as its command's help shows it. Every option is declared once, as a static
/// member (`CommandOption+Declared.swift`), and read through it (`args[.model]`), so a misspelt
/// option does not compile; a command may say what it means there in its own words (`saying`).
struct CommandOption: Sendable {
    /// The option's spellings (`--from`, `--to` when they share one meaning).
    var names: [String]
    /// The value's placeholder in the help (`H`, `FILE`), or nil for a flag.
    var value: String?
    /// What it means: prose, folded to the width the help is shown at.
    var meaning: String
    /// True when the option may be given more than once (`--history` of a ring and a watch).
    var repeatable = false

    /// An option taking a value.
    init(_ names: String..., value: String, _ meaning: String) {
        (self.names, self.value, self.meaning) = (names, value, meaning)
    }

    /// A flag.
    init(flag name: String, _ meaning: String) {
        self.names = [name]
        (self.value, self.meaning) = (nil, meaning)
    }

    /// The option's first spelling, the one it is read by (`--from` for `--from`/`--to`).
    var name: String { names[0] }

    /// The same option, its help in a command's own words (and, when given, its own placeholder).
    func saying(_ meaning: String, value placeholder: String? = nil) -> CommandOption {
        var copy = self
        copy.meaning = meaning
        if let placeholder { copy.value = placeholder }
        return copy
    }

    /// The same option, allowed more than once.
    func repeated() -> CommandOption {
        var copy = self
        copy.repeatable = true
        return copy
    }

    /// The option's lines in a help text: its spelling in a 17-column margin, then its meaning
    /// as one paragraph folded to `width` columns, its lines hanging at column 19.
    func helpLines(width: Int) -> String {
        let label = names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
        let lead = "  " + label + String(repeating: " ", count: max(2, 17 - label.count))
        return hanging(lead, meaning.replacing("\n", with: " "), width: width, indent: 19) + "\n"
    }
}

extension CommandError {
    /// A usage error about one option, its message starting with the option's name.
    static func usage(_ option: CommandOption, _ problem: String) -> CommandError {
        .usage(option.name + " " + problem)
    }
}
