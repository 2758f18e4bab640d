import FlowDatabase
import FlowInference
import FlowRecords

/// The tables of a cohort database, each column described once: `flow cohort --out` writes
/// them, `flow cohort merge` reads them back and writes them again.
///
/// `settings` (what every shard must share), `shards` (which shard of which folder each part
/// ran), `people`, `imports`, `runs` (one row per person and target), `predictions` (every day
/// each nested rolling origin predicted) and `pooled` (one row per target).
public enum CohortTables {
    /// The baselines as the column names spell them.
    static let baselines = VerdictBaseline.allCases.map { ($0, $0.key) }

    /// `settings`: one row per setting, the same in every shard of one cohort.
    public static let settings = DatabaseTable(
        name: "settings", columns: [DatabaseColumn("key", .text), DatabaseColumn("value", .text)], key: ["key"])

    /// `shards`: the shard (`I/N`, `1/1` for a whole run), the people folder and its people.
    public static let shards = DatabaseTable(
        name: "shards",
        columns: [DatabaseColumn("shard", .text), DatabaseColumn("folder", .text), DatabaseColumn("people", .integer)],
        key: ["folder", "shard"])

    /// `people`: each person's folder name, the history read and the error when it could not be.
    public static let personColumns: [OutputColumn<CohortPerson>] = [
        OutputColumn("person", .text) { .text($0.person) },
        OutputColumn("history", .text) { .text($0.history) },
        OutputColumn("error", .text) { .text($0.error) },
    ]

    /// `imports`: what each readable history gave.
    public static let importColumns: [OutputColumn<(String, CohortImport)>] = [
        OutputColumn("person", .text) { .text($0.0) },
        OutputColumn("accepted", .integer) { .integer(Int64($0.1.accepted)) },
        OutputColumn("rejected", .integer) { .integer(Int64($0.1.rejected)) },
        OutputColumn("first_day", .text) { .text($0.1.firstDay?.description) },
        OutputColumn("last_day", .text) { .text($0.1.lastDay?.description) },
        OutputColumn("days", .integer) { .integer(Int64($0.1.days)) },
        OutputColumn("scorable_days", .integer) { .integer(Int64($0.1.scorableDays)) },
        OutputColumn("sessions_rejected", .integer) { .integer(Int64($0.1.sessionsRejected)) },
    ]

    /// `runs`: a person-target's squared errors, skills and their 90 % intervals, or the reason
    /// it was not evaluated (`n` 0).
    public static let runColumns: [OutputColumn<CohortRun>] =
        [
            OutputColumn("person", .text) { .text($0.person) },
            OutputColumn("target", .text) { .text($0.target) },
            OutputColumn("n", .integer) { .integer(Int64($0.n)) },
            OutputColumn("sse", .real) { .real($0.sse) },
        ]
        + baselines.map { b, name in OutputColumn("sse_\(name)", .real) { .real($0.sse(b)) } }
        + baselines.map { b, name in OutputColumn("skill_vs_\(name)", .real) { .real($0.skill(b)) } }
        + baselines.flatMap { b, name in
            [
                OutputColumn("skill_vs_\(name)_lo", .real) { .real($0.intervals[b]?.lo) },
                OutputColumn("skill_vs_\(name)_hi", .real) { .real($0.intervals[b]?.hi) },
            ]
        }
        + baselines.map { b, name in OutputColumn("w_\(name)", .real) { .real($0.n > 0 ? $0.variances[b] : nil) } }
        + [OutputColumn("reason", .text) { .text($0.reason) }]

    /// `predictions`: every day of every person-target's nested rolling origin.
    public static let predictionColumns: [OutputColumn<CohortPrediction>] = [
        OutputColumn("person", .text) { .text($0.person) },
        OutputColumn("target", .text) { .text($0.target) },
        OutputColumn("date", .text) { .text($0.day.description) },
        OutputColumn("label", .real) { .real($0.label) },
        OutputColumn("predicted", .real) { .real($0.predicted) },
        OutputColumn("mean", .real) { .real($0.mean) },
        OutputColumn("persistence", .real) { .real($0.persistence) },
        OutputColumn("recent", .real) { .real($0.recent) },
    ]

    /// `pooled` (and the JSON output's pooled rows): one target over the people evaluated.
    public static let poolColumns: [OutputColumn<CohortPool>] =
        [
            OutputColumn("target", .text) { .text($0.target) },
            OutputColumn("people", .integer) { .integer(Int64($0.people)) },
            OutputColumn("days", .integer) { .integer(Int64($0.days)) },
        ]
        + baselines.map { b, name in OutputColumn("skill_vs_\(name)", .real) { .real($0.skills[b]) } }
        + baselines.flatMap { b, name in
            [
                OutputColumn("skill_vs_\(name)_lo", .real) { .real($0.intervals[b]?.lo) },
                OutputColumn("skill_vs_\(name)_hi", .real) { .real($0.intervals[b]?.hi) },
            ]
        }
        + [
            OutputColumn("above_recent", .integer) { .integer(Int64($0.aboveRecent)) },
            OutputColumn("level_with_recent", .integer) { .integer(Int64($0.levelWithRecent)) },
            OutputColumn("too_few_days", .integer) { .integer(Int64($0.tooFewDays)) },
            OutputColumn("worse_than_recent_by_2pct", .integer) { .integer(Int64($0.worseThanRecentBy2Percent)) },
        ]

    /// The tables of a cohort database, in the order the file lists them (each one's place in `empty`).
    enum Table: Int, CaseIterable {
        case settings, shards, people, imports, runs, predictions, pooled
    }

    /// Every table of a cohort database, empty, in `Table` order.
    public static var empty: [DatabaseTable] {
        [
            settings, shards,
            DatabaseTable(name: "people", columns: personColumns, key: ["person"], rows: []),
            DatabaseTable(name: "imports", columns: importColumns, key: ["person"], rows: []),
            DatabaseTable(name: "runs", columns: runColumns, key: ["person", "target"], rows: []),
            DatabaseTable(
                name: "predictions", columns: predictionColumns, key: ["person", "target", "date"], rows: []),
            DatabaseTable(name: "pooled", columns: poolColumns, key: ["target"], rows: []),
        ]
    }

    /// A person's rows of each of their tables.
    static func rows(of person: CohortPerson) -> [(table: Table, rows: [[SQLValue]])] {
        func cells<Row>(_ columns: [OutputColumn<Row>], _ rows: [Row]) -> [[SQLValue]] {
            DatabaseTable(name: "", columns: columns, key: [], rows: rows).rows
        }
        return [
            (.people, cells(personColumns, [person])),
            (.imports, cells(importColumns, person.imported.map { [(person.person, $0)] } ?? [])),
            (.runs, cells(runColumns, person.runs)),
            (.predictions, cells(predictionColumns, person.predictions)),
        ]
    }

    /// The `pooled` table's rows.
    static func rows(of pooled: [CohortPool]) -> [[SQLValue]] {
        DatabaseTable(name: "pooled", columns: poolColumns, key: ["target"], rows: pooled).rows
    }
}

extension Array where Element == DatabaseTable {
    /// A cohort database's table, by its place in `CohortTables.empty`.
    subscript(_ table: CohortTables.Table) -> DatabaseTable {
        get { self[table.rawValue] }
        set { self[table.rawValue] = newValue }
    }
}
