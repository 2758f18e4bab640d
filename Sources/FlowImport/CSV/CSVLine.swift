/// One line of a CSV file with RFC 4180 quoting (a field may be quoted, `""` inside quotes
/// is one quote), for the small files that are read as text: labels and PMSys reports.
enum CSVLine {
    /// The fields of a CSV line with RFC 4180 quoting; nil when a quote is left open.
    static func fields(_ line: String) -> [String]? {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var chars = Array(line)
        if chars.last == "\r" { chars.removeLast() }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" { current.append("\""); i += 1 } else { quoted = false }
                } else { current.append(c) }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(c)
            }
            i += 1
        }
        fields.append(current.trimmingSpaces)
        return quoted ? nil : fields
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
