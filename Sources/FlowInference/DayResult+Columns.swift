import FlowRecords

extension DayResult {
    /// A morning's Recovery Flow as flat columns: `flow predict --json` writes them (an
    /// unscored morning only its date, `scored` and `reason`) and the database's `flow` table
    /// holds them, so the two cannot disagree.
    public static let outputColumns: [OutputColumn<DayResult>] = [
        OutputColumn("date", .text) { .text($0.day.description) },
        OutputColumn("scored", .integer) { .flag($0.score != nil) },
        OutputColumn("reason", .text) { .text($0.score == nil ? ($0.reason ?? .noData).rawValue : nil) },
        OutputColumn("prediction", .real) { .real($0.score?.prediction) },
        OutputColumn("flow", .real) { .real($0.score?.flow) },
        OutputColumn("flow_rounded", .integer) { .integer($0.score.map { Int64($0.roundedFlow) }) },
        OutputColumn("state", .text) { .text($0.score?.state.rawValue) },
        OutputColumn("phase", .text) { .text($0.score?.phase.rawValue) },
        OutputColumn("baseline_days", .integer) { .integer($0.score.map { Int64($0.baselineDays) }) },
        OutputColumn("trend", .real) { .real($0.score?.trend) },
        OutputColumn("coverage", .integer) { .integer($0.score.map { Int64($0.coverage) }) },
        OutputColumn("usual_flow", .real) { .real($0.score?.usualFlow) },
        OutputColumn("estimated", .real) { .real($0.score?.estimated) },
        OutputColumn("missing_data", .real) { .real($0.score?.missingData) },
        OutputColumn("partial_data", .text) { .text($0.score?.partialData) },
    ]
}

extension Driver {
    /// A driver as flat columns: each entry of `drivers` in `flow predict --json`, and a row
    /// of the database's `drivers` table (which adds the date and the rank).
    public static let outputColumns: [OutputColumn<Driver>] = [
        OutputColumn("feature", .text) { .text($0.feature.rawValue) },
        OutputColumn("value", .real) { .real($0.value) },
        OutputColumn("usual", .real) { .real($0.usual) },
        OutputColumn("usual_source", .text) { .text($0.usualSource.rawValue) },
        OutputColumn("unit", .text) { .text($0.quantity.unit) },
        OutputColumn("contribution", .real) { .real($0.contribution) },
        OutputColumn("provenance", .text) { .text($0.provenance.rawValue) },
        OutputColumn("sentence", .text) { .text($0.sentence) },
    ]
}
