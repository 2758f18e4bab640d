import FlowFeatures

/// Activeness (about D−1, SPEC 21): yesterday's steps and active energy each against the
/// person's own usual day, the median of the 28 days before; 50 is a usual day, 100 twice it.
/// Facts against one's own usual, never a generic target.
enum ActivenessScore {
    /// Rows looked back for the usual day, and observed days needed.
    static let window = 28, minimum = 7
    /// The points a usual day is worth in each component.
    static let usualPoints = 50.0
    /// The rounded score under which a day is below usual (the `below usual` tier's top).
    static let belowUsual = 45

    /// The usual value of `column` before row `i`: the median of its observed values in rows
    /// i−28…i−1, and how many there were (nil with fewer than 7).
    static func usual(_ column: [Double?], before i: Int) -> (median: Double?, days: Int) {
        let values = column[max(0, i - window)..<i].compactMap { $0 }
        return (values.count >= minimum ? ImputationChain.median(values) : nil, values.count)
    }

    /// The score of a row; `strainBefore` is the Strain of the row before (about D−2), which
    /// says whether a quiet day is a rest after an all-out one.
    static func score(_ d: DayInputs, strainBefore: Score?) -> Score {
        let steps = part("steps", today: d.observed(.steps), column: d.columns.steps, d.i, unit: "steps")
        let energy = part(
            "energy", today: d.row.activeKcal, column: d.columns.activeKcal, d.i, unit: "active_kcal",
            absent: d.columns.hasActiveEnergy
                ? "no active energy recorded yesterday" : "no active energy in this export")
        var s = Score.combine(
            .activeness, [steps.part, energy.part], required: ["steps", "energy"], clampParts: true,
            baselineDays: [("steps", steps.days), ("active_kcal", energy.days)])
        if let rounded = s.rounded, rounded < belowUsual, strainBefore?.tier == .allOut { s.restAfterHard = true }
        return s
    }

    /// One component: 50 · today / usual, with what it was read against, or why it is left out.
    private static func part(
        _ name: String, today: Double?, column: [Double?], _ i: Int, unit: String,
        absent: String = "no steps recorded yesterday"
    ) -> (part: Part, days: Int) {
        let (median, days) = usual(column, before: i)
        guard let today else { return (Part(name: name, weight: 0.5, value: nil, why: absent), days) }
        guard let median else {
            let why = "no usual yet: \(days) of the \(window) days before have \(unit) (\(minimum) make one)"
            return (Part(name: name, weight: 0.5, value: nil, why: why), days)
        }
        // A usual of 0 (a device that writes 0 on the days it is not worn) leaves nothing to compare with.
        guard median > 0 else {
            let why = "your usual is 0 \(unit == "active_kcal" ? "kcal" : unit) (the median of \(days) days before)"
            return (Part(name: name, weight: 0.5, value: nil, why: why), days)
        }
        return (
            Part(
                name: name, weight: 0.5, value: usualPoints * today / median,
                details: [(unit, today), ("usual_" + unit, median), ("usual_days", Double(days))]), days
        )
    }
}
