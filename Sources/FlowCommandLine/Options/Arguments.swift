import FlowApp
import FlowRecords

/// A command's options, parsed from `--name value` and `--flag` words.
///
/// Our own small parser (no outside packages): every option must be declared by the
/// command, so a typo is a usage error, never silently ignored.
struct Arguments {
    private var values: [String: String] = [:]
    /// Every value of each option given more than once, in order.
    private var repeatedValues: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Every option as given, in order, with its value (nil for a flag).
    private(set) var given: [(name: String, value: String?)] = []
    /// The plain words after the command (for `help` and `completion`).
    private(set) var words: [String] = []
    /// The process's environment (where the default library is, `FLOW_LIBRARY`).
    var environment: [String: String] = [:]

    /// Parses `words` for `command`: its options, plus `--quiet`, which every command takes.
    init(_ words: [String], for command: CommandDescriptor) throws {
        try self.init(
            words, valued: command.valued, flags: command.flags.union(CommandDescriptor.quietWords),
            ownNames: command.takesOwnNames, plainWords: command.words, repeatable: command.repeatable)
    }

    /// Parses `words` given the options that take a value and the flags; with `ownNames`, any
    /// other `--NAME[=N]` is taken as given; up to `plainWords` words need no option.
    init(
        _ words: [String], valued: Set<String>, flags allowed: Set<String>, ownNames: Bool = false,
        plainWords: Int = 0, repeatable: Set<String> = []
    ) throws {
        if Arguments.asksForHelp(words, valued: valued) { throw HelpRequested() }
        var i = 0
        while i < words.count {
            let word = words[i]
            var name = word
            var inline: String?
            if let eq = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<eq])
                inline = String(word[word.index(after: eq)...])
            }
            if valued.contains(name) {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard i + 1 < words.count else { throw CommandError.usage("\(name) needs a value") }
                    value = words[i + 1]
                    i += 1
                }
                guard !Arguments.helpWords.contains(value) else {
                    throw CommandError.usage("\(name) needs a value, not '\(value)' (for help: flow help)")
                }
                guard values[name] == nil || repeatable.contains(name) else {
                    throw CommandError.usage("\(name) is given twice")
                }
                if values[name] == nil { values[name] = value }
                repeatedValues[name, default: []].append(value)
                given.append((name, value))
            } else if allowed.contains(name), inline == nil {
                flags.insert(name)
                given.append((name, nil))
            } else if ownNames, name.hasPrefix("--"), name.count > 2 {
                given.append((name, inline))
            } else if !word.hasPrefix("-") || word == "-", self.words.count < plainWords {
                self.words.append(word)
            } else {
                throw CommandError.usage("unknown option '\(word)'")
            }
            i += 1
        }
    }

    /// The words that ask for help: as a command's option (not as the value of another option)
    /// they print its help.
    static let helpWords: Set<String> = ["--help", "-h"]

    /// True when `words` ask for help: a help word where an option may stand, not as the
    /// value of an option that takes one (`--out --help` is an option value, not a request).
    static func asksForHelp(_ words: [String], valued: Set<String>) -> Bool {
        var i = 0
        while i < words.count {
            if helpWords.contains(words[i]) { return true }
            if valued.contains(words[i]) { i += 1 }
            i += 1
        }
        return false
    }

    /// The value of an option, if given: `args[.model]`.
    subscript(_ option: CommandOption) -> String? { values[option.name] }

    /// Every value of an option that may be given more than once, in order (empty: not given).
    func all(_ option: CommandOption) -> [String] { repeatedValues[option.name] ?? [] }

    /// True when a flag was given.
    func has(_ option: CommandOption) -> Bool { flags.contains(option.name) }

    /// A required option's value.
    func required(_ option: CommandOption) throws -> String {
        guard let v = values[option.name] else { throw CommandError.usage("\(option.name) is required") }
        return v
    }

    /// An option's value as a finite number in a range.
    func number(_ option: CommandOption, in range: ClosedRange<Double>) throws -> Double? {
        try value(option.name, in: range, as: "a number") { decimal($0) }
    }

    /// An option's value as a whole number in a range.
    func integer(_ option: CommandOption, in range: ClosedRange<Int>) throws -> Int? {
        try value(option.name, in: range, as: "a whole number") { Int($0) }
    }

    /// An option's value read by `parse` and checked against `range`, or a usage error saying
    /// what it takes.
    private func value<T: Comparable>(
        _ name: String, in range: ClosedRange<T>, as kind: String, _ parse: (String) -> T?
    ) throws -> T? {
        guard let text = values[name] else { return nil }
        guard let v = parse(text), range.contains(v) else {
            throw CommandError.usage(
                "\(name) takes \(kind) from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return v
    }
}

/// Thrown when the words ask for the command's help; the entry point prints it (exit 0).
struct HelpRequested: Error {}

/// A plain decimal number (`190`, `-0.5`, `3e2`), finite; not hex, not `inf`, not `nan`.
func decimal<S: StringProtocol>(_ text: S) -> Double? {
    if case .finite(let v) = DecimalParser.parse(String(text)) { return v }
    return nil
}
