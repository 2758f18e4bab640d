import FlowRecords

extension Tonight {
    /// Tonight's plan as `flow tonight --json` gives it: the need and its parts, the usual
    /// wake time it aims at, the bedtime and lights-out (null, with the reason, without one).
    public static let outputColumns: [OutputColumn<Tonight>] = [
        OutputColumn("date", .text) { .text($0.need.day.description) },
        OutputColumn("need_hours", .real) { .real($0.need.hours) },
        OutputColumn("base_hours", .real) { .real($0.need.base) },
        OutputColumn("debt_hours", .real) { .real($0.need.debt) },
        OutputColumn("strain_hours", .real) { .real($0.need.strain) },
        OutputColumn("usual_wake_hours", .real) { .real($0.usualWake) },
        OutputColumn("usual_wake", .text) { .text($0.usualWake.map(ClockTime.text)) },
        OutputColumn("wake_mornings", .integer) { .integer(Int64($0.wakeMornings)) },
        OutputColumn("day_kind", .text) { .text($0.morning.rawValue) },
        OutputColumn("awake_in_bed_hours", .real) { .real($0.awakeInBed) },
        OutputColumn("bedtime_hours", .real) { .real($0.bedtime) },
        OutputColumn("bedtime", .text) { .text($0.bedtime.map(ClockTime.text)) },
        OutputColumn("lights_out", .text) { .text($0.lightsOut.map(ClockTime.text)) },
        OutputColumn("reason", .text) { .text($0.reason) },
    ]
}
