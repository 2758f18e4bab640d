import FlowFeatures

/// The Sleep score: how long against the night's need (30 %), the stage mix (30 %), sleeping HRV
/// and heart rate against their usuals (15 % each) and the wake-ups (10 %), every part kept
/// within 0-100; without a measured duration there is no score.
enum SleepScore {
    /// The name of the part that reads the night's length against its need.
    static let durationName = "duration"

    /// The score of row `d`, whose night needed `needHours` (`SleepNeed`).
    static func score(_ d: DayInputs, needHours: Double) -> Score {
        let row = d.row
        let mainSleep = !row[.sleepMissing]
        var duration = Part(
            name: durationName, weight: 0.30, value: nil,
            why: "no observed sleep_hours" + (mainSleep ? "" : " (no main sleep for this night)"))
        if let hours = d.observed(.sleepHours) {
            duration.value = 100 * hours / needHours
            duration.details = [("need_hours", needHours), ("sleep_hours", hours)]
        }
        var stages = Part(
            name: "stages", weight: 0.30, value: nil,
            why: mainSleep ? "no stage detail in the main sleep" : "no main sleep")
        if !row[.stagesMissing], let deep = d.observed(.deepShare), let rem = d.observed(.remShare) {
            stages.value =
                100 * (0.4 * min(1, deep / 0.20) + 0.4 * min(1, rem / 0.22) + 0.2 * min(1, (1 - deep - rem) / 0.50))
        }
        let hrvBase = ScoreBaseline(d.columns.hrv, before: d.i)
        let hrBase = ScoreBaseline(d.columns.sleepingHR, before: d.i)
        let hrv = ratio(d.observed(.hrvSDNN), hrvBase, name: "sleeping_hrv", feature: "hrv_sdnn") { 75 * $0 / $1 }
        let hr = ratio(d.observed(.sleepingHR), hrBase, name: "sleeping_hr", feature: "sleeping_hr") { 75 * $1 / $0 }
        var interruptions = Part(
            name: "interruptions", weight: 0.10, value: nil,
            why: "no observed wake_count" + (mainSleep ? "" : " (no main sleep)"))
        if let wakes = d.observed(.wakeCount) { interruptions.value = 100 - 15 * wakes }
        return Score.combine(
            .sleep, [duration, stages, hrv.weighted(0.15), hr.weighted(0.15), interruptions],
            required: [durationName], clampParts: true,
            baselineDays: [("hrv_sdnn", hrvBase.days), ("sleeping_hr", hrBase.days)])
    }

    /// A part read against a personal baseline: f(value, baseline), or why it is missing.
    static func ratio(
        _ value: Double?, _ base: ScoreBaseline, name: String, feature: String,
        _ f: (Double, Double) -> Double
    ) -> Part {
        guard let value else { return Part(name: name, weight: 0, value: nil, why: "no observed \(feature)") }
        guard let mean = base.mean else { return Part(name: name, weight: 0, value: nil, why: base.why(feature)) }
        // Heart rates are clamped to 30-140 before this, so neither ratio divides by 0.
        return Part(
            name: name, weight: 0, value: f(value, mean),
            details: [("baseline", mean), ("baseline_days", Double(base.days))])
    }
}

extension Part {
    /// The part with its weight set.
    func weighted(_ w: Double) -> Part {
        var p = self
        p.weight = w
        return p
    }
}
