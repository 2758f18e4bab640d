import FlowRecords
import FlowStatistics

extension SkillInterval {
    /// The interval as JSON writes it beside its skill: `[lo, hi]`, or null when there is none.
    public static func json(_ interval: SkillInterval?) -> JSONValue {
        interval.map { .array([.number($0.lo), .number($0.hi)]) } ?? .null
    }
}
