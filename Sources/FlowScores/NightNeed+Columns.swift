import FlowRecords

extension NightNeed {
    /// A night's need as `flow tonight --json` lists it (`nights`) and a database stores it.
    public static let outputColumns: [OutputColumn<NightNeed>] = [
        OutputColumn("date", .text) { .text($0.day.description) },
        OutputColumn("need_hours", .real) { .real($0.hours) },
        OutputColumn("debt_hours", .real) { .real($0.debt) },
        OutputColumn("strain_hours", .real) { .real($0.strain) },
        OutputColumn("nap_credit_hours", .real) { .real($0.napCredit) },
        OutputColumn("sleep_hours", .real) { .real($0.sleepHours) },
    ]
}
