/// One option of a command: its spelling, the placeholder of its value (nil for a flag) and
/// what it means, as its command's help shows it.
struct CommandOption: Sendable {
    /// The option's spellings (`--from`, `--to` when they share one meaning).
    var names: [String]
    /// The value's placeholder in the help (`H`, `FILE`), or nil for a flag.
    var value: String?
    /// What it means, lines already folded (the help indents the lines after the first).
    var meaning: String

    /// An option taking a value.
    init(_ names: String..., value: String, _ meaning: String) {
        self.names = names
        self.value = value
        self.meaning = meaning
    }

    /// A flag.
    init(flag name: String, _ meaning: String) {
        self.names = [name]
        self.value = nil
        self.meaning = meaning
    }

    /// The option's lines in a help text: its spelling in a 17-column margin, then its meaning.
    var helpLines: String {
        let label = names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
        let margin = String(repeating: " ", count: 19)
        let lead = "  " + label + String(repeating: " ", count: max(2, 17 - label.count))
        let lines = meaning.split(separator: "\n", omittingEmptySubsequences: false)
        return lead + lines[0] + "\n" + lines.dropFirst().map { margin + $0 + "\n" }.joined()
    }
}
