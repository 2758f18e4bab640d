import FlowApp
import FlowInference
import FlowRecords

/// How `flow cohort` prints: a line per person-target and per pooled target, or JSON.
enum CohortText {
    static let keys = VerdictBaseline.allCases.map { ($0, $0.key) }

    static func skill(_ v: Double?) -> String { v.map { NumberFormat.signed($0, 2) } ?? "—" }

    static func text(_ r: RunCohort.Result) -> String {
        var out = ""
        for run in r.runs {
            guard run.n > 0 else {
                out += "\(run.person) \(run.target): not evaluated (\(run.reason ?? ""))\n"
                continue
            }
            let parts = keys.map { b, name -> String in
                let interval = run.intervals[b].map { " [\(skill($0.lo)), \(skill($0.hi))]" } ?? ""
                return "vs \(name) \(skill(run.skills[b]))\(interval)"
            }
            out += "\(run.person) \(run.target): \(plural(run.n, "day")); " + parts.joined(separator: ", ") + "\n"
        }
        for p in r.pooled {
            out +=
                "pooled \(p.target): \(p.people == 1 ? "1 person" : "\(p.people) people") (\(plural(p.days, "day"))); "
                + keys.map { "vs \($0.1) \(skill(p.skills[$0.0]))" }.joined(separator: ", ")
                + "; \(p.aboveRecent) above their recent level, \(p.worseThanRecentBy2Percent) worse by more than 2 %\n"
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
            pairs += keys.map { ("skill_vs_\($0.1)", number(run.skills[$0.0])) }
            pairs += keys.map { b, name in
                (
                    "skill_vs_\(name)_interval",
                    run.intervals[b].map { .array([.number($0.lo), .number($0.hi)]) } ?? .null
                )
            }
            return .object(pairs)
        }
        let pooled = r.pooled.map { CohortTables.poolColumns.json($0) }
        let failed: [JSONValue] = r.failed.map {
            .object([("person", .string($0.person)), ("error", .string($0.error))])
        }
        return .object([("people", .array(people)), ("pooled", .array(pooled)), ("failed", .array(failed))])
    }
}
