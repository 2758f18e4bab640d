import FlowApp
import FlowRecords
import FlowScores
import FlowTonight

/// How `flow tonight` prints its plan: three lines for a person, SPEC 20's object for programs.
enum TonightText {
    /// The plan, its need in parts, and the chronotype.
    static func text(_ r: PlanTonight.Result) -> String {
        ([
            heading(r.tonight), r.tonight.sentence, r.tonight.fullLevelSentence, r.tonight.needSentence,
            r.chronotype.sentence,
        ].compactMap { $0 }).joined(separator: "\n") + "\n"
    }

    /// Which night the plan is for: "The night into Friday 2026-07-03 (a work day):".
    static func heading(_ t: Tonight) -> String {
        "The night into \(t.need.day.weekday.name) \(t.need.day) (a \(t.morning.rawValue)-day morning):"
    }

    /// `{"tonight": …, "chronotype": …, "nights": […]}`.
    static func json(_ r: PlanTonight.Result) -> JSONValue {
        .object([
            ("tonight", r.tonight.json),
            ("chronotype", Chronotype.outputColumns.json(r.chronotype)),
            ("nights", .array(r.nights.map(NightNeed.outputColumns.json))),
        ])
    }
}
