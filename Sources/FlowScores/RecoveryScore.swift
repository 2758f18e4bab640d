/// Recovery: 0.40 HRV + 0.25 resting heart rate + 0.25 Sleep + 0.10 strain recovery, each
/// part 0-100; HRV or the resting heart rate is required.
enum RecoveryScore {
    static func score(_ d: DayInputs, sleep: Score, strain: Score) -> Score {
        let hrvBase = ScoreBaseline(d.columns.hrv, before: d.i)
        let rhrBase = ScoreBaseline(d.columns.restingHR, before: d.i)
        let hrv = SleepScore.ratio(d.observed(.hrvSDNN), hrvBase, name: "hrv", feature: "hrv_sdnn") { 75 * $0 / $1 }
        let rhr = SleepScore.ratio(d.observed(.restingHR), rhrBase, name: "rhr", feature: "resting_hr") { 75 * $1 / $0 }
        let sleepPart = Part(name: "sleep", weight: 0.25, value: sleep.value, why: "no Sleep score")
        let strainPart = Part(
            name: "strain_recovery", weight: 0.10, value: strain.value.map { 100 - $0 }, why: "no Strain score")
        return Score.combine(
            .recovery, [hrv.weighted(0.40), rhr.weighted(0.25), sleepPart, strainPart],
            required: ["hrv", "rhr"], clampParts: true,
            baselineDays: [("hrv_sdnn", hrvBase.days), ("resting_hr", rhrBase.days)])
    }
}
