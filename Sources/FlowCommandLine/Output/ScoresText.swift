import FlowInference
import FlowRecords
import FlowScores

/// `flow scores`' outputs: a line a day, a day's parts in a table, or every part as JSON.
enum ScoresText {
    /// "2026-03-14  Recovery 78 Good · Sleep 82 Good · Strain 34 Light · Stress 28 Good".
    static func line(_ d: DayScores) -> String {
        // Appended piece by piece: a three-year history prints a thousand of these lines.
        var out = d.day.description + "  "
        for (k, kind) in ScoreKind.allCases.enumerated() {
            if k > 0 { out += " · " }
            out += kind.title
            if let value = d.value(of: kind) {
                let rounded = Tier.rounded(value)
                out += " " + String(rounded) + " " + Tier(kind, rounded: rounded).rawValue
            } else {
                out += " –"
            }
        }
        if d.saysBuildingBaseline { out += "  (building baseline)" }
        out += "\n"
        return out
    }

    /// One day with each score's parts: value, weight used, points; and what was left out.
    static func table(_ d: DayScores) -> String {
        var out = line(d)
        for s in d.all {
            guard let value = s.value else {
                // The reason says it whole: "Strain not given: …".
                out += "  " + (s.reason ?? "\(s.kind.title) not given") + "\n"
                continue
            }
            out +=
                "  \(s.kind.title) \(NumberFormat.decimals(value, 1)) (\(s.tier!.rawValue))"
                + (s.kind.caveat.map { ": \($0)" } ?? "") + (s.restAfterHard ? ": a rest day after an all-out day" : "")
                + "\n"
            for c in s.components {
                out +=
                    "    " + padRight(c.name, 16) + padLeft(NumberFormat.decimals(c.value, 1), 7) + "  × "
                    + padLeft(NumberFormat.decimals(c.weight, 3), 5) + " = "
                    + padLeft(NumberFormat.decimals(c.points, 1), 6) + "\n"
            }
            for m in s.missing { out += "    " + padRight(m.name, 16) + "  left out: \(m.why)\n" }
        }
        if d.saysBuildingBaseline {
            out +=
                "  building baseline: \(d.hrvDaysLast30) of the last 30 mornings have an HRV reading; the scores settle from 14\n"
        }
        return out
    }

    /// Said once above the lines when the history never has HRV: no baseline is building.
    static func noHRV(_ days: [DayScores]) -> String {
        days.first?.historyHasHRV == false
            ? "No HRV in this export: no HRV baseline can build, so the parts that read HRV are left out.\n" : ""
    }

    static func padRight(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(0, width - s.count))
    }

    /// Every row's scores in full, as the golden vectors lay them out.
    static func json(_ days: [DayScores]) -> JSONValue {
        .array(
            days.map { d in
                .object([
                    ("date", .string(d.day.description)),
                    ("scores", .object(d.all.map { ($0.kind.rawValue, json($0)) })),
                    ("building_baseline", .bool(d.buildingBaseline)),
                    ("hrv_days_last_30", .number(Double(d.hrvDaysLast30))),
                ])
            })
    }

    static func json(_ s: Score) -> JSONValue {
        let missing: JSONValue = .array(s.missing.map { .string($0.name) })
        let why: JSONValue = .object(s.missing.map { ($0.name, .string($0.why)) })
        let days: JSONValue = .object(s.baselineDays.map { ($0.0, .number(Double($0.1))) })
        guard let value = s.value else {
            return .object([
                ("value", .null), ("reason", .string(s.reason ?? "")), ("missing", missing), ("missing_why", why),
                ("baseline_days", days),
            ])
        }
        var pairs: [(String, JSONValue)] = [
            ("value", .number(value)), ("rounded", .number(Double(s.rounded!))), ("tier", .string(s.tier!.rawValue)),
            (
                "components",
                .array(
                    s.components.map { c in
                        .object(
                            [
                                ("name", .string(c.name)), ("value", .number(c.value)), ("weight", .number(c.weight)),
                                ("points", .number(c.points)),
                            ] + c.details.map { ($0.0, .number($0.1)) })
                    })
            ),
            ("missing", missing),
        ]
        if !s.missing.isEmpty { pairs.append(("missing_why", why)) }
        pairs += [("unclamped", .number(s.unclamped ?? value)), ("baseline_days", days)]
        pairs += s.details.map { ($0.0, .number($0.1)) }
        if let source = s.capacitySource { pairs.append(("capacity_source", .string(source))) }
        if s.kind == .activeness { pairs.append(("rest_after_hard", .bool(s.restAfterHard))) }
        return .object(pairs)
    }
}
