import FlowRecords

extension Insight {
    /// A pair as flat columns: the rows of the database's `insights` table, with the keys of
    /// `flow insights --json` (its nested `with`, `without` and `ci95` spelt out as
    /// `with_n`, …, `ci95_low`, `ci95_high`), so the two give the same numbers.
    public static let outputColumns: [OutputColumn<Insight>] = [
        OutputColumn("behaviour", .text) { .text($0.behaviour) },
        OutputColumn("outcome", .text) { .text($0.outcome.rawValue) },
        OutputColumn("unit", .text) { .text($0.outcome.unit) },
        OutputColumn("lag_days", .integer) { .integer(Int64($0.lagDays)) },
        OutputColumn("with_n", .integer) { .integer(Int64($0.with.n)) },
        OutputColumn("with_mean", .real) { .real($0.with.mean) },
        OutputColumn("with_sd", .real) { .real($0.with.sd) },
        OutputColumn("without_n", .integer) { .integer(Int64($0.without.n)) },
        OutputColumn("without_mean", .real) { .real($0.without.mean) },
        OutputColumn("without_sd", .real) { .real($0.without.sd) },
        OutputColumn("difference", .real) { .real($0.test?.difference) },
        OutputColumn("ci95_low", .real) { .real($0.test?.low) },
        OutputColumn("ci95_high", .real) { .real($0.test?.high) },
        OutputColumn("df", .real) { .real($0.test?.df) },
        OutputColumn("f", .real) { .real($0.test?.f) },
        OutputColumn("p", .real) { .real($0.test?.p) },
        OutputColumn("p_adjusted", .real) { .real($0.test?.pAdjusted) },
        OutputColumn("finding", .integer) { .flag($0.isFinding) },
        OutputColumn("tested", .integer) { .flag($0.test != nil) },
        OutputColumn("sentence", .text) { .text($0.sentence) },
    ]
}
