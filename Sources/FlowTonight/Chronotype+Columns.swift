import FlowRecords

extension Chronotype {
    /// The chronotype as `flow tonight --json` gives it (mid-sleeps and lengths in hours; null,
    /// with the reason, when too few mornings measured it).
    public static let outputColumns: [OutputColumn<Chronotype>] = [
        OutputColumn("msf", .real) { .real($0.measured?.msf) },
        OutputColumn("msw", .real) { .real($0.measured?.msw) },
        OutputColumn("msf_sc", .real) { .real($0.measured?.msfSC) },
        OutputColumn("msf_sc_clock", .text) { .text($0.measured.map { ClockTime.text($0.msfSC) }) },
        OutputColumn("sd_free", .real) { .real($0.measured?.sdFree) },
        OutputColumn("sd_work", .real) { .real($0.measured?.sdWork) },
        OutputColumn("social_jetlag_hours", .real) { .real($0.measured?.socialJetlag) },
        OutputColumn("free_mornings", .integer) { .integer(Int64($0.freeMornings)) },
        OutputColumn("work_mornings", .integer) { .integer(Int64($0.workMornings)) },
        OutputColumn("category", .text) { .text($0.measured?.category.rawValue) },
        OutputColumn("reason", .text) { .text($0.reason) },
    ]
}
