/// Text for terminals and tools that are not UTF-8: every character flow's text uses beyond
/// ASCII, spelt in ASCII; anything else unknown becomes `?`.
enum PlainText {
    static let replacements: [Character: String] = [
        "−": "-", "–": "-", "—": "-", "·": "|", "×": "x", "…": "...", "λ": "lambda", "±": "+/-", "≥": ">=", "≤": "<=",
        "²": "^2", "é": "e", "’": "'", "“": "\"", "”": "\"", "→": "->", "█": "#", "▇": "*", "▆": "+", "▅": "=",
        "▄": ":", "▃": "-", "▂": ".", "▁": "_", "µ": "u",
    ]

    /// `text` in ASCII.
    static func ascii(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
        var out = ""
        for c in text {
            if c.isASCII { out.append(c) } else { out += replacements[c] ?? "?" }
        }
        return out
    }
}
