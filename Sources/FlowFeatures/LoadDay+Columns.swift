import FlowRecords

extension LoadDay {
    /// The day as its outputs write it, with SPEC 17's names: `flow load --json` and the
    /// database's `load` table read these columns.
    public static let outputColumns: [OutputColumn<LoadDay>] = [
        OutputColumn("date", .text) { .text($0.day.description) },
        OutputColumn("trimp", .real) { .real($0.trimp) },
        OutputColumn("trimp_coverage_min", .real) { .real($0.coverageMinutes) },
        OutputColumn("atl", .real) { .real($0.atl) }, OutputColumn("ctl", .real) { .real($0.ctl) },
        OutputColumn("form", .real) { .real($0.form) }, OutputColumn("acwr", .real) { .real($0.acwr) },
        OutputColumn("monotony", .real) { .real($0.monotony) },
        OutputColumn("weekly_strain", .real) { .real($0.weeklyStrain) },
        OutputColumn("session_load", .real) { .real($0.sessionLoad) },
        OutputColumn("days_worn_of_28", .integer) { .integer(Int64($0.daysWorn)) },
        OutputColumn("vo2max_estimate", .real) { .real($0.vo2maxEstimate) },
        OutputColumn("vo2max_recorded", .real) { .real($0.vo2maxRecorded) },
    ]
}
