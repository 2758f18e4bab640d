/// Text for terminals and tools that are not UTF-8: every character flow's text uses beyond
/// ASCII, spelt in ASCII; anything else unknown becomes `?`.
enum PlainText {
    static let replacements: [Character: String] = [
        "−": "-", "–": "-", "—": "-", "·": "|", "×": "x", "…": "...", "λ": "lambda", "±": "+/-", "≥": ">=", "≤": "<=",
        "²": "^2", "é": "e", "’": "'", "“": "\"", "”": "\"", "→": "->", "█": "#", "▇": "*", "▆": "+", "▅": "=",
        "▄": ":", "▃": "-", "▂": ".", "▁": "_", "µ": "u", "₂": "2",
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

    /// True when the locale the environment names is UTF-8: the first of `LC_ALL`,
    /// `LC_CTYPE` and `LANG` that is set decides; none set is the C locale, plain ASCII.
    static func isUTF8(environment: [String: String]) -> Bool {
        guard
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else {
            return false
        }
        let lower = locale.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8")
    }
}
