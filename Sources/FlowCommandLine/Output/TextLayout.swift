/// `s` right-aligned in `width` characters (never cut).
func padLeft(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }

/// "1 day", "2 days".
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

/// The marks that open a bullet or a driver's line; its continuation lines hang under the text after them.
let hangingMarks = ["• ", "+ ", "- ", "\u{2212} ", "* "]

/// Whether `s` opens with a date and two spaces, as a line a day does ("2026-06-29  Recovery …").
private func startsWithDate(_ s: Substring) -> Bool {
    let head = Array(s.prefix(12).utf8)
    guard head.count == 12 else { return false }
    return head.enumerated().allSatisfy { i, c in
        switch i {
        case 4, 7: c == UInt8(ascii: "-")
        case 10, 11: c == UInt8(ascii: " ")
        default: (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c)
        }
    }
}

/// `text` fitted to `width` columns: a line that fits stays as it is; a longer one is folded at
/// its spaces, its continuation lines indented under the text after its leading spaces and any
/// bullet, driver sign or a line a day's date (a hanging indent), and a leader of dots between a driver and its
/// points gives way first. A word longer than the line stands alone on its line.
func fitted(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        guard line.count > width else { return String(line) }
        let spaces = line.prefix { $0 == " " }.count
        let body = line.dropFirst(spaces)
        let mark = hangingMarks.first { body.hasPrefix($0) } ?? (startsWithDate(body) ? String(body.prefix(12)) : "")
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
