import FlowDatabase
import FlowInference
import FlowRecords
import FlowStatistics
import Foundation

/// `flow cohort merge`: the databases of a cohort's shards joined into one, as if the whole
/// cohort had run at once. The pooled rows are worked out again from every person's runs, in
/// the people's name order, so they equal the whole run's to the last bit.
public enum MergeCohort {
    /// Reads every shard, checks they belong together and writes `out` beside it, renamed into
    /// place. A missing file is exit 66; shards run with other settings, of another count or
    /// people folder, a person in two shards or one shard given twice are refused (exit 65)
    /// naming both files. Shards missing from the set are named and refused (65) unless
    /// `partial`, when the merge goes on and the result lists them.
    public static func run(_ inputs: [String], out: String, partial: Bool = false) throws -> RunCohort.Result {
        guard !inputs.isEmpty else {
            throw CommandError.usage("give the cohort databases to merge: flow cohort merge A.sqlite B.sqlite --out F")
        }
        for input in inputs where !FileManager.default.fileExists(atPath: input) {
            throw InputError.missing(file: input)
        }
        try AtomicFile.checkTarget(out, inputs: inputs)
        let parts = try inputs.map { try DatabaseReader.tables(CohortTables.empty, at: $0, what: "a cohort database") }

        var merged = parts[0]
        for (k, part) in parts.enumerated().dropFirst() {
            try sameSettings(merged[.settings].rows, part[.settings].rows, inputs[0], inputs[k])
            for t in CohortTables.Table.allCases where t != .settings { merged[t].rows += part[t].rows }
        }
        try refuseTwice(.shards, key: { "shard \(text($0[0])) of \(text($0[1]))" }, parts: parts, inputs: inputs)
        try refuseTwice(.people, key: { "person \(text($0[0]))" }, parts: parts, inputs: inputs)
        let missing = try missingShards(parts, inputs)
        if !missing.isEmpty, !partial {
            throw CommandError.input(
                "the merge lacks shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")): give "
                    + (missing.count == 1 ? "its file" : "their files") + ", or --partial to merge what is here",
                kind: .data)
        }
        let targets = setting("targets", in: merged[.settings].rows).split(separator: ",").map(String.init)
        // People in name order, as a whole run records them; each person's targets in the cohort's order.
        func order(_ row: [SQLValue]) -> (String, Int) {
            (text(row[0]), row.count > 1 ? targets.firstIndex(of: text(row[1])) ?? targets.count : 0)
        }
        func sortByPerson(_ t: CohortTables.Table, then: ([SQLValue], [SQLValue]) -> Bool = { _, _ in false }) {
            merged[t].rows.sort { a, b in
                let (x, y) = (order(a), order(b))
                return x.0 != y.0 ? x.0 < y.0 : x.1 != y.1 ? x.1 < y.1 : then(a, b)
            }
        }
        merged[.shards].rows.sort { (text($0[1]), text($0[0])) < (text($1[1]), text($1[0])) }
        sortByPerson(.people)
        sortByPerson(.imports)
        sortByPerson(.runs)
        sortByPerson(.predictions) { text($0[2]) < text($1[2]) }
        let columns = merged[.runs].columns.map(\.name)
        let runs = merged[.runs].rows.map { run($0, columns) }
        let failed = merged[.people].rows.compactMap { row in
            row[2] == .null ? nil : (person: text(row[0]), error: text(row[2]))
        }
        var result = RunCohort.Result(runs: runs, targets: targets, failed: failed)
        result.missingShards = missing
        merged[.pooled].rows = CohortTables.rows(of: result.pooled)
        try AtomicFile.replace(out) { temporary in
            try DatabaseWriter(path: temporary, name: out, tables: merged).finish()
        }
        return result
    }

    /// The shards (`I/N`) a set of files lacks, in order; files of another count of shards or
    /// another people folder (by its name) than the first are refused, naming both.
    static func missingShards(_ parts: [[DatabaseTable]], _ inputs: [String]) throws -> [String] {
        var present = Set<Int>()
        var first: (n: Int, folder: String, file: String)?
        for (k, part) in parts.enumerated() {
            for row in part[.shards].rows {
                let pieces = text(row[0]).split(separator: "/")
                guard pieces.count == 2, let i = Int(pieces[0]), let n = Int(pieces[1]) else { continue }
                let folder = String(text(row[1]).split(separator: "/").last ?? "")
                if let first {
                    guard n == first.n else {
                        throw CommandError.input(
                            "\(first.file) is a shard of \(first.n) and \(inputs[k]) one of \(n): only the shards of one run "
                                + "can be merged", kind: .data)
                    }
                    guard folder == first.folder else {
                        throw CommandError.input(
                            "\(first.file) ran the people of '\(first.folder)' and \(inputs[k]) those of '\(folder)': only the "
                                + "shards of one cohort can be merged", kind: .data)
                    }
                } else {
                    first = (n, folder, inputs[k])
                }
                present.insert(i)
            }
        }
        guard let n = first?.n else { return [] }
        return (1...max(n, 1)).filter { !present.contains($0) }.map { "\($0)/\(n)" }
    }

    /// Refuses two shards whose settings differ, naming the first setting that does.
    static func sameSettings(_ a: [[SQLValue]], _ b: [[SQLValue]], _ fileA: String, _ fileB: String) throws {
        guard a != b else { return }
        let keys = Set((a + b).map { text($0[0]) }).sorted()
        let key = keys.first { setting($0, in: a) != setting($0, in: b) } ?? "settings"
        throw CommandError.input(
            "\(fileA) and \(fileB) were run with different settings (\(key): '\(setting(key, in: a))' and "
                + "'\(setting(key, in: b))'): only the shards of one cohort run can be merged",
            kind: .data)
    }

    /// Refuses a key (a shard, a person) that two of the files hold, naming both.
    static func refuseTwice(
        _ t: CohortTables.Table, key: ([SQLValue]) -> String, parts: [[DatabaseTable]], inputs: [String]
    ) throws {
        var seen: [String: String] = [:]
        for (k, part) in parts.enumerated() {
            for row in part[t].rows {
                let name = key(row)
                if let first = seen[name] {
                    throw CommandError.input(
                        "\(name) is in both \(first) and \(inputs[k]): each shard must be merged once", kind: .data)
                }
                seen[name] = inputs[k]
            }
        }
    }

    /// A setting's value in the `settings` rows ("" when it is not set).
    static func setting(_ key: String, in rows: [[SQLValue]]) -> String {
        rows.first { text($0[0]) == key }.map { text($0[1]) } ?? ""
    }

    /// A person-target's figures as the `runs` table holds them.
    static func run(_ row: [SQLValue], _ columns: [String]) -> CohortRun {
        func cell(_ name: String) -> SQLValue { columns.firstIndex(of: name).map { row[$0] } ?? .null }
        func real(_ name: String) -> Double? { if case .real(let v) = cell(name) { v } else { nil } }
        var out = CohortRun.notEvaluated(text(cell("person")), text(cell("target")), "")
        if case .integer(let n) = cell("n") { out.n = Int(n) }
        (out.sse, out.sseMean) = (real("sse") ?? 0, real("sse_mean") ?? 0)
        (out.ssePersistence, out.sseRecent) = (real("sse_persistence") ?? 0, real("sse_recent") ?? 0)
        for (b, name) in CohortTables.baselines {
            if let lo = real("skill_vs_\(name)_lo"), let hi = real("skill_vs_\(name)_hi") {
                out.intervals[b] = SkillInterval(lo: lo, hi: hi)
            }
            if let w = real("w_\(name)") { out.variances[b] = w }
        }
        out.reason = cell("reason") == .null ? nil : text(cell("reason"))
        return out
    }

    /// A text cell's text ("" for anything else).
    static func text(_ value: SQLValue) -> String { if case .text(let s) = value { s } else { "" } }
}
