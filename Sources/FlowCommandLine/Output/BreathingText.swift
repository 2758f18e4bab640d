import FlowApp
import FlowFeatures
import FlowRecords
import FlowVitals

/// How `flow breathing` prints the nights: what was measured, a line a night, and the pattern,
/// in words that never diagnose, reassure or alarm beyond the rule's own sentence.
enum BreathingText {
    /// What the numbers are and are not, said once above them.
    static let limits =
        "Breathing during sleep, from your own readings: a screening sign at most, never a diagnosis. Minute "
        + "readings miss short dips, and a low index never rules sleep apnea out.\n"

    /// The whole text: the limits, a line a night, and the pattern of the last morning listed.
    static func text(_ r: BreathingNights.Result) -> String {
        guard r.measured else {
            return "No oxygen readings during sleep and no breathing disturbances in this history.\n"
        }
        let pattern =
            r.patterns.last.flatMap { $0 }.map { $0.sentence + "\n" }
            ?? "No pattern of dips in the last \(BreathingPattern.window) nights.\n"
        return limits + r.nights.map(line).joined() + pattern
    }

    /// One night: "2026-06-29  412 readings, lowest 86 %, 3.2 % under 90 %, 6.1 dips of 3 % an hour (elevated)".
    static func line(_ n: BreathingNight) -> String {
        var parts: [String] = []
        if let o = n.oxygen {
            var text =
                "\(NumberFormat.grouped(o.validMinutes)) readings, lowest \(NumberFormat.decimals(o.nadir, 0)) %, "
                + "\(NumberFormat.decimals(o.t90, 1)) % under 90 %, "
            text +=
                o.odi3.map { "\(NumberFormat.decimals($0, 1)) dips of 3 % an hour" }
                ?? "no dip index (\(o.odiReason ?? ""))"
            parts.append(text)
        }
        if let d = n.disturbances {
            parts.append(
                "breathing disturbances \(NumberFormat.decimals(d, 1)) an hour"
                    + (n.disturbancesRange.map { " (your median \(NumberFormat.decimals($0.median, 1)))" } ?? ""))
        }
        guard !parts.isEmpty else { return "\(n.day)  nothing measured\n" }
        return "\(n.day)  " + parts.joined(separator: "; ") + (n.elevated == true ? " (elevated)" : "") + "\n"
    }

    /// A night as JSON, with the pattern as of its morning (null when none).
    static func json(_ n: BreathingNight, pattern: BreathingPattern?) -> JSONValue {
        func number(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        let patternJSON: JSONValue =
            pattern.map {
                .object([
                    ("nights", .number(Double($0.nights))), ("elevated", .number(Double($0.elevated))),
                    ("mean_odi3", number($0.meanODI)), ("sentence", .string($0.sentence)),
                ])
            } ?? .null
        guard case .object(var pairs) = BreathingNight.outputColumns.json(n) else { return .null }
        pairs.append(("pattern", patternJSON))
        return .object(pairs)
    }
}
