import FlowFeatures
import FlowRecords

extension BreathingNight {
    /// A night as `flow breathing --json` and `flow export`'s `breathing` table give it: the
    /// oxygen numbers (or why there is no dip index), the disturbances against their range, and
    /// `elevated` (1, 0, or empty without a value).
    public static let outputColumns: [OutputColumn<BreathingNight>] = [
        OutputColumn("date", .text) { .text($0.day.description) },
        OutputColumn("valid_minutes", .integer) { .integer($0.oxygen.map { Int64($0.validMinutes) }) },
        OutputColumn("nadir", .real) { .real($0.oxygen?.nadir) },
        OutputColumn("t90", .real) { .real($0.oxygen?.t90) },
        OutputColumn("odi3", .real) { .real($0.oxygen?.odi3) },
        OutputColumn("odi3_reason", .text) { .text($0.oxygen?.odiReason) },
        OutputColumn("spacing_s", .real) { .real($0.oxygen?.spacingSeconds) },
        OutputColumn("breathing_disturbances", .real) { .real($0.disturbances) },
        OutputColumn("disturbances_median", .real) { .real($0.disturbancesRange?.median) },
        OutputColumn("disturbances_spread", .real) { .real($0.disturbancesRange?.spread) },
        OutputColumn("elevated", .integer) { .integer($0.elevated.map { $0 ? 1 : 0 }) },
    ]
}
