/// The Stress score of the day before: a level of 30, raised by a daytime heart rate above its
/// usual (a point per percent) and by a daytime HRV below its usual (half a point per percent),
/// kept within 0-100; without both daytime values and both usuals there is no score.
enum StressScore {
    static let level = 30.0

    static func score(_ d: DayInputs) -> Score {
        let hrBase = ScoreBaseline(d.columns.daytimeHR, before: d.i)
        let hrvBase = ScoreBaseline(d.columns.daytimeHRV, before: d.i)
        func part(
            _ name: String, _ value: Double?, _ base: ScoreBaseline, weight: Double, absent: String,
            _ f: (Double, Double) -> Double
        ) -> Part {
            guard let value else { return Part(name: name, weight: weight, value: nil, why: absent) }
            guard let mean = base.mean else { return Part(name: name, weight: weight, value: nil, why: base.why(name)) }
            return Part(
                name: name, weight: weight, value: f(value, mean),
                details: [("input", value), ("baseline", mean), ("baseline_days", Double(base.days))])
        }
        let hr = part(
            "daytime_hr", d.row.daytimeHR, hrBase, weight: 1,
            absent: "fewer than 12 heart-rate samples on D-1 outside the main sleeps"
        ) { 100 * ($0 / $1 - 1) }
        let hrv = part(
            "daytime_hrv", d.row.daytimeHRV, hrvBase, weight: 0.5,
            absent: "no HRV sample on D-1 outside the main sleeps"
        ) { 100 * (1 - $0 / $1) }
        let days = [("daytime_hr", hrBase.days), ("daytime_hrv", hrvBase.days)]
        let lacking = [hr, hrv].filter { $0.value == nil }
        guard lacking.isEmpty else {
            var s = Score(
                kind: .stress, value: nil, unclamped: nil, components: [],
                missing: lacking.map { (name: $0.name, why: $0.why) }, baselineDays: days)
            s.reason =
                "Stress not given: needs both daytime values and their baselines ("
                + lacking.map { "\($0.name): \($0.why)" }.joined(separator: "; ") + ")"
            return s
        }
        // The weights are the formula's own (1, 1, 0.5): nothing is shared out.
        var s = Score(kind: .stress, value: nil, unclamped: nil, components: [], missing: [], baselineDays: days)
        s.components =
            [ScoreComponent(name: "level", value: level, weight: 1)]
            + [hr, hrv].map { ScoreComponent(name: $0.name, value: $0.value!, weight: $0.weight, details: $0.details) }
        let sum = s.components.reduce(0.0) { $0 + $1.points }
        s.unclamped = sum
        s.value = min(100, max(0, sum))
        return s
    }
}
