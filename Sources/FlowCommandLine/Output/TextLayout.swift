/// `s` right-aligned in `width` characters (never cut).
func padLeft(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }

/// "1 day", "2 days".
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

/// `text` folded into lines of at most `width` characters at its spaces (a longer word stands
/// alone on its line).
func folded(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        if !line.isEmpty, line.count + 1 + word.count > width {
            lines.append(line)
            line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}
