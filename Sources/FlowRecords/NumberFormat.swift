/// How flow writes every number a person or a file reads, without Foundation, so every machine
/// writes the same text.
public enum NumberFormat {
    /// A count with commas between thousands, as a report writes it: `356,073`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0, (digits.count - k) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// A number with a fixed count of decimals, rounded half away from zero with exact integer
    /// arithmetic ("n/a" when not finite): `decimals(2.345, 1)` is "2.3", `decimals(-0.04, 1)` "0.0".
    public static func decimals(_ v: Double, _ places: Int) -> String {
        guard v.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((abs(v) * scale).rounded(.toNearestOrAwayFromZero))
        let whole = scaled / Int64(scale)
        let frac = String(scaled % Int64(scale))
        let text = places == 0 ? String(whole) : "\(whole)." + String(repeating: "0", count: places - frac.count) + frac
        return (v < 0 && scaled != 0 ? "-" : "") + text
    }

    /// A number with its sign always written, as a skill is read against 0: `signed(0.371, 2)`
    /// is "+0.37", `signed(-0.13, 2)` "−0.13" (the minus sign, U+2212), and what rounds to
    /// zero "0.00".
    public static func signed(_ v: Double, _ places: Int) -> String {
        let text = decimals(v, places)
        if text.hasPrefix("-") { return "\u{2212}" + text.dropFirst() }
        return text.allSatisfy({ $0 == "0" || $0 == "." }) || !v.isFinite ? text : "+" + text
    }

    /// The shortest text that reads back as the same number: a whole number without a point
    /// (`190`), anything else as Swift writes it (`0.3`); what JSON, CSV and settings lines hold.
    public static func shortest(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return v.description
    }

    /// A length of time in hours as a person reads it, to the minute: `8 h 05`, `1 h`, `20 min`,
    /// `0 min` ("n/a" when not finite; a negative length keeps its minus, U+2212).
    public static func hoursMinutes(_ hours: Double) -> String {
        guard hours.isFinite, abs(hours) < 1e9 else { return "n/a" }
        let total = Int((abs(hours) * 60).rounded(.toNearestOrAwayFromZero))
        let (h, m) = (total / 60, total % 60)
        let text = h == 0 ? "\(m) min" : m == 0 ? "\(h) h" : "\(h) h " + (m < 10 ? "0" : "") + "\(m)"
        return (hours < 0 && total > 0 ? "\u{2212}" : "") + text
    }
}
