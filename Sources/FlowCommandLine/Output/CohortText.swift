import FlowApp
import FlowInference
import FlowRecords
import FlowStatistics

/// How `flow cohort` prints: a line per person-target and per pooled target, or JSON.
enum CohortText {
    static func skill(_ v: Double?) -> String { v.map { NumberFormat.signed($0, 2) } ?? "—" }

    static func text(_ r: RunCohort.Result) -> String {
        var out = ""
        for run in r.runs {
            guard run.n > 0 else {
                out += "\(run.person) \(run.target): not evaluated (\(run.reason ?? ""))\n"
                continue
            }
            // Each skill with its interval and what they allow one to say, in evaluate's words.
            let parts = VerdictBaseline.allCases.map { b -> String in
                assessed(run.skill(b), run.intervals[b], days: run.n, "vs \(b.key)")
            }
            out += "\(run.person) \(run.target): \(plural(run.n, "day")); " + parts.joined(separator: ", ") + "\n"
        }
        for p in r.pooled {
            out +=
                "pooled \(p.target): \(p.people == 1 ? "1 person" : "\(p.people) people") (\(plural(p.days, "day"))); "
                + VerdictBaseline.allCases.map {
                    assessed(p.skills[$0], p.intervals[$0], days: p.days, "vs \($0.phrase)")
                }
                .joined(separator: ", ")
                + "; beat their recent level by their own interval: \(p.aboveRecent), level with it: "
                + "\(p.levelWithRecent), too few days to judge: \(p.tooFewDays); "
                + "\(p.worseThanRecentBy2Percent) worse than it by more than 2 %\n"
        }
        let unlabelled = Set(r.runs.filter { $0.reason?.hasPrefix("no labels file") == true }.map(\.person)).sorted()
        if !unlabelled.isEmpty {
            out += "no labels file for \(unlabelled.count == 1 ? "1 person" : "\(unlabelled.count) people"): "
            out += unlabelled.joined(separator: ", ") + "\n"
        }
        for f in r.failed { out += "\(f.person): could not be read: \(f.error)\n" }
        if !r.failed.isEmpty { out += "\(r.failed.count) could not be read\n" }
        return out
    }

    /// `vs recent +0.08 [+0.02, +0.14]: beats`, `vs recent +0.31: too few days to judge (5)`.
    static func assessed(_ value: Double?, _ interval: SkillInterval?, days: Int, _ lead: String) -> String {
        lead + " " + skill(value) + (interval.map { " " + $0.text } ?? "") + ": "
            + SkillJudgement(days: days, interval: interval).words
    }

    static func json(_ r: RunCohort.Result) -> JSONValue {
        func number(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        let people: [JSONValue] = r.runs.map { run in
            var pairs: [(String, JSONValue)] = [
                ("person", .string(run.person)), ("target", .string(run.target)), ("n", .number(Double(run.n))),
            ]
            guard run.n > 0 else { return .object(pairs + [("reason", .string(run.reason ?? ""))]) }
            pairs += [
                ("sse", .number(run.sse)), ("sse_mean", .number(run.sseMean)),
                ("sse_persistence", .number(run.ssePersistence)), ("sse_recent", .number(run.sseRecent)),
            ]
            pairs += VerdictBaseline.allCases.map { ("skill_vs_\($0.key)", number(run.skill($0))) }
            pairs += VerdictBaseline.allCases.map {
                ("skill_vs_\($0.key)_interval", SkillInterval.json(run.intervals[$0]))
            }
            return .object(pairs)
        }
        let pooled: [JSONValue] = r.pooled.map { p in
            guard case .object(let pairs) = CohortTables.poolColumns.json(p) else { return .null }
            // The interval beside each skill as `[lo, hi]`, as each person's row has it.
            return .object(
                pairs.filter { !$0.0.hasSuffix("_lo") && !$0.0.hasSuffix("_hi") }
                    + VerdictBaseline.allCases.map {
                        ("skill_vs_\($0.key)_interval", SkillInterval.json(p.intervals[$0]))
                    })
        }
        let failed: [JSONValue] = r.failed.map {
            .object([("person", .string($0.person)), ("error", .string($0.error))])
        }
        return .object([("people", .array(people)), ("pooled", .array(pooled)), ("failed", .array(failed))])
    }
}
