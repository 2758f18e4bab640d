/// `s` right-aligned in `width` characters (never cut).
func padLeft(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }

/// "1 day", "2 days".
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

/// The marks that open a bullet or a driver's line; its continuation lines hang under the text after them.
let hangingMarks = ["• ", "+ ", "- ", "\u{2212} ", "* "]

/// `text` fitted to `width` columns: a line that fits stays as it is; a longer one is folded at
/// its spaces, its continuation lines indented under the text after its leading spaces and any
/// bullet or driver sign (a hanging indent), and a leader of dots between a driver and its
/// points gives way first. A word longer than the line stands alone on its line.
func fitted(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        guard line.count > width else { return String(line) }
        let spaces = line.prefix { $0 == " " }.count
        let body = line.dropFirst(spaces)
        let mark = hangingMarks.first { body.hasPrefix($0) } ?? ""
        let hang = spaces + mark.count
        let words = String(body.dropFirst(mark.count)).split(separator: " ").map(String.init).filter { word in
            !(word.count > 1 && word.allSatisfy { $0 == "." })
        }
        let lines = folded(words.joined(separator: " "), width: max(1, width - hang))
        let indent = String(repeating: " ", count: hang)
        return lines.enumerated().map { i, l in (i == 0 ? String(line.prefix(hang)) : indent) + l }.joined(
            separator: "\n")
    }.joined(separator: "\n")
}

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
